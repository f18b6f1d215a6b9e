// Follows and mutes (issue #32): a member follows tags, people and series (their feed, /v1/feed) and mutes tags and
// people (what they leave out of the member's lists, search and notifications). One row per member and target:
// following a muted target replaces the mute, and the other way round (migration 0026).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from './columns.js';
import { users } from './users.js';

/** FOLLOW_TARGET_TYPES of @reef/core. */
export type FollowTargetType = 'tag' | 'user' | 'tutorial_series';
/** FOLLOW_MODES of @reef/core. */
export type FollowMode = 'follow' | 'mute';

export const follows = pgTable(
  'follows',
  {
    userId: cascadeRef('user_id', () => users.id),
    targetType: text('target_type').$type<FollowTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    mode: text('mode').$type<FollowMode>().notNull().default('follow'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('follows_target_idx').on(t.targetType, t.targetId, t.mode),
    index('follows_user_mode_idx').on(t.userId, t.mode, t.createdAt),
    check('follows_target_type_check', sql`${t.targetType} in ('tag', 'user', 'tutorial_series')`),
    check('follows_mode_check', sql`${t.mode} in ('follow', 'mute')`),
    check('follows_mute_check', sql`${t.mode} = 'follow' or ${t.targetType} in ('tag', 'user')`),
  ],
);
