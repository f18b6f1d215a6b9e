// Notifications: written by the events' notification subscriber (platform/events/subscribers/notifications.ts) in
// the write's transaction; read and marked read here, for the header menu.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { paginate, toPage } from '../../platform/lib/pagination.js';
import { notificationNotMuted } from '../../db/mutes.js';
import { labelObjects } from '../../platform/services/subscriptions.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** What the member muted leaves their notifications, those written before the mute too (issue #32). */
const notMuted = (userId: number) => notificationNotMuted(userId);

/** Unread notifications of a member. */
export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.viewedAt), notMuted(userId)));
  return row?.n ?? 0;
}

/** A member's notifications, newest first, with the labels of what they point at. */
export async function listNotifications(
  db: Executor,
  userId: number,
  input: { page: number; limit: number; type?: string[]; unread?: boolean },
) {
  const page = toPage(input.page, input.limit);
  const where = and(
    eq(notifications.userId, userId),
    input.type && input.type.length > 0 ? inArray(notifications.name, input.type) : undefined,
    input.unread ? isNull(notifications.viewedAt) : undefined,
    notMuted(userId),
  );
  const [{ rows, meta }, unread] = await Promise.all([
    paginate(
      db,
      page,
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .$dynamic(),
      { from: notifications, where },
    ),
    countUnread(db, userId),
  ]);
  const refs = rows.flatMap((r) => [
    { type: r.notifiableType, id: r.notifiableId },
    ...(r.notificationContextType && r.notificationContextId
      ? [{ type: r.notificationContextType, id: r.notificationContextId }]
      : []),
  ]);
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is number => id !== null))];
  const [labels, actors] = await Promise.all([
    labelObjects(db, refs),
    actorIds.length > 0
      ? db
          .select({ id: users.id, slug: users.slug, username: users.username })
          .from(users)
          .where(inArray(users.id, actorIds))
      : [],
  ]);
  return {
    rows,
    labels,
    actors: new Map(actors.map((a) => [a.id, a])),
    meta: { ...meta, unread_count: unread },
  };
}

/** Marks one notification (or all of them) as viewed; returns how many changed. */
export async function markRead(db: Executor, userId: number, id?: number): Promise<number> {
  if (id !== undefined) {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    if (!row) throw new NotFoundError(msg('errors', 'notifications.not_found'));
  }
  const changed = await db
    .update(notifications)
    .set({ viewedAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.viewedAt),
        id !== undefined ? eq(notifications.id, id) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
