// Delivering event webhooks (issue #32): one attempt of one delivery row, shared by the graphile-worker task and the
// in-process runner (jobs/webhook-delivery-worker.ts). Signed and sent exactly as lead webhooks are
// (resources/marketing-forms/lead-deliveries-service.ts): the same `Reef-Signature` header, the same outbound guard
// (platform/lib/outbound-http.ts, WEBHOOK_ALLOW_PRIVATE_NETWORKS), the same deadline (WEBHOOK_TIMEOUT_MS), attempt
// budget (WEBHOOK_MAX_ATTEMPTS) and backoff (e^n seconds). A delivery out of attempts is `failed`; WEBHOOK_PAUSE_AFTER
// of them in a row pause the endpoint and email every administrator. Deliveries an administrator asked for (a
// redelivery, a ping) are tried once, even while the endpoint is paused, and never count towards a pause.
import { PermissionFlags } from '@reef/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { claimForSending } from '../../db/outbox-claim.js';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { webhookPausedMail } from '../../platform/mail/templates.js';
import { enqueueMail, mailBrand, retryDelayMs } from '../mail/index.js';
import { sendSignedWebhook, signedWebhookHeaders } from '../marketing-forms/index.js';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** A row left "sending" this long by a process that died is claimable again. */
const STALE_LOCK = sql`interval '10 minutes'`;
const ADMINISTRATOR_BIT = 2 ** PermissionFlags.ADMINISTRATOR;

/**
 * The row waits for an attempt (or was left mid-send by a process that died), and may be sent now: its endpoint
 * is active, or an administrator asked for it.
 */
export const isWebhookDeliveryClaimable = sql`((${webhookDeliveries.status} = 'pending' or (${webhookDeliveries.status} = 'sending' and ${webhookDeliveries.lockedAt} < now() - ${STALE_LOCK})) and (${webhookDeliveries.manual} or exists (select 1 from webhook_endpoints e where e.id = ${webhookDeliveries.endpointId} and e.state = 'active')))`;

/** What one attempt did. `failed`: the runner tries again later; `given_up`: out of attempts. */
export type WebhookDeliveryOutcome =
  | { status: 'skipped' }
  | { status: 'delivered' }
  | { status: 'given_up'; error: string }
  | { status: 'failed'; error: string; retryAt: Date };

export type WebhookDelivery = {
  /** The endpoint of delivery `id`, or null when it no longer exists. */
  endpointOf(id: number): Promise<number | null>;
  /** Claims delivery `id` and tries it once; one already done, failed, being sent or paused is skipped. */
  deliver(id: number): Promise<WebhookDeliveryOutcome>;
  /** Tries a delivery this worker has already claimed (status `sending`, attempts counted). */
  deliverClaimed(row: WebhookDeliveryRow): Promise<WebhookDeliveryOutcome>;
};

/** The headers of one attempt (the docs' receiver example reads them). */
export function webhookHeaders(
  row: Pick<WebhookDeliveryRow, 'id' | 'eventType' | 'attempts' | 'eventId'>,
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  return signedWebhookHeaders({ ...row, event: row.eventType }, secret, body, timestamp);
}

/** Sending event webhooks: shared by the graphile-worker task and the in-process runner. */
export function createWebhookDelivery(options: { db: Database; env: Env }): WebhookDelivery {
  const { db, env } = options;

  async function finish(id: number, fields: Partial<typeof webhookDeliveries.$inferInsert>) {
    await db
      .update(webhookDeliveries)
      .set({ lockedAt: null, updatedAt: new Date(), ...fields })
      .where(eq(webhookDeliveries.id, id));
  }

  /** A delivery given up: one more failure in a row; WEBHOOK_PAUSE_AFTER of them pause the endpoint. */
  async function countFailure(endpointId: number, error: string) {
    await transaction(db, async (tx) => {
      const [endpoint] = await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning();
      if (!endpoint || endpoint.state !== 'active' || endpoint.consecutiveFailures < env.WEBHOOK_PAUSE_AFTER)
        return;
      const reason = `${endpoint.consecutiveFailures} deliveries in a row failed (the last: ${error})`.slice(
        0,
        1000,
      );
      const pausedAt = new Date();
      const [paused] = await tx
        .update(webhookEndpoints)
        .set({ state: 'paused', pausedReason: reason, pausedAt, updatedAt: pausedAt })
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.state, 'active')))
        .returning();
      if (!paused) return;
      await emit(tx, {
        type: 'record.changed',
        actor: null,
        action: 'webhook.pause',
        subjectId: paused.id,
        summary: `Paused webhook ${paused.url}: ${reason}`,
        before: { state: 'active' },
        after: { state: 'paused', paused_reason: reason },
      });
      const admins = await tx
        .select({ id: users.id, email: users.email, username: users.username, language: users.language })
        .from(users)
        .where(and(sql`(${users.permissions} & ${ADMINISTRATOR_BIT}) <> 0`, eq(users.state, 'active')));
      const adminUrl = `${env.PUBLIC_WEB_URL}/community/admin/webhooks/${paused.id}`;
      for (const admin of admins)
        await enqueueMail(tx, {
          key: `webhook_paused:${paused.id}:${pausedAt.getTime()}:${admin.id}`,
          kind: 'webhook_paused',
          userId: admin.id,
          to: admin.email,
          mail: webhookPausedMail(mailBrand(env), {
            locale: admin.language,
            username: admin.username,
            endpointUrl: paused.url,
            failures: paused.consecutiveFailures,
            lastError: error,
            adminUrl,
          }),
        });
    });
  }

  async function deliverClaimed(row: WebhookDeliveryRow): Promise<WebhookDeliveryOutcome> {
    const started = new Date();
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, row.endpointId));
    if (!endpoint) {
      await finish(row.id, { status: 'failed', lastError: 'The endpoint no longer exists' });
      return { status: 'given_up', error: 'The endpoint no longer exists' };
    }
    const body = row.payload;
    const { statusCode, error } = await sendSignedWebhook(
      env,
      endpoint.url,
      body,
      webhookHeaders(row, endpoint.secret, body),
    );
    const attempt = { lastStatusCode: statusCode, lastAttemptAt: started };
    if (error === null) {
      await finish(row.id, { ...attempt, status: 'delivered', deliveredAt: new Date(), lastError: null });
      if (endpoint.consecutiveFailures !== 0)
        await db
          .update(webhookEndpoints)
          .set({ consecutiveFailures: 0 })
          .where(eq(webhookEndpoints.id, endpoint.id));
      return { status: 'delivered' };
    }
    if (row.manual || row.attempts >= env.WEBHOOK_MAX_ATTEMPTS) {
      await finish(row.id, { ...attempt, status: 'failed', lastError: error });
      if (!row.manual) await countFailure(endpoint.id, error);
      return { status: 'given_up', error };
    }
    const retryAt = new Date(Date.now() + retryDelayMs(row.attempts));
    await finish(row.id, { ...attempt, status: 'pending', lastError: error, runAt: retryAt });
    return { status: 'failed', error, retryAt };
  }

  return {
    deliverClaimed,
    async endpointOf(id) {
      const [row] = await db
        .select({ endpointId: webhookDeliveries.endpointId })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id));
      return row?.endpointId ?? null;
    },
    async deliver(id) {
      const [row] = await db
        .update(webhookDeliveries)
        .set(claimForSending(webhookDeliveries.attempts))
        .where(and(eq(webhookDeliveries.id, id), isWebhookDeliveryClaimable))
        .returning();
      if (!row) return { status: 'skipped' };
      return deliverClaimed(row);
    },
  };
}

/** Schedules deliveries again (their jobs on PostgreSQL), due now: an endpoint resumed sends what waited. */
export async function rescheduleDeliveries(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ runAt: new Date(), updatedAt: new Date() })
    .where(inArray(webhookDeliveries.id, ids));
  for (const id of ids) await db.execute(sql`select webhook_delivery_schedule(${id}::integer)`);
}
