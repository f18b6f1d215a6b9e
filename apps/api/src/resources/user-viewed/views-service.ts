// Views: per-member "recently viewed" rows and the objects' view counters.
import type { ViewedType } from '@reef/core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { userViews } from '../../db/schema/index.js';
import { labelObjects } from '../../platform/services/subscriptions.js';

const TABLE: Record<ViewedType, string> = { question: 'questions', tutorial: 'tutorials', tool: 'tools' };

/**
 * Records a view: refreshes the member's recently-viewed row, and bumps the object's counter only the
 * first time this member views it (the row's key is member + object), so repeating the call cannot
 * inflate the count. Anonymous visitors do not reach this: the route needs a signed-in member.
 * Returns whether the view was counted.
 */
export async function recordView(
  db: Database,
  userId: number,
  type: ViewedType,
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // `xmax = 0` holds for a row this statement inserted, not for one it updated on conflict.
    const [row] = await tx
      .insert(userViews)
      .values({ userId, viewableType: type, viewableId: id })
      .onConflictDoUpdate({
        target: [userViews.userId, userViews.viewableType, userViews.viewableId],
        set: { viewedAt: sql`now()` },
      })
      .returning({ isFirst: sql<boolean>`(xmax = 0)` });
    if (!row?.isFirst) return false;
    await tx.execute(
      sql`update ${sql.identifier(TABLE[type])} set views_count = views_count + 1 where id = ${id}`,
    );
    return true;
  });
}

/** A member's recently viewed objects, newest first. */
export async function recentViews(db: Executor, userId: number, limit: number) {
  const rows = await db
    .select()
    .from(userViews)
    .where(eq(userViews.userId, userId))
    .orderBy(desc(userViews.viewedAt))
    .limit(limit);
  const labels = await labelObjects(
    db,
    rows.map((r) => ({ type: r.viewableType, id: r.viewableId })),
  );
  return rows.flatMap((r) => {
    const label = labels.get(`${r.viewableType}:${r.viewableId}`);
    if (!label?.slug) return [];
    return [
      {
        type: r.viewableType as ViewedType,
        id: r.viewableId,
        slug: label.slug,
        title: label.name ?? '',
        viewed_at: r.viewedAt.toISOString(),
      },
    ];
  });
}
