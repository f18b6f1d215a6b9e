// Who delivers lead webhooks: the same two runners as email (jobs/outbox-worker.ts). On a PostgreSQL server,
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
import { and, eq, inArray, lte, notInArray, or } from 'drizzle-orm';
import type { JobHelpers } from 'graphile-worker';
import type { Database } from '../db/client.js';
import { claimForSending } from '../db/outbox-claim.js';
import { leadDeliveries } from '../db/schema/index.js';
import type { Env } from '../env.js';
import type { DeliveryWorkerOptions } from './worker-options.js';
import { createOutboxRunner, createQueueWorker, type OutboxWorker } from './outbox-worker.js';
import {
  createLeadDelivery,
  isDeliveryClaimable,
  type LeadDelivery,
  type LeadDeliveryOutcome,
  type LeadDeliveryRow,
} from '../resources/marketing-forms/index.js';

/** The task name of a lead's delivery job (`lead_delivery_schedule()` adds them). */
export const LEAD_TASK = 'lead_deliver';

export type LeadDeliveryWorker = OutboxWorker;

export type LeadDeliveryWorkerOptions = DeliveryWorkerOptions;

/** The lead delivery worker of one process, on whichever queue its database has. */
export function createLeadDeliveryWorker(options: LeadDeliveryWorkerOptions): LeadDeliveryWorker {
  const delivery = createLeadDelivery(options);
  const { env } = options;
  const common = { pollInterval: env.MAIL_POLL_MS, onError: options.onError };
  return options.databaseUrl
    ? createQueueWorker({
        ...common,
        databaseUrl: options.databaseUrl,
        task: LEAD_TASK,
        deliver: deliverJob(env, delivery),
        concurrency: env.WEBHOOK_CONCURRENCY,
        runOnceConcurrency: env.WEBHOOK_CONCURRENCY,
        log: options.log,
      })
    : createOutboxRunner({ ...common, drain: drainDeliveries(options.db, env, delivery) });
}

/** A queue job's delivery, one per form at a time in this process. */
function deliverJob(
  env: Env,
  delivery: LeadDelivery,
): (payload: unknown, helpers: JobHelpers) => Promise<LeadDeliveryOutcome | null> {
  /** Forms with a delivery being sent by this process now. */
  const busyForms = new Set<number>();

  return async (payload, helpers) => {
    const id = Number((payload as { delivery_id?: unknown } | null)?.delivery_id);
    if (!Number.isInteger(id)) return null;
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
      return null;
    }
    if (formId !== null) busyForms.add(formId);
    try {
      // A `failed` outcome is retried on graphile-worker's exponential backoff (the schedule the row's run_at also
      // follows); the row's own attempt budget ends it as `dead` first.
      return await delivery.deliver(id);
    } finally {
      if (formId !== null) busyForms.delete(formId);
    }
  };
}

/** The embedded database's drain: WEBHOOK_CONCURRENCY lanes, never two deliveries of one form at once. */
function drainDeliveries(db: Database, env: Env, delivery: LeadDelivery): () => Promise<number> {
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
      .set(claimForSending(leadDeliveries.attempts))
      .where(inArray(leadDeliveries.id, due))
      .returning();
    return row ?? null;
  }

  /** WEBHOOK_CONCURRENCY lanes, each claiming and sending one delivery at a time until none is due. */
  return async () => {
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
  };
}
