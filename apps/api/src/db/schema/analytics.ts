// First-party analytics: counts only. A visitor is a hash salted with a random value that changes every UTC day
// and is deleted after it, so visits cannot be linked across days; no IP address, user agent or account is stored.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/** One counted event: a page view, an item view or another tracked event, once per visitor, day and target. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    path: text('path').notNull().default(''),
    subjectType: text('subject_type').notNull().default(''),
    subjectId: integer('subject_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Dedup: a refresh by the same visitor on the same day does not count again.
    uniqueIndex('analytics_events_dedup_key').on(
      t.day,
      t.event,
      t.visitorHash,
      t.path,
      t.subjectType,
      t.subjectId,
    ),
    index('analytics_events_day_event_idx').on(t.day, t.event),
    index('analytics_events_subject_idx')
      .on(t.subjectType, t.subjectId, t.day)
      .where(sql`${t.subjectId} <> 0`),
  ],
);

/** The salt of each UTC day's visitor hashes; older days are deleted. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
