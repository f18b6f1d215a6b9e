// Who delivers event webhooks (issue #32): the runners of every outbox (jobs/outbox-worker.ts), as for lead webhooks
// (jobs/lead-delivery-worker.ts). On a PostgreSQL server, graphile-worker runs each delivery's `webhook_deliver` job
// (added in the event's transaction), on any instance, retrying a failed one with its exponential backoff; on the
// embedded database an in-process runner claims due rows of webhook_deliveries. Both send WEBHOOK_CONCURRENCY at
// once and never two deliveries of one endpoint at once in one process, so a stalled receiver holds one slot only.
import { and, eq, inArray, lte, notInArray, or } from 'drizzle-orm';
import type { JobHelpers } from 'graphile-worker';
import type { Database } from '../db/client.js';
import { claimForSending } from '../db/outbox-claim.js';
import { webhookDeliveries } from '../db/schema/index.js';
import type { Env } from '../env.js';
import type { DeliveryWorkerOptions } from './worker-options.js';
import { createOutboxRunner, createQueueWorker, type OutboxWorker } from './outbox-worker.js';
import {
  createWebhookDelivery,
  isWebhookDeliveryClaimable,
  type WebhookDelivery,
  type WebhookDeliveryOutcome,
  type WebhookDeliveryRow,
} from '../resources/webhooks/deliveries-service.js';

/** The task name of a webhook delivery's job (`webhook_delivery_schedule()` adds them). */
export const WEBHOOK_TASK = 'webhook_deliver';

/** The webhook delivery worker of one process, on whichever queue its database has. */
export function createWebhookDeliveryWorker(options: DeliveryWorkerOptions): OutboxWorker {
  const delivery = createWebhookDelivery(options);
  const { env } = options;
  const common = { pollInterval: env.MAIL_POLL_MS, onError: options.onError };
  return options.databaseUrl
    ? createQueueWorker({
        ...common,
        databaseUrl: options.databaseUrl,
        task: WEBHOOK_TASK,
        deliver: deliverJob(env, delivery),
        concurrency: env.WEBHOOK_CONCURRENCY,
        runOnceConcurrency: env.WEBHOOK_CONCURRENCY,
        log: options.log,
      })
    : createOutboxRunner({ ...common, drain: drainDeliveries(options.db, env, delivery) });
}

/** A queue job's delivery, one per endpoint at a time in this process. */
function deliverJob(
  env: Env,
  delivery: WebhookDelivery,
): (payload: unknown, helpers: JobHelpers) => Promise<{ status: string; error?: string } | null> {
  const busy = new Set<number>();
  return async (payload, helpers) => {
    const id = Number((payload as { delivery_id?: unknown } | null)?.delivery_id);
    if (!Number.isInteger(id)) return null;
    const endpointId = await delivery.endpointOf(id);
    if (endpointId !== null && busy.has(endpointId)) {
      await helpers.addJob(
        WEBHOOK_TASK,
        { delivery_id: id },
        {
          jobKey: `webhook_delivery:${id}`,
          runAt: new Date(Date.now() + Math.min(env.WEBHOOK_TIMEOUT_MS, 5_000)),
          maxAttempts: 50,
        },
      );
      return null;
    }
    if (endpointId !== null) busy.add(endpointId);
    try {
      // `failed` (a retry is due) throws in createQueueWorker: graphile-worker's backoff schedules the next attempt.
      const outcome: WebhookDeliveryOutcome = await delivery.deliver(id);
      return outcome;
    } finally {
      if (endpointId !== null) busy.delete(endpointId);
    }
  };
}

/** The embedded database's drain: WEBHOOK_CONCURRENCY lanes, never two deliveries of one endpoint at once. */
function drainDeliveries(db: Database, env: Env, delivery: WebhookDelivery): () => Promise<number> {
  const busy = new Set<number>();

  async function claim(before: Date): Promise<WebhookDeliveryRow | null> {
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          isWebhookDeliveryClaimable,
          or(lte(webhookDeliveries.runAt, before), eq(webhookDeliveries.status, 'sending')),
          busy.size ? notInArray(webhookDeliveries.endpointId, [...busy]) : undefined,
        ),
      )
      .orderBy(webhookDeliveries.runAt, webhookDeliveries.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(webhookDeliveries)
      .set(claimForSending(webhookDeliveries.attempts))
      .where(inArray(webhookDeliveries.id, due))
      .returning();
    return row ?? null;
  }

  return async () => {
    let handled = 0;
    const start = new Date();
    let claiming = Promise.resolve<unknown>(undefined);
    const claimNext = () => {
      const next = claiming.then(() => claim(start));
      claiming = next.then(
        (row) => row && busy.add(row.endpointId),
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
          busy.delete(row.endpointId);
        }
        handled += 1;
      }
    };
    await Promise.all(Array.from({ length: env.WEBHOOK_CONCURRENCY }, lane));
    return handled;
  };
}
