// Mutes (issue #32): what a member muted — tags and people — leaves their lists, search results and notifications.
// The rows are the `mute` rows of `follows` (resources/follows); the conditions here are SQL, so a list stays one
// statement and its pages and totals agree.
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client.js';
import { follows, notifications, questionTags, tutorialTags } from './schema/index.js';

/**
 * SQL that holds when the row is not muted by the member: its author (`author`) is not a muted person, and no tag it
 * carries is a muted tag (`taggedWith(tagId)` is SQL that holds when the row carries that tag).
 */
export function notMutedBy(
  userId: number | SQLWrapper,
  author: SQLWrapper | null,
  taggedWith: ((tagId: SQL) => SQL) | null,
): SQL {
  const byAuthor = author ? sql`(mute_f.target_type = 'user' and mute_f.target_id = ${author})` : sql`false`;
  const byTag = taggedWith
    ? sql`(mute_f.target_type = 'tag' and ${taggedWith(sql`mute_f.target_id`)})`
    : sql`false`;
  return sql`not exists (select 1 from follows mute_f where mute_f.user_id = ${userId} and mute_f.mode = 'mute'
    and (${byAuthor} or ${byTag}))`;
}

/**
 * SQL that holds when a notification is not about what its member (`userId`, or the row's own `user_id` column)
 * muted: its actor, or the tag that is its context (a new question under a tag). Notifications written before the
 * mute leave the member's list and counts with it.
 */
export function notificationNotMuted(userId: number | SQLWrapper = notifications.userId): SQL {
  return notMutedBy(
    userId,
    notifications.actorId,
    (tagId) =>
      sql`(${notifications.notificationContextType} = 'tag' and ${notifications.notificationContextId} = ${tagId})`,
  );
}

/** The ids of tags the objects carry (questions and tutorials by their links, tags themselves). */
async function tagsOf(db: Executor, refs: readonly { type: string; id: number }[]): Promise<number[]> {
  const ids = (type: string) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const [q, t] = [ids('question'), ids('tutorial')];
  const [qt, tt] = await Promise.all([
    q.length > 0
      ? db.select({ id: questionTags.tagId }).from(questionTags).where(inArray(questionTags.questionId, q))
      : [],
    t.length > 0
      ? db.select({ id: tutorialTags.tagId }).from(tutorialTags).where(inArray(tutorialTags.tutorialId, t))
      : [],
  ]);
  return [...new Set([...ids('tag'), ...qt.map((r) => r.id), ...tt.map((r) => r.id)])];
}

/**
 * Of the members about to be notified, those who muted the actor or a tag of the objects the notification is about
 * (its notifiable and its context).
 */
export async function mutedRecipients(
  db: Executor,
  userIds: readonly number[],
  actorId: number | null,
  refs: readonly { type: string; id: number }[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const tagIds = await tagsOf(db, refs);
  const targets: SQL[] = [];
  if (actorId !== null) targets.push(and(eq(follows.targetType, 'user'), eq(follows.targetId, actorId))!);
  if (tagIds.length > 0) targets.push(and(eq(follows.targetType, 'tag'), inArray(follows.targetId, tagIds))!);
  if (targets.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: follows.userId })
    .from(follows)
    .where(
      and(
        eq(follows.mode, 'mute'),
        inArray(follows.userId, [...new Set(userIds)]),
        sql`(${sql.join(targets, sql` or `)})`,
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
