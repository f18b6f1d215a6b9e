// The two runners every outbox (email, lead webhooks) is delivered by. On a PostgreSQL server: graphile-worker, a
// durable job queue in the database (each row's job was added in the write's transaction; any number of API
// instances run workers on the same queue, woken by LISTEN/NOTIFY, retrying a failed job with exponential
// backoff). On the embedded database, which only this process can open, graphile-worker cannot run (it needs a pool
// of server connections): a small in-process runner drains the outbox table's due rows instead, on a timer and when
// woken after a commit. What an outbox claims and how it sends stay with it (jobs/mail-worker.ts,
// jobs/lead-delivery-worker.ts); the runners' life cycle (pool, start, wake, stop, one drain at a time) is here.
// The same queue runs the jobs that are not an outbox's (revalidation, digests, scheduled go-live: jobs/runner.ts)
// through `createQueueRunner`.
import {
  parseCronItems,
  run,
  runOnce,
  type CronItem,
  type JobHelpers,
  type Runner,
  type Task,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import { JOB_QUEUE_SCHEMA, jobQueueLogger, type JobQueueLog, type OutboxWorker } from '../db/job-queue.js';

export type { OutboxWorker };

/** What one delivery attempt came to: `skipped` (nothing to do) is not counted; `failed` is retried. */
export type AttemptOutcome = { status: string; error?: string };

/** A graphile-worker runner's own settings (its tasks apart). */
type QueueSettings = {
  /** The PostgreSQL server's connection string. */
  databaseUrl: string;
  /** Jobs in flight at once while running. */
  concurrency: number;
  /** Jobs in flight at once in `runOnce` (default 1). */
  runOnceConcurrency?: number;
  pollInterval: number;
  events?: WorkerEvents;
  onError?: (error: unknown) => void;
  log?: JobQueueLog;
  /** Releases what the tasks hold (a transport's connections), after the worker stopped. */
  close?: () => void;
};

export type QueueWorkerOptions = QueueSettings & {
  /** The task name of a delivery job. */
  task: string;
  /** Delivers one job's row; resolves with its outcome, or null when the job was put back without an attempt. */
  deliver(payload: unknown, helpers: JobHelpers): Promise<AttemptOutcome | null>;
};

/** A graphile-worker runner for one outbox's task, with its own small pool of server connections. */
export function createQueueWorker(options: QueueWorkerOptions): OutboxWorker {
  let attempted = 0;
  const deliverJob: Task = async (payload, helpers) => {
    const outcome = await options.deliver(payload, helpers);
    if (!outcome || outcome.status === 'skipped') return;
    attempted += 1;
    // Thrown, the job is failed and graphile-worker schedules the next attempt (exp(attempts) seconds).
    if (outcome.status === 'failed') throw new Error(outcome.error);
  };
  const runner = createQueueRunner({ ...options, tasks: { [options.task]: deliverJob } });
  return {
    ...runner,
    async runOnce() {
      const before = attempted;
      await runner.runOnce();
      return attempted - before;
    },
  };
}

export type QueueRunnerOptions = QueueSettings & {
  /** The tasks this runner takes jobs of (other runners on the same queue take the others). */
  tasks: TaskList;
  /**
   * Recurring jobs: graphile-worker adds each schedule's job once, whichever of the instances running this list
   * gets there first (its `known_crontabs` row is the lock), and backfills what was missed while none ran.
   */
  crontab?: CronItem[];
};

/** A graphile-worker runner for a list of tasks, with its own small pool of server connections. */
export function createQueueRunner(options: QueueRunnerOptions): OutboxWorker {
  const { onError } = options;
  // A listening connection plus one per job in flight, apart from the requests' pool so a burst of jobs never
  // starves them.
  let pool: pg.Pool | null = null;
  let runner: Runner | null = null;
  let completed = 0;
  const taskList: TaskList = {};
  for (const [name, task] of Object.entries(options.tasks)) {
    if (!task) continue;
    taskList[name] = async (payload, helpers) => {
      await task(payload, helpers);
      completed += 1;
    };
  }

  function settings(concurrency: number, cron: boolean) {
    if (!pool) {
      pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.concurrency + 2 });
      // graphile-worker asks for both: an idle connection's error, and one's error while it is checked out.
      pool.on('error', (error) => onError?.(error));
      pool.on('connect', (client) => client.on('error', (error) => onError?.(error)));
    }
    return {
      pgPool: pool,
      schema: JOB_QUEUE_SCHEMA,
      taskList,
      // No crontab file is read: the schedules are code. Our signal handlers (platform/lib/shutdown.ts) stop the worker.
      parsedCronItems: cron ? parseCronItems(options.crontab ?? []) : [],
      noHandleSignals: true,
      pollInterval: options.pollInterval,
      concurrency,
      logger: jobQueueLogger(options.log),
      ...(options.events ? { events: options.events } : {}),
    };
  }

  return {
    kind: 'queue',
    async runOnce() {
      const before = completed;
      await runOnce(settings(options.runOnceConcurrency ?? 1, false));
      return completed - before;
    },
    async start() {
      if (runner) return;
      runner = await run(settings(options.concurrency, true));
      runner.promise.catch((error: unknown) => onError?.(error));
    },
    wake() {
      // graphile-worker LISTENs for new jobs: nothing to do.
    },
    async stop() {
      const current = runner;
      runner = null;
      await current?.stop().catch((error: unknown) => onError?.(error));
      const open = pool;
      pool = null;
      await open?.end();
      options.close?.();
    },
  };
}

export type OutboxRunnerOptions = {
  /** Claims and delivers every row due now (not the retries it scheduled itself); resolves with how many. */
  drain(): Promise<number>;
  pollInterval: number;
  onError?: (error: unknown) => void;
  /** Releases what the delivery holds, after the last drain ended. */
  close?: () => void;
};

/** The embedded database's runner: one drain at a time, every `pollInterval` and when woken. */
export function createOutboxRunner(options: OutboxRunnerOptions): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let again = false;

  function runNow(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = options.drain().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void tick();
      }
    });
    return running;
  }

  async function tick() {
    try {
      await runNow();
    } catch (error) {
      options.onError?.(error);
    }
  }

  return {
    kind: 'outbox',
    runOnce: runNow,
    async start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void tick(), options.pollInterval);
      timer.unref();
      void tick();
    },
    wake() {
      if (!stopped) setImmediate(() => void tick());
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      options.close?.();
    },
  };
}
