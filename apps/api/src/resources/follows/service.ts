// Follows and mutes (issue #32): one row per member and target (a tag, a member, a tutorial series), in one of two
// modes. Following what one muted replaces the mute and the other way round; nobody follows or mutes themself.
import {
  isMutableTarget,
  MAX_FOLLOWS,
  type FollowListQuery,
  type FollowMode,
  type FollowTargetType,
} from '@reef/core';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { follows, tags, tutorialSeries, users } from '../../db/schema/index.js';
import { localDetail, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { paginate, toPage } from '../../platform/lib/pagination.js';
import { loadObject } from '../../platform/services/objects.js';
import type { Actor } from '@reef/core';

type SignedInActor = NonNullable<Actor>;

export type FollowRow = typeof follows.$inferSelect;
/** What a follow points at, as the member's list and the feed's reasons name it. */
export type FollowTarget = { name: string; slug: string; path: string };

/** The one row of a member on a target. */
function followOf(userId: number, type: FollowTargetType, id: number): SQL | undefined {
  return and(eq(follows.userId, userId), eq(follows.targetType, type), eq(follows.targetId, id));
}

/** The target's id when the actor may see it (a published tag or series, an active member), else 404. */
async function assertTarget(db: Executor, actor: SignedInActor, type: FollowTargetType, id: number) {
  if (type === 'user') {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.state, 'active')))
      .limit(1);
    if (!row) throw new NotFoundError(msg('errors', 'missing.user'));
    return;
  }
  await loadObject(db, actor, type, id);
}

/**
 * Follows or mutes a target (idempotent). Refused: oneself (`id`), muting a series (`mode`), more than MAX_FOLLOWS
 * rows (`id`).
 */
export async function setFollow(
  db: Executor,
  actor: SignedInActor,
  type: FollowTargetType,
  id: number,
  mode: FollowMode,
): Promise<FollowRow> {
  if (type === 'user' && id === actor.id)
    throw new UnprocessableError(msg('errors', 'community.follow_self'), [
      localDetail('id', msg('errors', 'community.follow_self'), 'self'),
    ]);
  if (mode === 'mute' && !isMutableTarget(type))
    throw new UnprocessableError(msg('errors', 'follows.cannot_mute'), [
      localDetail('mode', msg('errors', 'follows.cannot_mute'), 'not_mutable'),
    ]);
  await assertTarget(db, actor, type, id);
  const existing = await findFollow(db, actor.id, type, id);
  if (existing?.mode === mode) return existing;
  if (!existing) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.userId, actor.id));
    if (n >= MAX_FOLLOWS)
      throw new UnprocessableError(msg('errors', 'community.follow_limit', { max: MAX_FOLLOWS }), [
        localDetail('id', msg('errors', 'follows.limit_detail', { max: MAX_FOLLOWS }), 'too_many'),
      ]);
  }
  const [row] = await db
    .insert(follows)
    .values({ userId: actor.id, targetType: type, targetId: id, mode })
    .onConflictDoUpdate({
      target: [follows.userId, follows.targetType, follows.targetId],
      set: { mode, createdAt: new Date() },
    })
    .returning();
  return row!;
}

/** Removes a follow or a mute; true when there was one. */
export async function removeFollow(
  db: Executor,
  userId: number,
  type: FollowTargetType,
  id: number,
): Promise<boolean> {
  const removed = await db
    .delete(follows)
    .where(followOf(userId, type, id))
    .returning();
  return removed.length > 0;
}

/** The member's row on a target, or null. */
export async function findFollow(
  db: Executor,
  userId: number,
  type: FollowTargetType,
  id: number,
): Promise<FollowRow | null> {
  const [row] = await db
    .select()
    .from(follows)
    .where(followOf(userId, type, id))
    .limit(1);
  return row ?? null;
}

/** The member's follows and mutes, newest first. */
export async function listFollows(db: Executor, userId: number, q: FollowListQuery) {
  const page = toPage(q.page, q.limit);
  const where = and(
    eq(follows.userId, userId),
    q.mode ? eq(follows.mode, q.mode) : undefined,
    q.target_type ? eq(follows.targetType, q.target_type) : undefined,
  );
  const result = await paginate(
    db,
    page,
    db
      .select()
      .from(follows)
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.targetId))
      .$dynamic(),
    { from: follows, where },
  );
  return { ...result, targets: await labelTargets(db, result.rows) };
}

/** Names and page paths of follow targets, keyed `type:id` (missing: a target gone or hidden since). */
export async function labelTargets(
  db: Executor,
  refs: readonly { targetType: FollowTargetType; targetId: number }[],
): Promise<Map<string, FollowTarget>> {
  const ids = (type: FollowTargetType) => [
    ...new Set(refs.filter((r) => r.targetType === type).map((r) => r.targetId)),
  ];
  const [tagIds, userIds, seriesIds] = [ids('tag'), ids('user'), ids('tutorial_series')];
  const [tagRows, userRows, seriesRows] = await Promise.all([
    tagIds.length > 0
      ? db
          .select({ id: tags.id, name: tags.name, slug: tags.slug })
          .from(tags)
          .where(inArray(tags.id, tagIds))
      : [],
    userIds.length > 0
      ? db
          .select({ id: users.id, name: users.username, slug: users.slug })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    seriesIds.length > 0
      ? db
          .select({ id: tutorialSeries.id, name: tutorialSeries.title, slug: tutorialSeries.slug })
          .from(tutorialSeries)
          .where(inArray(tutorialSeries.id, seriesIds))
      : [],
  ]);
  const map = new Map<string, FollowTarget>();
  for (const r of tagRows) map.set(`tag:${r.id}`, { ...r, path: `/community/tags/${r.slug}` });
  for (const r of userRows) map.set(`user:${r.id}`, { ...r, path: `/community/users/${r.slug}` });
  for (const r of seriesRows)
    map.set(`tutorial_series:${r.id}`, { ...r, path: `/community/tutorial-series/${r.slug}` });
  return map;
}
