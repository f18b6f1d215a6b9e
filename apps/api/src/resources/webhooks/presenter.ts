// The JSON of a webhook endpoint (never its secret) and of one delivery.
import { isWebhookEventType, type webhookDeliveryResponse, type webhookResponse } from '@reef/core';
import type { z } from 'zod';
import type { WebhookDeliveryRow } from './deliveries-service.js';
import type { WebhookListRow } from './service.js';

export function presentWebhook({ endpoint, creator }: WebhookListRow): z.output<typeof webhookResponse> {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events.filter(isWebhookEventType),
    state: endpoint.state,
    paused_reason: endpoint.pausedReason,
    paused_at: endpoint.pausedAt?.toISOString() ?? null,
    consecutive_failures: endpoint.consecutiveFailures,
    created_by: creator,
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
  };
}

export function presentWebhookDelivery(row: WebhookDeliveryRow): z.output<typeof webhookDeliveryResponse> {
  const waiting = row.status === 'pending' || row.status === 'sending';
  return {
    id: row.id,
    webhook_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: waiting ? row.runAt.toISOString() : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    redelivery_of: row.redeliveryOf,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
  };
}
