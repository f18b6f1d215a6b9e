// The job runner of the work that belongs to no outbox: revalidation after a write, scheduled go-live and the
// digests. On a PostgreSQL server it is graphile-worker: revalidation jobs are added in the writes' transactions
// (jobs/revalidation.ts), and the two schedules are its crontab, so each minute's go-live sweep and each hour's
// digest check run once whatever the number of instances (a schedule missed while none ran is made up, up to an
// hour back). The embedded database is opened by this process alone: timers run the two schedules here, once per
// schedule by construction, and revalidation is the call after commit (platform/services/revalidate.ts) with its repeat.
import type { CacheTarget } from '@reef/core';
import type { Task } from 'graphile-worker';
import type { JobQueueLog } from '../db/job-queue.js';
import { createQueueRunner, type OutboxWorker } from './outbox-worker.js';
import { REVALIDATE_TASK, revalidationTask } from './revalidation.js';

/** The task of the go-live sweep, every minute. */
export const PUBLISH_TASK = 'publish_due';
/** The task of the digest check, every hour. */
export const DIGEST_TASK = 'queue_digests';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A sweep's window reaches this far behind its minute, so a clock a little off never leaves a page out. */
const SWEEP_OVERLAP_MS = 10_000;

export type JobRunnerOptions = {
  /** The PostgreSQL server's connection string: graphile-worker. Unset: timers on the embedded database. */
  databaseUrl?: string;
  pollInterval: number;
  /** Removes the API's cached responses under a target's tags; one call to the web app that throws on failure. */
  invalidate(target: CacheTarget): Promise<void>;
  revalidate(target: CacheTarget): Promise<void>;
  /** Revalidates what went live in (since, until]. */
  publishDue(since: Date, until: Date): Promise<unknown>;
  /** Queues the digests due at `now` (idempotent per member and period); unset: this instance sends none. */
  queueDigests?: (now: Date) => Promise<unknown>;
  /** On the embedded database, how often the digests are checked (default: every hour). */
  digestEveryMs?: number;
  onError?: (error: unknown) => void;
  log?: JobQueueLog;
};

/** The runner of one process, on whichever database it has. */
export function createJobRunner(options: JobRunnerOptions): OutboxWorker {
  return options.databaseUrl ? createScheduledQueue(options, options.databaseUrl) : createTimers(options);
}

/** The time a cron job was scheduled for (graphile-worker's `_cron.ts`), or now when run by hand. */
function scheduledAt(payload: unknown): Date {
  const ts = (payload as { _cron?: { ts?: unknown } } | null)?._cron?.ts;
  const at = typeof ts === 'string' ? new Date(ts) : null;
  return at && !Number.isNaN(at.getTime()) ? at : new Date();
}

function createScheduledQueue(options: JobRunnerOptions, databaseUrl: string): OutboxWorker {
  const { queueDigests } = options;
  const publish: Task = async (payload) => {
    const until = scheduledAt(payload);
    await options.publishDue(new Date(until.getTime() - MINUTE_MS - SWEEP_OVERLAP_MS), until);
  };
  return createQueueRunner({
    databaseUrl,
    concurrency: 2,
    pollInterval: options.pollInterval,
    onError: options.onError,
    log: options.log,
    tasks: {
      [REVALIDATE_TASK]: revalidationTask(options),
      [PUBLISH_TASK]: publish,
      ...(queueDigests
        ? {
            [DIGEST_TASK]: (async (payload) =>
              void (await queueDigests(scheduledAt(payload)))) satisfies Task,
          }
        : {}),
    },
    crontab: [
      {
        task: PUBLISH_TASK,
        identifier: PUBLISH_TASK,
        match: '* * * * *',
        options: { backfillPeriod: HOUR_MS },
      },
      ...(queueDigests
        ? [
            {
              task: DIGEST_TASK,
              identifier: DIGEST_TASK,
              match: '0 * * * *',
              options: { backfillPeriod: HOUR_MS },
            },
          ]
        : []),
    ],
  });
}

/** The embedded database's schedules: a sweep every 30 s (looking back an hour at start) and the digest check. */
function createTimers(options: JobRunnerOptions): OutboxWorker {
  const timers: NodeJS.Timeout[] = [];
  let since = new Date(Date.now() - HOUR_MS);
  const { queueDigests } = options;

  async function sweep(): Promise<number> {
    const until = new Date();
    try {
      await options.publishDue(since, until);
      since = until;
      return 1;
    } catch (error) {
      options.onError?.(error);
      return 0;
    }
  }

  async function digests(): Promise<number> {
    try {
      await queueDigests?.(new Date());
      return queueDigests ? 1 : 0;
    } catch (error) {
      options.onError?.(error);
      return 0;
    }
  }

  function every(ms: number, run: () => Promise<number>) {
    const timer = setInterval(() => void run(), ms);
    timer.unref();
    timers.push(timer);
    void run();
  }

  return {
    kind: 'outbox',
    async runOnce() {
      return (await sweep()) + (await digests());
    },
    async start() {
      if (timers.length) return;
      every(MINUTE_MS / 2, sweep);
      if (queueDigests) every(options.digestEveryMs ?? HOUR_MS, digests);
    },
    wake() {
      // Revalidation on the embedded database is the call after commit: nothing waits here.
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
    },
  };
}
