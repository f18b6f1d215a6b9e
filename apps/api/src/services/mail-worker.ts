// Who delivers the outbox. On a PostgreSQL server: graphile-worker, a durable job queue in the database
// (each email's `mail_deliver` job was added in the write's transaction; any number of API instances run
// workers on the same queue, woken by LISTEN/NOTIFY, retrying a failed job with exponential backoff). On
// the embedded database, which only this process can open, graphile-worker cannot run (it needs a pool of
// server connections): a small in-process runner reads the due rows of mail_outbox instead, with the same
// claim, the same backoff and the same dead-lettering (services/mail.ts).
import { EventEmitter } from 'node:events';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { run, runOnce, type Runner, type Task, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { Database } from '../db/client.js';
import { JOB_QUEUE_SCHEMA, jobQueueLogger, type JobQueueLog } from '../db/job-queue.js';
import { mailOutbox } from '../db/schema/index.js';
import type { Env } from '../env.js';
import type { MailTransport } from '../mail/transport.js';
import { createMailDelivery, isClaimable, type MailDelivery, type OutboxRow } from './mail.js';

/** The task name of an email's delivery job (`mail_outbox_schedule()` adds them). */
export const MAIL_TASK = 'mail_deliver';

export type MailWorker = {
  /** `queue`: graphile-worker on a PostgreSQL server; `outbox`: the in-process runner of the embedded database. */
  kind: 'queue' | 'outbox';
  /** Runs every job due now, then resolves with how many emails it tried to send (tests, scripts). */
  runOnce(): Promise<number>;
  /** Keeps delivering until stopped. */
  start(): Promise<void>;
  /** Asks the runner to look now, after a commit that queued mail (the queue is woken by NOTIFY itself). */
  wake(): void;
  stop(): Promise<void>;
};

export type MailWorkerOptions = {
  db: Database;
  env: Env;
  /** The PostgreSQL server's connection string: graphile-worker. Unset: the embedded database's runner. */
  databaseUrl?: string;
  /** Overrides the transport built from SMTP_URL (null: keep mail in the outbox and print its link). */
  transport?: MailTransport | null;
  print?: (line: string) => void;
  onError?: (error: unknown) => void;
  log?: JobQueueLog;
};

/** The delivery worker of one process, on whichever queue its database has. */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const delivery = createMailDelivery(options);
  return options.databaseUrl
    ? createQueueWorker(options, options.databaseUrl, delivery)
    : createOutboxRunner(options, delivery);
}

function createQueueWorker(
  options: MailWorkerOptions,
  databaseUrl: string,
  delivery: MailDelivery,
): MailWorker {
  const { db, env } = options;
  const logger = jobQueueLogger(options.log);
  // The worker's own small pool: a listening connection plus one per job in flight, apart from the
  // requests' pool so a burst of mail never starves them.
  let pool: pg.Pool | null = null;
  let runner: Runner | null = null;
  let attempted = 0;

  const deliverJob: Task = async (payload) => {
    const id = Number((payload as { outbox_id?: unknown } | null)?.outbox_id);
    if (!Number.isInteger(id)) return;
    const outcome = await delivery.deliver(id);
    if (outcome.status !== 'skipped') attempted += 1;
    // Thrown, the job is failed and graphile-worker schedules the next attempt (exp(attempts) seconds).
    if (outcome.status === 'failed') throw new Error(outcome.error);
  };

  const events = new EventEmitter() as WorkerEvents;
  // A job that ran out of its own attempts without reaching a verdict (the database kept failing under
  // it): its email becomes a dead letter an administrator can see and queue again.
  events.on('job:failed', ({ job, error }) => {
    const id = Number((job.payload as { outbox_id?: unknown } | null)?.outbox_id);
    if (!Number.isInteger(id)) return;
    db.update(mailOutbox)
      .set({
        status: 'dead',
        lockedAt: null,
        lastError: String((error as Error)?.message ?? error).slice(0, 1000),
      })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed', 'sending'])))
      .catch((e: unknown) => options.onError?.(e));
  });

  function settings() {
    if (!pool) {
      pool = new pg.Pool({ connectionString: databaseUrl, max: env.MAIL_CONCURRENCY + 2 });
      // graphile-worker asks for both: an idle connection's error, and one's error while it is checked out.
      pool.on('error', (error) => options.onError?.(error));
      pool.on('connect', (client) => client.on('error', (error) => options.onError?.(error)));
    }
    return {
      pgPool: pool,
      schema: JOB_QUEUE_SCHEMA,
      taskList: { [MAIL_TASK]: deliverJob },
      // No crontab file is read; our signal handlers (lib/shutdown.ts) stop the worker.
      parsedCronItems: [],
      noHandleSignals: true,
      pollInterval: env.MAIL_POLL_MS,
      logger,
      events,
    };
  }

  return {
    kind: 'queue',
    async runOnce() {
      const before = attempted;
      await runOnce(settings());
      return attempted - before;
    },
    async start() {
      if (runner) return;
      runner = await run({ ...settings(), concurrency: env.MAIL_CONCURRENCY });
      runner.promise.catch((error: unknown) => options.onError?.(error));
    },
    wake() {
      // graphile-worker LISTENs for new jobs: nothing to do.
    },
    async stop() {
      const current = runner;
      runner = null;
      await current?.stop().catch((error: unknown) => options.onError?.(error));
      const open = pool;
      pool = null;
      await open?.end();
      delivery.close();
    },
  };
}

function createOutboxRunner(options: MailWorkerOptions, delivery: MailDelivery): MailWorker {
  const { db, env } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let again = false;

  /** Due rows, claimed (by `before`: a drain never picks up the retries it scheduled itself). */
  async function claim(before: Date): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isClaimable, or(lte(mailOutbox.runAt, before), eq(mailOutbox.status, 'sending'))))
      .orderBy(mailOutbox.runAt, mailOutbox.id)
      .limit(10)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        lockedAt: sql`now()`,
        attempts: sql`${mailOutbox.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  async function drain(): Promise<number> {
    let handled = 0;
    const start = new Date();
    for (;;) {
      const batch = await claim(start);
      if (batch.length === 0) return handled;
      for (const row of batch) await delivery.deliverClaimed(row);
      handled += batch.length;
    }
  }

  function runNow(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
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
      timer = setInterval(() => void tick(), env.MAIL_POLL_MS);
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
      delivery.close();
    },
  };
}
