// Upvotes: one per member and object (idempotent); the object's counter moves in the same
// transaction as the vote row, so concurrent votes never drift.
import type { Actor, UpvotableType } from '@reef/core';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { comments, questions, tools, tutorialSeries, tutorials, upvotes } from '../../db/schema/index.js';
import { emit, transaction } from '../../platform/events/bus.js';

const COUNTERS: Record<UpvotableType, { table: PgTable; id: PgColumn; count: PgColumn }> = {
  tutorial: { table: tutorials, id: tutorials.id, count: tutorials.upvotesCount },
  tutorial_series: { table: tutorialSeries, id: tutorialSeries.id, count: tutorialSeries.upvotesCount },
  question: { table: questions, id: questions.id, count: questions.upvotesCount },
  tool: { table: tools, id: tools.id, count: tools.upvotesCount },
  comment: { table: comments, id: comments.id, count: comments.upvotesCount },
};

/** Current count of an object. */
export async function upvoteCount(db: Executor, type: UpvotableType, id: number): Promise<number> {
  const c = COUNTERS[type];
  const [row] = (await db.select({ n: c.count }).from(c.table).where(eq(c.id, id))) as { n: number }[];
  return row?.n ?? 0;
}

/** Whether a member upvoted an object. */
export async function hasUpvoted(
  db: Executor,
  userId: number,
  type: UpvotableType,
  id: number,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(upvotes)
    .where(and(eq(upvotes.userId, userId), eq(upvotes.upvotableType, type), eq(upvotes.upvotableId, id)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Adds the member's vote (no-op when present); returns the new count. `actor`: who voted, for the event (the route's
 * actor; scripts and tests that leave it out vote as nobody in particular).
 */
export function addUpvote(
  db: Database,
  userId: number,
  type: UpvotableType,
  id: number,
  actor: Actor = null,
): Promise<number> {
  return changeUpvote(db, userId, type, id, 'add', actor);
}

/** Removes the member's vote (no-op when absent); returns the new count. */
export function removeUpvote(
  db: Database,
  userId: number,
  type: UpvotableType,
  id: number,
  actor: Actor = null,
): Promise<number> {
  return changeUpvote(db, userId, type, id, 'remove', actor);
}

/** Adds or removes one vote and moves the object's kept count with it, in one transaction. */
async function changeUpvote(
  db: Database,
  userId: number,
  type: UpvotableType,
  id: number,
  change: 'add' | 'remove',
  actor: Actor,
): Promise<number> {
  const c = COUNTERS[type];
  return transaction(db, async (tx) => {
    const changed =
      change === 'add'
        ? await tx
            .insert(upvotes)
            .values({ userId, upvotableType: type, upvotableId: id })
            .onConflictDoNothing()
            .returning({ userId: upvotes.userId })
        : await tx
            .delete(upvotes)
            .where(
              and(eq(upvotes.userId, userId), eq(upvotes.upvotableType, type), eq(upvotes.upvotableId, id)),
            )
            .returning({ userId: upvotes.userId });
    if (changed.length > 0) {
      const count = change === 'add' ? sql`upvotes_count + 1` : sql`greatest(upvotes_count - 1, 0)`;
      await tx.execute(sql`update ${c.table} set upvotes_count = ${count} where id = ${id}`);
    }
    const total = await upvoteCount(tx, type, id);
    // Readers with the object's page open see the count move (platform/live/publish.ts).
    if (changed.length > 0)
      await emit(tx, { type: 'upvote.changed', actor, upvotableType: type, id, count: total });
    return total;
  });
}
