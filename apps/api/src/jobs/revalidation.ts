// The durable revalidation job. On a PostgreSQL server, a write whose events name pages adds this job in its own
// transaction (platform/events/bus.ts calls `queueRevalidation` before the commit), so a process killed between the commit
// and its revalidation call loses nothing: whichever instance runs the queue next clears the API's cached responses
// under the tags and tells the web app, retried with the queue's backoff until the web app answers. The job runs
// a few seconds after the commit, as the repeat of the call made at once after it (platform/services/revalidate.ts): a page
// rendered while the write committed cannot keep its old reads. Jobs are keyed by the pages they name: saves of
// the same object within those seconds make one job, and one call.
import { createHash } from 'node:crypto';
import type { CacheTarget } from '@reef/core';
import { sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Executor } from '../db/client.js';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue.js';

/** The task name of a revalidation job. */
export const REVALIDATE_TASK = 'revalidate';

/** Seconds between the commit and the job (the call right after the commit comes first). */
export const REVALIDATE_DELAY_SECONDS = 3;

/** How often the queue tries a job whose call fails (exp(n) seconds apart: about three hours in all). */
const MAX_ATTEMPTS = 10;

type Pages = { tags: string[]; paths: string[] };

function pagesOf(target: CacheTarget): Pages {
  return {
    tags: [...new Set(target.tags ?? [])].sort(),
    paths: [...new Set(target.paths ?? [])].sort(),
  };
}

/**
 * Adds the revalidation job of `target` in the transaction `tx` (a PostgreSQL server with the job queue's schema).
 * A job for the same pages still waiting keeps its time and is not added twice.
 */
export async function queueRevalidation(
  tx: Executor,
  target: CacheTarget,
  delaySeconds = REVALIDATE_DELAY_SECONDS,
): Promise<void> {
  const pages = pagesOf(target);
  if (pages.tags.length === 0 && pages.paths.length === 0) return;
  const key = createHash('sha256').update(JSON.stringify(pages)).digest('hex').slice(0, 32);
  await tx.execute(
    sql`select ${sql.identifier(JOB_QUEUE_SCHEMA)}.add_job(
      ${REVALIDATE_TASK},
      ${JSON.stringify(pages)}::json,
      run_at := now() + make_interval(secs => ${delaySeconds}),
      max_attempts := ${MAX_ATTEMPTS}::integer,
      job_key := ${`revalidate:${key}`},
      job_key_mode := 'preserve_run_at'
    )`,
  );
}

export type RevalidationTaskOptions = {
  /** Removes the API's cached responses under the tags (every instance). */
  invalidate(target: CacheTarget): Promise<void>;
  /** One call to the web app; throws when it should be tried again. */
  revalidate(target: CacheTarget): Promise<void>;
};

/** Runs one revalidation job: clears the API's cache, then tells the web app (a throw makes the queue retry). */
export function revalidationTask(options: RevalidationTaskOptions): Task {
  return async (payload) => {
    const pages = pagesOf((payload ?? {}) as CacheTarget);
    if (pages.tags.length === 0 && pages.paths.length === 0) return;
    await options.invalidate(pages);
    await options.revalidate(pages);
  };
}
