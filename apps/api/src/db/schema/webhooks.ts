// Webhooks for domain events (issue #32): the endpoints an administrator subscribed, and one delivery per event
// and endpoint, which is also the job (added in the event's transaction; resources/webhooks/deliveries-service.ts).
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, setNullRef, timestamps, tstz } from './columns.js';
import { users } from './users.js';

/** WEBHOOK_ENDPOINT_STATES of @reef/core. */
export type WebhookEndpointState = 'active' | 'paused';
/** WEBHOOK_DELIVERY_STATUSES of @reef/core. */
export type WebhookDeliveryState = 'pending' | 'sending' | 'delivered' | 'failed';

/** An address that receives the events it subscribes to, signed with its own secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The HMAC-SHA256 key of the signature header (shown to the administrator once). */
    secret: text('secret').notNull(),
    /** Event types of WEBHOOK_EVENT_TYPES. */
    events: text('events').array().notNull(),
    state: text('state').$type<WebhookEndpointState>().notNull().default('active'),
    pausedReason: text('paused_reason'),
    pausedAt: tstz('paused_at'),
    /** Deliveries in a row that ended failed; WEBHOOK_PAUSE_AFTER of them pause the endpoint. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdById: setNullRef('created_by_id', () => users.id),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_state_idx').on(t.state)],
);

/** One event for one endpoint: pending → sending → delivered, or pending again (retry) until failed. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: cascadeRef('endpoint_id', () => webhookEndpoints.id),
    /** The event's id (the payload's `id`), the same for every endpoint and every redelivery. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The body sent, byte for byte on every attempt: the JSON of `{ id, type, version, created_at, data }`. */
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Sent even while its endpoint is paused (a redelivery or a ping an administrator asked for). */
    manual: boolean('manual').notNull().default(false),
    redeliveryOf: integer('redelivery_of'),
    runAt: tstz('run_at').notNull().defaultNow(),
    lockedAt: tstz('locked_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: tstz('last_attempt_at'),
    deliveredAt: tstz('delivered_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.status, t.runAt),
  ],
);
