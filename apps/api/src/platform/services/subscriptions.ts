// Subscriptions: a member follows an object and is notified of activity on it.
import type { SubscriptionTarget } from '@reef/core';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { comments, subscriptions } from '../../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { msg } from '../i18n.js';
import { isNumericId, paginate, toPage } from '../lib/pagination.js';
import { OBJECT_SOURCES, type ObjectSource } from './objects.js';

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
  /** A comment is named by the start of its text; a report by its reason; anything else by its title or name. */
  const load = (source: ObjectSource, ids: number[]) =>
    db
      .select({
        id: source.id,
        name: source.table === comments ? sql<string>`left(${source.title}, 80)` : source.title,
        slug: source.slug ?? sql<null>`null`,
      })
      .from(source.table)
      .where(inArray(source.id, ids)) as unknown as Promise<Label[]>;
  await Promise.all(
    [...byType.entries()].map(async ([type, ids]) => {
      const source = OBJECT_SOURCES[type];
      if (!source) return;
      for (const row of await load(source, [...new Set(ids)]))
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
  if (numeric !== null) return numeric;
  const source = OBJECT_SOURCES[type];
  const rows = source?.slug
    ? await db.select({ id: source.id }).from(source.table).where(eq(source.slug, value))
    : [];
  if (!rows[0]) throw new NotFoundError(msg('errors', 'subscriptions.no_object', { type, value }));
  return Number(rows[0].id);
}
