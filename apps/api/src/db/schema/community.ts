// Member activity: upvotes, subscriptions, notifications and views.
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeRef, createdAt, id, setNullRef, tstz } from './columns.js';
import { users } from './users.js';

/** One vote per member and object; the object's upvotes_count is kept in the same transaction. */
export const upvotes = pgTable(
  'upvotes',
  {
    userId: cascadeRef('user_id', () => users.id),
    upvotableType: text('upvotable_type').notNull(),
    upvotableId: integer('upvotable_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.upvotableType, t.upvotableId] }),
    index('upvotes_object_idx').on(t.upvotableType, t.upvotableId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    subscribableType: text('subscribable_type').notNull(),
    subscribableId: integer('subscribable_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_key').on(t.userId, t.subscribableType, t.subscribableId),
    index('subscriptions_object_idx').on(t.subscribableType, t.subscribableId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    actorId: setNullRef('actor_id', () => users.id),
    /** The notification type; each maps to one of eight categories (spec: content-and-presentation §9). */
    name: text('name').notNull(),
    notifiableType: text('notifiable_type').notNull(),
    notifiableId: integer('notifiable_id').notNull(),
    notificationContextType: text('notification_context_type'),
    notificationContextId: integer('notification_context_id'),
    viewedAt: tstz('viewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.viewedAt} is null`),
  ],
);

/** What a member viewed recently (spec: community-app §7, user_viewed); one row per member and object. */
export const userViews = pgTable(
  'user_views',
  {
    userId: cascadeRef('user_id', () => users.id),
    viewableType: text('viewable_type').notNull(),
    viewableId: integer('viewable_id').notNull(),
    viewedAt: tstz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.viewableType, t.viewableId] }),
    index('user_views_recent_idx').on(t.userId, t.viewedAt),
  ],
);
