// Scheduled publishing of static pages and posts (issue #12): a published page or post whose `published_at` is
// in the future stays off the site until then. The rule is in the read, so every instance and both databases
// agree at once; what remains is telling the caches when the time comes. The job runner (jobs/runner.ts) sweeps
// for pages and posts that went live: once a minute on PostgreSQL (graphile-worker's crontab, one sweep per minute
// whatever the number of instances), every 30 s on the embedded database. A sweep's pages are revalidated like a
// write's: a durable revalidation job committed with the sweep, and the call after it.
import { can, postTarget, staticPageTarget, type Actor, type CacheTarget } from '@reef/core';
import { and, eq, gt, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { posts, staticPages } from '../../db/schema/index.js';
import { revalidateOnCommit, transaction } from '../events/bus.js';

/**
 * Readers who do not manage pages of this kind see a published one only once its time has come (undefined:
 * the actor manages them and sees scheduled ones too).
 */
export function liveScope(
  actor: Actor,
  type: 'static_page' | 'post',
  publishedAt: AnyColumn,
): SQL | undefined {
  if (can(actor, 'update', { type })) return undefined;
  return or(isNull(publishedAt), lte(publishedAt, sql`now()`));
}

/** The pages of static pages and posts that went live in (since, until]. */
export async function dueTargets(db: Executor, since: Date, until: Date): Promise<CacheTarget[]> {
  const window = (column: AnyColumn, state: AnyColumn) =>
    and(eq(state, 'published'), gt(column, since), lte(column, until));
  const [pages, postRows] = await Promise.all([
    db
      .select({ type: staticPages.type, slug: staticPages.slug })
      .from(staticPages)
      .where(window(staticPages.publishedAt, staticPages.state)),
    db
      .select({ type: posts.type, slug: posts.slug })
      .from(posts)
      .where(window(posts.publishedAt, posts.state)),
  ]);
  return [
    ...pages.map((p) => staticPageTarget(p.type, p.slug)),
    ...postRows.map((p) => postTarget(p.type, p.slug)),
  ];
}

/** Revalidates what went live in (since, until]; answers how many pages and posts it named. */
export async function publishDue(db: Database, since: Date, until: Date): Promise<number> {
  return transaction(db, async (tx) => {
    const targets = await dueTargets(tx, since, until);
    revalidateOnCommit(tx, targets);
    return targets.length;
  });
}
