// Who delivers lead webhooks: the grouped delivery worker (jobs/grouped-delivery-worker.ts), one form's receiver per
// group. On a PostgreSQL server each delivery's `lead_deliver` job was added in the lead's transaction.
import { leadDeliveries } from '../db/schema/index.js';
import type { DeliveryWorkerOptions } from './worker-options.js';
import type { OutboxWorker } from './outbox-worker.js';
import { createGroupedDeliveryWorker } from './grouped-delivery-worker.js';
import {
  createLeadDelivery,
  isDeliveryClaimable,
  type LeadDeliveryRow,
} from '../resources/marketing-forms/index.js';

/** The task name of a lead's delivery job (`lead_delivery_schedule()` adds them). */
export const LEAD_TASK = 'lead_deliver';

export type LeadDeliveryWorker = OutboxWorker;

export type LeadDeliveryWorkerOptions = DeliveryWorkerOptions;

/** The lead delivery worker of one process, on whichever queue its database has. */
export function createLeadDeliveryWorker(options: LeadDeliveryWorkerOptions): LeadDeliveryWorker {
  const delivery = createLeadDelivery(options);
  return createGroupedDeliveryWorker<LeadDeliveryRow>({
    ...options,
    task: LEAD_TASK,
    jobKeyPrefix: 'lead_delivery',
    delivery: {
      groupOf: (id) => delivery.formOf(id),
      deliver: (id) => delivery.deliver(id),
      deliverClaimed: (row) => delivery.deliverClaimed(row),
    },
    outbox: {
      table: leadDeliveries,
      id: leadDeliveries.id,
      runAt: leadDeliveries.runAt,
      status: leadDeliveries.status,
      attempts: leadDeliveries.attempts,
      group: leadDeliveries.formId,
      claimable: isDeliveryClaimable,
    },
    groupOfRow: (row) => row.formId,
  });
}
