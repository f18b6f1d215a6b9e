// Who delivers lead webhooks: the same two runners as email (services/mail-worker.ts). On a PostgreSQL server,
// graphile-worker: each delivery's `lead_deliver` job was added in the lead's transaction, any number of API
// instances run workers on the same queue (woken by LISTEN/NOTIFY), and a failed job is retried with
// graphile-worker's exponential backoff. On the embedded database, which only this process can open, an in-process
// runner claims due rows of lead_deliveries (FOR UPDATE SKIP LOCKED, a lease on locked_at) instead.
//
// Both send WEBHOOK_CONCURRENCY deliveries at once, and each attempt ends by WEBHOOK_TIMEOUT_MS: a receiver that
// never answers holds one slot for that long, while the other forms' deliveries go on in the other slots. The
// runners never send two deliveries of the same form at once in one process (the in-process runner does not claim
// a busy form's rows; a queue job of a busy form puts itself back a few seconds later), so one form's backlog to a
// stalled receiver cannot fill every slot.
import { and, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import { run, runOnce, type Runner, type Task } from 'graphile-worker';
import pg from 'pg';
import type { Database } from '../db/client.js';
import { JOB_QUEUE_SCHEMA, jobQueueLogger, type JobQueueLog } from '../db/job-queue.js';
import { leadDeliveries } from '../db/schema/index.js';
import type { Env } from '../env.js';
import {
  createLeadDelivery,
  isDeliveryClaimable,
  type LeadDelivery,
  type LeadDeliveryOutcome,
  type LeadDeliveryRow,
} from './lead-deliveries.js';

/** The task name of a lead's delivery job (`lead_delivery_schedule()` adds them). */
export const LEAD_TASK = 'lead_deliver';

export type LeadDeliveryWorker = {
  /** `queue`: graphile-worker on a PostgreSQL server; `outbox`: the in-process runner of the embedded database. */
  kind: 'queue' | 'outbox';
  /** Runs every delivery due now, then resolves with how many it tried (tests, scripts). */
  runOnce(): Promise<number>;
  start(): Promise<void>;
  /** Asks the runner to look now, after a commit that stored a lead (the queue is woken by NOTIFY itself). */
  wake(): void;
  stop(): Promise<void>;
};

export type LeadDeliveryWorkerOptions = {
  db: Database;
  env: Env;
  /** The PostgreSQL server's connection string: graphile-worker. Unset: the embedded database's runner. */
  databaseUrl?: string;
  onError?: (error: unknown) => void;
  log?: JobQueueLog;
};

/** The lead delivery worker of one process, on whichever queue its database has. */
export function createLeadDeliveryWorker(options: LeadDeliveryWorkerOptions): LeadDeliveryWorker {
  const delivery = createLeadDelivery(options);
  return options.databaseUrl
    ? createQueueWorker(options, options.databaseUrl, delivery)
    : createOutboxRunner(options, delivery);
}

function createQueueWorker(
  options: LeadDeliveryWorkerOptions,
  databaseUrl: string,
  delivery: LeadDelivery,
): LeadDeliveryWorker {
  const { env } = options;
  let pool: pg.Pool | null = null;
  let runner: Runner | null = null;
  let attempted = 0;

  /** Forms with a delivery being sent by this process now. */
  const busyForms = new Set<number>();

  const deliverJob: Task = async (payload, helpers) => {
    const id = Number((payload as { delivery_id?: unknown } | null)?.delivery_id);
    if (!Number.isInteger(id)) return;
    // One delivery of a form at a time in this process: a second one of a form whose receiver is slow comes back
    // a little later (the same job key, no attempt counted) instead of taking another slot.
    const formId = await delivery.formOf(id);
    if (formId !== null && busyForms.has(formId)) {
      await helpers.addJob(
        LEAD_TASK,
        { delivery_id: id },
        {
          jobKey: `lead_delivery:${id}`,
          runAt: new Date(Date.now() + Math.min(env.WEBHOOK_TIMEOUT_MS, 5_000)),
          maxAttempts: 50,
        },
      );
      return;
    }
    if (formId !== null) busyForms.add(formId);
    let outcome: LeadDeliveryOutcome;
    try {
      outcome = await delivery.deliver(id);
    } finally {
      if (formId !== null) busyForms.delete(formId);
    }
    if (outcome.status !== 'skipped') attempted += 1;
    // Thrown, the job is failed and graphile-worker schedules the next attempt (exp(attempts) seconds, the
    // schedule the row's run_at also follows); the row's own attempt budget ends it as `dead` first.
    if (outcome.status === 'failed') throw new Error(outcome.error);
  };

  function settings() {
    if (!pool) {
      pool = new pg.Pool({ connectionString: databaseUrl, max: env.WEBHOOK_CONCURRENCY + 2 });
      pool.on('error', (error) => options.onError?.(error));
      pool.on('connect', (client) => client.on('error', (error) => options.onError?.(error)));
    }
    return {
      pgPool: pool,
      schema: JOB_QUEUE_SCHEMA,
      taskList: { [LEAD_TASK]: deliverJob },
      parsedCronItems: [],
      noHandleSignals: true,
      pollInterval: env.MAIL_POLL_MS,
      concurrency: env.WEBHOOK_CONCURRENCY,
      logger: jobQueueLogger(options.log),
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
      runner = await run(settings());
      runner.promise.catch((error: unknown) => options.onError?.(error));
    },
    wake() {
      // graphile-worker LISTENs for new jobs.
    },
    async stop() {
      const current = runner;
      runner = null;
      await current?.stop().catch((error: unknown) => options.onError?.(error));
      const open = pool;
      pool = null;
      await open?.end();
    },
  };
}

function createOutboxRunner(options: LeadDeliveryWorkerOptions, delivery: LeadDelivery): LeadDeliveryWorker {
  const { db, env } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let again = false;

  /** Forms with a delivery being sent by this runner now. */
  const busyForms = new Set<number>();

  /** One due row, claimed (by `before`: a drain never picks up the retries it scheduled itself). */
  async function claim(before: Date): Promise<LeadDeliveryRow | null> {
    const due = db
      .select({ id: leadDeliveries.id })
      .from(leadDeliveries)
      .where(
        and(
          isDeliveryClaimable,
          or(lte(leadDeliveries.runAt, before), eq(leadDeliveries.status, 'sending')),
          busyForms.size ? notInArray(leadDeliveries.formId, [...busyForms]) : undefined,
        ),
      )
      .orderBy(leadDeliveries.runAt, leadDeliveries.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(leadDeliveries)
      .set({
        status: 'sending',
        lockedAt: sql`now()`,
        attempts: sql`${leadDeliveries.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(inArray(leadDeliveries.id, due))
      .returning();
    return row ?? null;
  }

  /** WEBHOOK_CONCURRENCY lanes, each claiming and sending one delivery at a time until none is due. */
  async function drain(): Promise<number> {
    let handled = 0;
    const start = new Date();
    // Claims one at a time (a lane's claim sees the forms the others just took).
    let claiming = Promise.resolve<unknown>(undefined);
    const claimNext = () => {
      const next = claiming.then(() => claim(start));
      claiming = next.then(
        (row) => row && busyForms.add(row.formId),
        () => undefined,
      );
      return next;
    };
    const lane = async () => {
      for (;;) {
        const row = await claimNext();
        if (!row) return;
        try {
          await delivery.deliverClaimed(row);
        } finally {
          busyForms.delete(row.formId);
        }
        handled += 1;
      }
    };
    await Promise.all(Array.from({ length: env.WEBHOOK_CONCURRENCY }, lane));
    return handled;
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
    },
  };
}
