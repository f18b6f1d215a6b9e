// Who delivers event webhooks (issue #32): the grouped delivery worker (jobs/grouped-delivery-worker.ts), as for lead
// webhooks, one endpoint per group. On a PostgreSQL server each delivery's `webhook_deliver` job was added in the
// event's transaction.
import { webhookDeliveries } from '../db/schema/index.js';
import type { DeliveryWorkerOptions } from './worker-options.js';
import type { OutboxWorker } from './outbox-worker.js';
import { createGroupedDeliveryWorker } from './grouped-delivery-worker.js';
import {
  createWebhookDelivery,
  isWebhookDeliveryClaimable,
  type WebhookDeliveryRow,
} from '../resources/webhooks/deliveries-service.js';

/** The task name of a webhook delivery's job (`webhook_delivery_schedule()` adds them). */
export const WEBHOOK_TASK = 'webhook_deliver';

/** The webhook delivery worker of one process, on whichever queue its database has. */
export function createWebhookDeliveryWorker(options: DeliveryWorkerOptions): OutboxWorker {
  const delivery = createWebhookDelivery(options);
  return createGroupedDeliveryWorker<WebhookDeliveryRow>({
    ...options,
    task: WEBHOOK_TASK,
    jobKeyPrefix: 'webhook_delivery',
    delivery: {
      groupOf: (id) => delivery.endpointOf(id),
      deliver: (id) => delivery.deliver(id),
      deliverClaimed: (row) => delivery.deliverClaimed(row),
    },
    outbox: {
      table: webhookDeliveries,
      id: webhookDeliveries.id,
      runAt: webhookDeliveries.runAt,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      group: webhookDeliveries.endpointId,
      claimable: isWebhookDeliveryClaimable,
    },
    groupOfRow: (row) => row.endpointId,
  });
}
