// Reports and the spam lists that gate member writes.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, setNullRef, timestamps, tstz } from './columns.js';
import { users } from './users.js';

export const userReports = pgTable(
  'user_reports',
  {
    id: id(),
    reporterId: setNullRef('reporter_id', () => users.id),
    /** question, tutorial, tool or comment. */
    reportableType: text('reportable_type').notNull(),
    reportableId: integer('reportable_id').notNull(),
    /** spam, offensive, off-topic or other. */
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    state: text('state').notNull().default('open'),
    resolvedById: setNullRef('resolved_by_id', () => users.id),
    resolvedAt: tstz('resolved_at'),
    ...timestamps(),
  },
  (t) => [
    index('user_reports_object_idx').on(t.reportableType, t.reportableId),
    index('user_reports_state_idx').on(t.state, t.createdAt),
    // The report queue groups a state's reports by object: every column it reads, so an index-only scan.
    index('user_reports_queue_idx').on(t.state, t.reportableType, t.reportableId, t.createdAt, t.reason),
    uniqueIndex('user_reports_once_key').on(t.reporterId, t.reportableType, t.reportableId),
  ],
);

export const permittedDomains = pgTable(
  'permitted_domains',
  { id: id(), domain: text('domain').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('permitted_domains_key').on(t.domain)],
);

export const spamIps = pgTable(
  'spam_ips',
  { id: id(), ip: text('ip').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('spam_ips_key').on(t.ip)],
);

export const spamPhrases = pgTable(
  'spam_phrases',
  { id: id(), phrase: text('phrase').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('spam_phrases_key').on(t.phrase)],
);
