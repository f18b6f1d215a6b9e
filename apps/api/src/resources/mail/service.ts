// Transactional email. A service enqueues an email in the transaction of the write it belongs to: the
// outbox row (rendered, with an idempotency key naming its event, so one event makes one email) and, on a
// PostgreSQL server, its graphile-worker delivery job (`mail_outbox_schedule()`, same transaction, same
// connection). A write that rolls back leaves neither. Delivery (jobs/mail-worker.ts) claims the row
// before sending: a row already sent, dead or in hand elsewhere is never sent again, whatever runs the job
// twice. Failures retry with exponential backoff; what keeps failing is dead-lettered in the outbox.
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { claimForSending } from '../../db/outbox-claim.js';
import { mailOutbox, notificationPreferences, users, type MailStatus } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { localDetail, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { createSmtpTransport, type MailTransport } from '../../platform/mail/transport.js';
import type { MailBrand, RenderedMail } from '../../platform/mail/templates.js';
import { paginate, toPage } from '../../platform/lib/pagination.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The brand as emails show it. */
export function mailBrand(env: Pick<Env, 'BRAND_NAME' | 'BRAND_LOGO_COLOR' | 'PUBLIC_WEB_URL'>): MailBrand {
  return { name: env.BRAND_NAME, color: env.BRAND_LOGO_COLOR, siteUrl: env.PUBLIC_WEB_URL };
}

export type EnqueueInput = {
  /** One email per key, ever: e.g. `password_reset:<token id>`, `notification:<id>`. */
  key: string;
  kind: string;
  category?: string;
  userId?: number | null;
  to: string;
  mail: RenderedMail;
  headers?: Record<string, string>;
};

/**
 * Adds an email to the outbox, and its delivery job, inside the caller's transaction; returns false when
 * the key was already queued (nothing is added then).
 */
export async function enqueueMail(tx: Executor, input: EnqueueInput): Promise<boolean> {
  const rows = await tx
    .insert(mailOutbox)
    .values({
      idempotencyKey: input.key,
      kind: input.kind,
      category: input.category ?? null,
      userId: input.userId ?? null,
      toAddress: input.to,
      subject: input.mail.subject,
      html: input.mail.html,
      text: input.mail.text,
      headers: input.headers ?? {},
      actionUrl: input.mail.actionUrl ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  if (rows.length === 0) return false;
  await scheduleDelivery(tx, rows[0]!.id);
  return true;
}

/** Adds (or resets) the email's delivery job in the caller's transaction; a no-op on the embedded database. */
async function scheduleDelivery(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`select mail_outbox_schedule(${id}::integer)`);
}

/** Why an email must not go out now, checked at send time (an unsubscribe or bounce may come after the enqueue). */
async function suppressionReason(db: Executor, row: OutboxRow): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id, undeliverable: users.emailUndeliverableAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${row.toAddress.toLowerCase()}`)
    .limit(1);
  if (user?.undeliverable) return 'the address bounced or reported mail as spam';
  if (row.category && row.userId) {
    const [pref] = await db
      .select({ frequency: notificationPreferences.frequency })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, row.userId),
          eq(notificationPreferences.category, row.category),
        ),
      );
    if (pref?.frequency === 'never') return `the member unsubscribed from ${row.category}`;
  }
  return null;
}

/** A row left "sending" this long by a process that died is claimable again. */
export const STALE_LOCK = sql`interval '10 minutes'`;

/**
 * The delay before the attempt after attempt `attempts`: e^attempts seconds, at most e^10 (about 6 hours
 * 7 minutes). It is graphile-worker's own schedule, so both runners retry alike: 3 s, 7 s, 20 s, 55 s,
 * 2.5 min, 6.7 min, 18 min, 50 min, 2.3 h, then every 6.1 h.
 */
export function retryDelayMs(attempts: number): number {
  return Math.round(Math.exp(Math.min(10, Math.max(1, attempts))) * 1000);
}

/** The row is waiting for an attempt (or was left mid-send by a process that died). */
export const isClaimable = sql`(${mailOutbox.status} in ('pending', 'failed') or (${mailOutbox.status} = 'sending' and ${mailOutbox.lockedAt} < now() - ${STALE_LOCK}))`;

/** What one delivery attempt did. `failed`: the runner must try again later (the error says why). */
export type DeliveryOutcome =
  | { status: 'skipped' }
  | { status: 'sent' | 'logged' | 'suppressed' }
  | { status: 'dead'; error: string }
  | { status: 'failed'; error: string; retryAt: Date };

export type MailDelivery = {
  /**
   * Claims email `id` and tries to send it once. The claim is the sent-marker check: an email that is
   * already sent, kept, suppressed, dead or being sent by another worker is skipped, never sent again.
   */
  deliver(id: number): Promise<DeliveryOutcome>;
  /** Tries to send a row this worker has already claimed (status `sending`, attempts counted). */
  deliverClaimed(row: OutboxRow): Promise<DeliveryOutcome>;
  close(): void;
};

export type MailDeliveryOptions = {
  db: Database;
  env: Env;
  /** Overrides the transport built from SMTP_URL (null: keep mail in the outbox and print its link). */
  transport?: MailTransport | null;
  /** Where the one-line "mail kept in the outbox" notes go when there is no SMTP server. */
  print?: (line: string) => void;
};

/** Sending one email: shared by the graphile-worker task and the in-process runner of the embedded database. */
export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { db, env } = options;
  const transport =
    options.transport !== undefined
      ? options.transport
      : env.SMTP_URL
        ? createSmtpTransport(env.SMTP_URL)
        : null;
  const print =
    options.print ?? (env.NODE_ENV === 'test' ? () => undefined : (line: string) => console.log(line));
  const host = new URL(env.PUBLIC_WEB_URL).hostname || 'localhost';

  async function finish(
    id: number,
    status: MailStatus,
    fields: Partial<typeof mailOutbox.$inferInsert> = {},
  ) {
    await db
      .update(mailOutbox)
      .set({ status, lockedAt: null, updatedAt: new Date(), ...fields })
      .where(eq(mailOutbox.id, id));
  }

  async function deliverClaimed(row: OutboxRow): Promise<DeliveryOutcome> {
    const reason = await suppressionReason(db, row);
    if (reason) {
      await finish(row.id, 'suppressed', { lastError: `Not sent: ${reason}` });
      return { status: 'suppressed' };
    }
    if (!transport) {
      print(
        `[mail] ${row.toAddress} · ${row.subject}${row.actionUrl ? ` · ${row.actionUrl}` : ''} (no SMTP_URL: kept in the outbox)`,
      );
      await finish(row.id, 'logged', { sentAt: new Date(), lastError: null });
      return { status: 'logged' };
    }
    try {
      const digest = createHash('sha256').update(row.idempotencyKey).digest('hex').slice(0, 16);
      await transport.send({
        from: env.MAIL_FROM,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
        // The same event always carries the same Message-ID, so a receiving server can drop a duplicate.
        messageId: `<reef.${row.id}.${digest}@${host}>`,
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const message = ((error as Error).message ?? String(error)).slice(0, 1000);
      // A 5xx answer is the server's final word (unknown mailbox, refused): retrying cannot help.
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      if (permanent || row.attempts >= env.MAIL_MAX_ATTEMPTS) {
        await finish(row.id, 'dead', { lastError: message });
        return { status: 'dead', error: message };
      }
      const retryAt = new Date(Date.now() + retryDelayMs(row.attempts));
      await finish(row.id, 'failed', { lastError: message, runAt: retryAt });
      return { status: 'failed', error: message, retryAt };
    }
    await finish(row.id, 'sent', { sentAt: new Date(), lastError: null });
    return { status: 'sent' };
  }

  return {
    deliverClaimed,
    async deliver(id) {
      const [row] = await db
        .update(mailOutbox)
        .set(claimForSending(mailOutbox.attempts))
        .where(and(eq(mailOutbox.id, id), isClaimable))
        .returning();
      if (!row) return { status: 'skipped' };
      return deliverClaimed(row);
    },
    close() {
      transport?.close();
    },
  };
}

/** The outbox for administrators, newest first. */
export async function listOutbox(db: Executor, query: { page: number; limit: number; status?: MailStatus }) {
  const page = toPage(query.page, query.limit);
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
  const { rows, meta } = await paginate(
    db,
    page,
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).$dynamic(),
    { from: mailOutbox, where },
  );
  return { rows, meta };
}

export async function findOutboxRow(db: Executor, id: number): Promise<OutboxRow> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new NotFoundError(msg('errors', 'mail.not_in_outbox'));
  return row;
}

/** Puts a dead or failed email back in the queue, due now, with a fresh attempt budget (and a fresh job). */
export async function retryOutboxRow(db: Database, id: number): Promise<OutboxRow> {
  const row = await findOutboxRow(db, id);
  if (row.status !== 'dead' && row.status !== 'failed') {
    throw new UnprocessableError(msg('errors', 'mail.retry_status', { status: row.status }), [
      localDetail('id', msg('errors', 'mail.status_is', { status: row.status })),
    ]);
  }
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, runAt: new Date(), lockedAt: null, updatedAt: new Date() })
      .where(eq(mailOutbox.id, id))
      .returning();
    await scheduleDelivery(tx, id);
    return saved!;
  });
}

/** A bounce or complaint from the mail provider: the address gets no more mail. */
export async function markUndeliverable(
  db: Executor,
  event: { email: string; type: string; reason?: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      emailUndeliverableAt: new Date(),
      emailUndeliverableReason: `${event.type}${event.reason ? `: ${event.reason}` : ''}`.slice(0, 500),
    })
    .where(sql`lower(${users.email}) = ${event.email.toLowerCase()}`);
}
