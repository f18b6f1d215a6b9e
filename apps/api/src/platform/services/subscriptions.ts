// Subscriptions: a member follows an object and is notified of activity on it.
import type { SubscriptionTarget } from '@reef/core';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  comments,
  questions,
  subscriptions,
  tags,
  tools,
  tutorialSeries,
  tutorials,
  userReports,
} from '../../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { isNumericId, paginate, toPage } from '../lib/pagination.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The one subscription row of a member on an object. */
function subscriptionOf(userId: number, type: SubscriptionTarget, id: number): SQL | undefined {
  return and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.subscribableType, type),
    eq(subscriptions.subscribableId, id),
  );
}

/** Subscribes (idempotent). */
export async function subscribe(
  db: Executor,
  userId: number,
  type: SubscriptionTarget,
  id: number,
): Promise<SubscriptionRow> {
  await ensureSubscribed(db, userId, type, id);
  return (await findSubscription(db, userId, type, id))!;
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
    .where(subscriptionOf(userId, type, id))
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
    .where(subscriptionOf(userId, type, id));
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
  type Label = { id: number; name: string | null; slug: string | null };
  const labelsOf =
    (table: PgTable & { id: PgColumn }, name: SQL | PgColumn, slug: SQL | PgColumn = sql<null>`null`) =>
    (ids: number[]) =>
      db.select({ id: table.id, name, slug }).from(table).where(inArray(table.id, ids)) as unknown as Promise<
        Label[]
      >;
  const loaders: Record<string, (ids: number[]) => Promise<Label[]>> = {
    tutorial: labelsOf(tutorials, tutorials.title, tutorials.slug),
    question: labelsOf(questions, questions.title, questions.slug),
    tutorial_series: labelsOf(tutorialSeries, tutorialSeries.title, tutorialSeries.slug),
    tool: labelsOf(tools, tools.name, tools.slug),
    tag: labelsOf(tags, tags.name, tags.slug),
    comment: labelsOf(comments, sql<string>`left(${comments.bodyMarkdown}, 80)`),
    user_report: labelsOf(userReports, userReports.reason),
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
