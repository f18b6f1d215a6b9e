// Webhook endpoints and their delivery log (issue #32, ADMINISTRATOR): create (the secret is generated and answered
// once), update (a new secret on request), delete, pause and resume, a ping, and a redelivery by hand. The
// deliveries of events are added by the webhooks subscriber (platform/events/subscribers/webhooks.ts).
import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_PING_EVENT,
  type WebhookCreateBody,
  type WebhookUpdateBody,
} from '@reef/core';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { localDetail, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { insertDeliveries, webhookEnvelopeOf } from '../../platform/events/subscribers/webhooks.js';
import { paginate, toPage } from '../../platform/lib/pagination.js';
import { webhookProblemDetail, webhookUrlProblem } from '../marketing-forms/index.js';
import {
  rescheduleDeliveries,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './deliveries-service.js';

/** An endpoint with the name of who created it. */
export type WebhookListRow = {
  endpoint: WebhookEndpointRow;
  creator: { id: number; username: string } | null;
};

/** What a save may change, and whether private addresses are allowed (WEBHOOK_ALLOW_PRIVATE_NETWORKS). */
type SaveOptions = { allowPrivate: boolean };

/** A new signing secret: 32 random bytes, shown to the administrator once. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function checkUrl(url: string | undefined, options: SaveOptions): void {
  if (url === undefined) return;
  const problem = webhookUrlProblem(url, options.allowPrivate);
  if (problem)
    throw new UnprocessableError(msg('errors', 'webhooks.address_unusable'), [
      webhookProblemDetail('webhook.url', problem),
    ]);
}

function withCreator(db: Executor) {
  return db
    .select({ endpoint: webhookEndpoints, creatorId: users.id, creatorName: users.username })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdById));
}

function toListRow(r: {
  endpoint: WebhookEndpointRow;
  creatorId: number | null;
  creatorName: string | null;
}) {
  return {
    endpoint: r.endpoint,
    creator: r.creatorId === null ? null : { id: r.creatorId, username: r.creatorName ?? '' },
  };
}

/** Endpoints, newest first. */
export async function listWebhooks(db: Executor, input: { page: number; limit: number; state?: string }) {
  const where: SQL | undefined = input.state
    ? eq(webhookEndpoints.state, input.state as WebhookEndpointRow['state'])
    : undefined;
  const result = await paginate(
    db,
    toPage(input.page, input.limit),
    withCreator(db)
      .where(where)
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
      .$dynamic(),
    { from: webhookEndpoints, where },
  );
  return { rows: result.rows.map(toListRow), meta: result.meta };
}

/** One endpoint with its creator, or 404. */
export async function findWebhook(db: Executor, id: number): Promise<WebhookListRow> {
  const [row] = await withCreator(db).where(eq(webhookEndpoints.id, id));
  if (!row) throw new NotFoundError(msg('errors', 'webhooks.not_found'));
  return toListRow(row);
}

/** Creates an endpoint, active, with a new secret (answered once). */
export async function createWebhook(
  tx: Executor,
  input: WebhookCreateBody['webhook'],
  createdById: number,
  options: SaveOptions,
): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  checkUrl(input.url, options);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(webhookEndpoints);
  if (total >= WEBHOOK_ENDPOINTS_MAX)
    throw new UnprocessableError(msg('errors', 'webhooks.too_many', { max: WEBHOOK_ENDPOINTS_MAX }), [
      localDetail('webhook', msg('errors', 'webhooks.too_many_detail', { max: WEBHOOK_ENDPOINTS_MAX })),
    ]);
  const secret = newSecret();
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({ url: input.url, description: input.description, events: input.events, secret, createdById })
    .returning();
  return { endpoint: endpoint!, secret };
}

/** Changes an endpoint's address, events or description, or gives it a new secret (answered once). */
export async function updateWebhook(
  tx: Executor,
  row: WebhookEndpointRow,
  input: WebhookUpdateBody['webhook'],
  options: SaveOptions,
): Promise<{ endpoint: WebhookEndpointRow; secret: string | null }> {
  checkUrl(input.url, options);
  const secret = input.rotate_secret ? newSecret() : null;
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(secret ? { secret } : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  return { endpoint: endpoint!, secret };
}

export async function deleteWebhook(tx: Executor, row: WebhookEndpointRow): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
}

/** Pauses an endpoint by hand: new events are not queued for it and what waits is held until it resumes. */
export async function pauseWebhook(
  tx: Executor,
  row: WebhookEndpointRow,
  by: string,
): Promise<WebhookEndpointRow> {
  const now = new Date();
  const [saved] = await tx
    .update(webhookEndpoints)
    .set({ state: 'paused', pausedReason: `Paused by ${by}`, pausedAt: now, updatedAt: now })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  return saved!;
}

/** Resumes an endpoint: its failure count starts again from zero. */
export async function resumeWebhook(tx: Executor, row: WebhookEndpointRow): Promise<WebhookEndpointRow> {
  const [saved] = await tx
    .update(webhookEndpoints)
    .set({
      state: 'active',
      pausedReason: null,
      pausedAt: null,
      consecutiveFailures: 0,
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  return saved!;
}

/** After a resume commits: the deliveries that waited while it was paused are due now. */
export async function releaseWaitingDeliveries(db: Database, endpointId: number): Promise<void> {
  const waiting = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  await rescheduleDeliveries(
    db,
    waiting.map((w) => w.id),
  );
}

/** An endpoint's deliveries, newest first. */
export async function listWebhookDeliveries(
  db: Executor,
  endpointId: number,
  input: { page: number; limit: number; status?: string; event_type?: string },
) {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    input.status ? eq(webhookDeliveries.status, input.status as WebhookDeliveryRow['status']) : undefined,
    input.event_type ? eq(webhookDeliveries.eventType, input.event_type) : undefined,
  );
  return paginate(
    db,
    toPage(input.page, input.limit),
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .$dynamic(),
    { from: webhookDeliveries, where },
  );
}

/** One delivery of an endpoint, or 404. */
export async function findWebhookDelivery(
  db: Executor,
  endpointId: number,
  id: number,
): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  if (!row) throw new NotFoundError(msg('errors', 'webhooks.no_delivery'));
  return row;
}

/** Sends a delivery's body again, byte for byte (the same event id), as a new delivery tried once. */
export async function redeliver(tx: Executor, delivery: WebhookDeliveryRow): Promise<WebhookDeliveryRow> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      endpointId: delivery.endpointId,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      payload: delivery.payload,
      manual: true,
      redeliveryOf: delivery.id,
    })
    .returning();
  await rescheduleJob(tx, row!.id);
  return row!;
}

async function rescheduleJob(tx: Executor, id: number) {
  await tx.execute(sql`select webhook_delivery_schedule(${id}::integer)`);
}

/** Queues a `webhook.ping` event to one endpoint, tried once (even while it is paused). */
export async function pingWebhook(tx: Executor, endpoint: WebhookEndpointRow): Promise<WebhookDeliveryRow> {
  const [id] = await insertDeliveries(
    tx,
    [endpoint.id],
    webhookEnvelopeOf(WEBHOOK_PING_EVENT, {
      endpoint_id: endpoint.id,
      message: 'A test event: the endpoint is reachable and the signature verifies.',
    }),
    { manual: true },
  );
  const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id!));
  return row!;
}
