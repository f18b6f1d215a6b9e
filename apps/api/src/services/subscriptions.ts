// Subscriptions: a member follows an object and is notified of activity on it.
import type { SubscriptionTarget } from '@reef/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  comments,
  questions,
  subscriptions,
  tags,
  tools,
  tutorialSeries,
  tutorials,
  userReports,
} from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { isNumericId, paginate, toPage } from '../lib/pagination.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Subscribes (idempotent). */
export async function subscribe(
  db: Executor,
  userId: number,
  type: SubscriptionTarget,
  id: number,
): Promise<SubscriptionRow> {
  await db
    .insert(subscriptions)
    .values({ userId, subscribableType: type, subscribableId: id })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.subscribableType, type),
        eq(subscriptions.subscribableId, id),
      ),
    );
  return row!;
}

/** Unsubscribes; true when something was removed. */
export async function unsubscribe(
  db: Executor,
  userId: number,
  type: SubscriptionTarget,
  id: number,
): Promise<boolean> {
  const removed = await db
    .delete(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.subscribableType, type),
        eq(subscriptions.subscribableId, id),
      ),
    )
    .returning({ id: subscriptions.id });
  return removed.length > 0;
}

/** One subscription or null. */
export async function findSubscription(
  db: Executor,
  userId: number,
  type: SubscriptionTarget,
  id: number,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.subscribableType, type),
        eq(subscriptions.subscribableId, id),
      ),
    );
  return row ?? null;
}

/** Subscribes without reading the row back (write paths that do not present it). */
export async function ensureSubscribed(
  db: Executor,
  userId: number,
  type: SubscriptionTarget,
  id: number,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, subscribableType: type, subscribableId: id })
    .onConflictDoNothing();
}

/** A member's subscriptions, optionally of one type, newest first. */
export async function listSubscriptions(
  db: Executor,
  userId: number,
  input: { type?: SubscriptionTarget; page: number; limit: number },
) {
  const page = toPage(input.page, input.limit);
  const where = and(
    eq(subscriptions.userId, userId),
    input.type ? eq(subscriptions.subscribableType, input.type) : undefined,
  );
  const { rows, meta } = await paginate(
    db,
    page,
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .$dynamic(),
    { from: subscriptions, where },
  );
  return {
    rows,
    labels: await labelObjects(
      db,
      rows.map((r) => ({ type: r.subscribableType, id: r.subscribableId })),
    ),
    meta,
  };
}

export type ObjectLabel = { name: string | null; slug: string | null };

/** Name and slug of objects of any subscribable/notifiable type, keyed `type:id`. */
export async function labelObjects(
  db: Executor,
  refs: { type: string; id: number }[],
): Promise<Map<string, ObjectLabel>> {
  const map = new Map<string, ObjectLabel>();
  const byType = new Map<string, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  const loaders: Record<
    string,
    (ids: number[]) => Promise<{ id: number; name: string | null; slug: string | null }[]>
  > = {
    tutorial: (ids) =>
      db
        .select({ id: tutorials.id, name: tutorials.title, slug: tutorials.slug })
        .from(tutorials)
        .where(inArray(tutorials.id, ids)),
    question: (ids) =>
      db
        .select({ id: questions.id, name: questions.title, slug: questions.slug })
        .from(questions)
        .where(inArray(questions.id, ids)),
    tutorial_series: (ids) =>
      db
        .select({ id: tutorialSeries.id, name: tutorialSeries.title, slug: tutorialSeries.slug })
        .from(tutorialSeries)
        .where(inArray(tutorialSeries.id, ids)),
    tool: (ids) =>
      db
        .select({ id: tools.id, name: tools.name, slug: tools.slug })
        .from(tools)
        .where(inArray(tools.id, ids)),
    tag: (ids) =>
      db.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).where(inArray(tags.id, ids)),
    comment: (ids) =>
      db
        .select({
          id: comments.id,
          name: sql<string>`left(${comments.bodyMarkdown}, 80)`,
          slug: sql<null>`null`,
        })
        .from(comments)
        .where(inArray(comments.id, ids)),
    user_report: (ids) =>
      db
        .select({ id: userReports.id, name: userReports.reason, slug: sql<null>`null` })
        .from(userReports)
        .where(inArray(userReports.id, ids)),
  };
  await Promise.all(
    [...byType.entries()].map(async ([type, ids]) => {
      const load = loaders[type];
      if (!load) return;
      for (const row of await load([...new Set(ids)]))
        map.set(`${type}:${row.id}`, { name: row.name, slug: row.slug });
    }),
  );
  return map;
}

/** Resolves a subscribable object id (or slug for slugged types) to its numeric id, or 404. */
export async function resolveSubscribable(
  db: Executor,
  type: SubscriptionTarget,
  value: string,
): Promise<number> {
  const numeric = isNumericId(value) ? Number(value) : null;
  const bySlug: Partial<Record<SubscriptionTarget, () => Promise<{ id: number }[]>>> = {
    tutorial: () => db.select({ id: tutorials.id }).from(tutorials).where(eq(tutorials.slug, value)),
    question: () => db.select({ id: questions.id }).from(questions).where(eq(questions.slug, value)),
    tutorial_series: () =>
      db.select({ id: tutorialSeries.id }).from(tutorialSeries).where(eq(tutorialSeries.slug, value)),
    tool: () => db.select({ id: tools.id }).from(tools).where(eq(tools.slug, value)),
    tag: () => db.select({ id: tags.id }).from(tags).where(eq(tags.slug, value)),
  };
  if (numeric !== null) return numeric;
  const rows = (await bySlug[type]?.()) ?? [];
  if (!rows[0]) throw new NotFoundError(`No ${type} "${value}"`);
  return rows[0].id;
}
