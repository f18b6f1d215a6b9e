// Subscription JSON.
import type { SubscriptionTarget } from '@reef/core';
import type { SubscriptionRow, ObjectLabel } from '../../platform/services/subscriptions.js';

/** One subscription with the name and slug of what it follows. */
export function presentSubscription(row: SubscriptionRow, labels: Map<string, ObjectLabel>) {
  return {
    id: row.id,
    subscribable_type: row.subscribableType as SubscriptionTarget,
    subscribable_id: row.subscribableId,
    subscribable: labels.get(`${row.subscribableType}:${row.subscribableId}`) ?? { name: null, slug: null },
    created_at: row.createdAt.toISOString(),
  };
}
