// Lead webhooks: a marketing form with a webhook_url gets each new lead POSTed there as JSON, signed with the
// form's secret (HMAC-SHA256 over the timestamp and the body, in the `Reef-Signature` header), retried with
// backoff until the receiver answers 2xx, and every attempt logged for MANAGE_MARKETING. The delivery row is
// the job, added in the lead's transaction (a lead that rolls back sends nothing); who runs it is
// jobs/lead-delivery-worker.ts. The format and how a receiver verifies it: docs/decisions.md.
//
// Server-side request forgery: the address is an administrator's, but it is still fetched from inside our
// network, so it goes through the one outbound guard (platform/lib/outbound-http.ts): unless WEBHOOK_ALLOW_PRIVATE_NETWORKS
// is on (test, development) only https to public addresses, resolved once and connected to as checked, no
// redirects. Each attempt has a connect, a headers and a whole-answer deadline (WEBHOOK_TIMEOUT_MS), so a receiver
// that never answers or trickles its answer is cut off, and deliveries run WEBHOOK_CONCURRENCY at a time
// (jobs/lead-delivery-worker.ts), so one slow receiver does not hold up the others.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { claimForSending } from '../../db/outbox-claim.js';
import { leadDeliveries, leadDeliveryAttempts, marketingForms } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import {
  isPublicAddress,
  outboundRequest,
  outboundUrlProblem,
  type OutboundTimeouts,
} from '../../platform/lib/outbound-http.js';
import { localDetail, type ErrorDetail } from '../../platform/errors.js';
import { msg, say, type LocalMessage } from '../../platform/i18n.js';
import { paginate, toPage } from '../../platform/lib/pagination.js';
import { retryDelayMs } from '../mail/index.js';
import type { LeadRow, MarketingFormRow } from './rows.js';

export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect;
export type LeadDeliveryAttemptRow = typeof leadDeliveryAttempts.$inferSelect;

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'reef-signature';
/** How old a signature a receiver should accept, in seconds (the docs' example uses it). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** A delivery row left "sending" this long by a process that died is claimable again. */
const STALE_LOCK = sql`interval '10 minutes'`;

/** The row waits for an attempt (or was left mid-send by a process that died). */
export const isDeliveryClaimable = sql`(${leadDeliveries.status} in ('pending', 'failed') or (${leadDeliveries.status} = 'sending' and ${leadDeliveries.lockedAt} < now() - ${STALE_LOCK}))`;

/** Adds the webhook delivery of a lead, inside the lead's transaction; nothing when the form has no webhook. */
export async function enqueueLeadDelivery(
  tx: Executor,
  form: MarketingFormRow,
  lead: LeadRow,
): Promise<LeadDeliveryRow | null> {
  if (!form.webhookUrl) return null;
  const [row] = await tx
    .insert(leadDeliveries)
    .values({ leadId: lead.id, formId: form.id, url: form.webhookUrl })
    .returning();
  await tx.execute(sql`select lead_delivery_schedule(${row!.id})`);
  return row!;
}

/** The signature header value of `body` sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * What a receiver does (and our tests do): recompute the HMAC over `<t>.<raw body>`, compare in constant time,
 * and refuse a timestamp further than `toleranceSeconds` from now (a replayed old request).
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined | null,
  body: string,
  options: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || typeof parts.v1 !== 'string') return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether an IP address is private, loopback, link-local, a transition range or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  return !isPublicAddress(address);
}

/** Why a webhook address may not be used (scheme, or a literal private address), or null; checked on save. */
export function webhookUrlProblem(url: string, allowPrivate: boolean): string | null {
  const problem = outboundUrlProblem(url, { allowPrivate });
  return problem === 'Only https addresses are allowed' ? 'Webhooks are sent over https only' : problem;
}

/** The save-time problems of a webhook address in the errors catalogue, by their English text. */
const WEBHOOK_PROBLEMS: LocalMessage[] = [
  msg('errors', 'webhooks.problems.not_http'),
  msg('errors', 'webhooks.problems.credentials'),
  msg('errors', 'webhooks.problems.https_only'),
  msg('errors', 'webhooks.problems.not_public'),
];

/** A webhook address's problem as the detail at `path`, said in the reader's language when the catalogue has it. */
export function webhookProblemDetail(path: string, problem: string): ErrorDetail {
  const known = WEBHOOK_PROBLEMS.find((m) => say('en', m) === problem);
  return known ? localDetail(path, known) : { path, message: problem };
}

/** The deadlines of one attempt: the whole exchange is WEBHOOK_TIMEOUT_MS, connecting and headers within it. */
export function webhookTimeouts(env: Pick<Env, 'WEBHOOK_TIMEOUT_MS'>): OutboundTimeouts {
  const totalMs = env.WEBHOOK_TIMEOUT_MS;
  return { connectMs: Math.min(5_000, totalMs), headersMs: totalMs, totalMs };
}

/** The signed headers of one attempt: the same delivery id on every attempt, so a receiver drops a repeat. */
export function signedWebhookHeaders(
  delivery: { id: number; attempts: number; event: string; eventId?: string },
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Reef-Webhooks/1',
    [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
    'reef-timestamp': String(timestamp),
    'reef-event': delivery.event,
    ...(delivery.eventId ? { 'reef-event-id': delivery.eventId } : {}),
    'reef-delivery': String(delivery.id),
    'reef-attempt': String(delivery.attempts),
  };
}

/**
 * One signed attempt (lead and event webhooks alike): POSTs `body` to `url` within WEBHOOK_TIMEOUT_MS, public
 * addresses only unless the operator allows private ones. Only the status matters; redirects are not followed (a 3xx
 * is a failed attempt). Never throws: the receiver's status, and why the attempt failed (null when it did not).
 */
export async function sendSignedWebhook(
  env: Pick<Env, 'WEBHOOK_TIMEOUT_MS' | 'WEBHOOK_ALLOW_PRIVATE_NETWORKS'>,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ statusCode: number | null; error: string | null }> {
  try {
    const answer = await outboundRequest(url, {
      method: 'POST',
      body,
      policy: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS },
      timeouts: webhookTimeouts(env),
      maxBodyBytes: 1024,
      maxRedirects: 0,
      headers,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return { statusCode: answer.status, error: ok ? null : `The receiver answered ${answer.status}` };
  } catch (failure) {
    return { statusCode: null, error: ((failure as Error).message ?? String(failure)).slice(0, 1000) };
  }
}

/** What one attempt did. `failed`: the runner tries again later. */
export type LeadDeliveryOutcome =
  | { status: 'skipped' }
  | { status: 'delivered' }
  | { status: 'dead'; error: string }
  | { status: 'failed'; error: string; retryAt: Date };

export type LeadDelivery = {
  /** The form of delivery `id`, or null when it no longer exists. */
  formOf(id: number): Promise<number | null>;
  /** Claims delivery `id` and tries it once; a delivery already done, dead or being sent is skipped. */
  deliver(id: number): Promise<LeadDeliveryOutcome>;
  /** Tries a delivery this worker has already claimed (status `sending`, attempts counted). */
  deliverClaimed(row: LeadDeliveryRow): Promise<LeadDeliveryOutcome>;
};

/** The JSON body a receiver gets. */
export function webhookPayload(delivery: LeadDeliveryRow, form: MarketingFormRow, lead: LeadRow) {
  return {
    event: 'lead.created',
    delivery_id: delivery.id,
    form: { id: form.id, slug: form.slug, title: form.title },
    lead: { id: lead.id, data: lead.data, created_at: lead.createdAt.toISOString() },
  };
}

/** Delivering one lead: shared by the graphile-worker task and the in-process runner. */
export function createLeadDelivery(options: { db: Database; env: Env }): LeadDelivery {
  const { db, env } = options;

  async function finish(id: number, fields: Partial<typeof leadDeliveries.$inferInsert>) {
    await db
      .update(leadDeliveries)
      .set({ lockedAt: null, updatedAt: new Date(), ...fields })
      .where(eq(leadDeliveries.id, id));
  }

  async function deliverClaimed(row: LeadDeliveryRow): Promise<LeadDeliveryOutcome> {
    const started = new Date();
    let statusCode: number | null = null;
    let error: string | null = null;
    let permanent = false;
    try {
      const lead = await db.query.marketingFormSubmissions.findFirst({
        where: (s, { eq: equals }) => equals(s.id, row.leadId),
      });
      const [form] = await db.select().from(marketingForms).where(eq(marketingForms.id, row.formId));
      if (!lead || !form) {
        permanent = true;
        throw new Error('The lead or its form no longer exists');
      }
      if (!form.webhookSecret) {
        permanent = true;
        throw new Error('The form has no webhook secret to sign with');
      }
      const body = JSON.stringify(webhookPayload(row, form, lead));
      const headers = signedWebhookHeaders({ ...row, event: 'lead.created' }, form.webhookSecret, body);
      ({ statusCode, error } = await sendSignedWebhook(env, row.url, body, headers));
    } catch (failure) {
      error = ((failure as Error).message ?? String(failure)).slice(0, 1000);
    }
    await db.insert(leadDeliveryAttempts).values({
      deliveryId: row.id,
      attempt: row.attempts,
      startedAt: started,
      durationMs: Date.now() - started.getTime(),
      statusCode,
      ok: error === null,
      error,
    });
    if (error === null) {
      await finish(row.id, { status: 'delivered', deliveredAt: new Date(), lastError: null });
      return { status: 'delivered' };
    }
    if (permanent || row.attempts >= env.WEBHOOK_MAX_ATTEMPTS) {
      await finish(row.id, { status: 'dead', lastError: error });
      return { status: 'dead', error };
    }
    const retryAt = new Date(Date.now() + retryDelayMs(row.attempts));
    await finish(row.id, { status: 'failed', lastError: error, runAt: retryAt });
    return { status: 'failed', error, retryAt };
  }

  return {
    deliverClaimed,
    async formOf(id) {
      const [row] = await db
        .select({ formId: leadDeliveries.formId })
        .from(leadDeliveries)
        .where(eq(leadDeliveries.id, id));
      return row?.formId ?? null;
    },
    async deliver(id) {
      const [row] = await db
        .update(leadDeliveries)
        .set(claimForSending(leadDeliveries.attempts))
        .where(and(eq(leadDeliveries.id, id), isDeliveryClaimable))
        .returning();
      if (!row) return { status: 'skipped' };
      return deliverClaimed(row);
    },
  };
}

/** A form's deliveries, newest first, each with its attempt log. */
export async function listLeadDeliveries(
  db: Executor,
  formId: number,
  input: { page: number; limit: number; status?: string },
) {
  const where = and(
    eq(leadDeliveries.formId, formId),
    input.status ? eq(leadDeliveries.status, input.status as LeadDeliveryRow['status']) : undefined,
  );
  const result = await paginate(
    db,
    toPage(input.page, input.limit),
    db
      .select()
      .from(leadDeliveries)
      .where(where)
      .orderBy(desc(leadDeliveries.createdAt), desc(leadDeliveries.id))
      .$dynamic(),
    { from: leadDeliveries, where },
  );
  const ids = result.rows.map((r) => r.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(leadDeliveryAttempts)
        .where(inArray(leadDeliveryAttempts.deliveryId, ids))
        .orderBy(leadDeliveryAttempts.deliveryId, leadDeliveryAttempts.attempt, leadDeliveryAttempts.id)
    : [];
  const log = new Map<number, LeadDeliveryAttemptRow[]>();
  for (const attempt of attempts)
    log.set(attempt.deliveryId, [...(log.get(attempt.deliveryId) ?? []), attempt]);
  return { rows: result.rows.map((row) => ({ row, log: log.get(row.id) ?? [] })), meta: result.meta };
}
