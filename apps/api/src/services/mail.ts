// Transactional email: the outbox is also the delivery queue. A service enqueues an email in the
// transaction of the write it belongs to (so a write that rolls back sends nothing); a worker claims
// due rows with FOR UPDATE SKIP LOCKED (several API instances can share the queue), sends them,
// retries with exponential backoff and dead-letters what keeps failing. The idempotency key makes
// one email per event: enqueuing the same event again is a no-op.
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { mailOutbox, notificationPreferences, users, type MailStatus } from '../db/schema/index.js';
import type { Env } from '../env.js';
import { NotFoundError, UnprocessableError } from '../errors.js';
import { createSmtpTransport, type MailTransport } from '../mail/transport.js';
import type { MailBrand, RenderedMail } from '../mail/templates.js';
import { paginate, toPage } from '../lib/pagination.js';

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

/** Adds an email to the outbox inside the caller's transaction; returns false when the key was already queued. */
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
  return rows.length > 0;
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

export type MailWorker = {
  /** Delivers every due email once (claims in batches); resolves with how many rows it handled. */
  runOnce(): Promise<number>;
  /** Polls every MAIL_POLL_MS until stopped. */
  start(): void;
  /** Asks the running worker to look now (after a commit that enqueued mail). */
  wake(): void;
  stop(): Promise<void>;
};

export type MailWorkerOptions = {
  db: Database;
  env: Env;
  /** Overrides the transport built from SMTP_URL (null: keep mail in the outbox and print its link). */
  transport?: MailTransport | null;
  /** Where the one-line "mail kept in the outbox" notes go when there is no SMTP server. */
  print?: (line: string) => void;
  onError?: (error: unknown) => void;
};

const STALE_LOCK = sql`interval '10 minutes'`;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** The delay before attempt `attempts + 1`: base, 2×base, 4×base… capped at six hours. */
export function retryDelayMs(baseMs: number, attempts: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** Builds the delivery worker of one process. */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
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
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let again = false;

  /** Due rows (by `before`: a drain never picks up the retries it scheduled itself). */
  async function claim(before: Date): Promise<OutboxRow[]> {
    const result = await db.execute(sql`
      update ${mailOutbox} set status = 'sending', locked_at = now(), attempts = attempts + 1, updated_at = now()
      where id in (
        select id from ${mailOutbox}
        where (status in ('pending', 'failed') and run_at <= ${before}) or (status = 'sending' and locked_at < now() - ${STALE_LOCK})
        order by run_at, id limit 10 for update skip locked)
      returning id`);
    const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    return db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.id} in ${ids}`)
      .orderBy(mailOutbox.id);
  }

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

  async function deliver(row: OutboxRow): Promise<void> {
    const reason = await suppressionReason(db, row);
    if (reason) return finish(row.id, 'suppressed', { lastError: `Not sent: ${reason}` });
    if (!transport) {
      print(
        `[mail] ${row.toAddress} · ${row.subject}${row.actionUrl ? ` · ${row.actionUrl}` : ''} (no SMTP_URL: kept in the outbox)`,
      );
      return finish(row.id, 'logged', { sentAt: new Date(), lastError: null });
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
      await finish(row.id, 'sent', { sentAt: new Date(), lastError: null });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const message = (error as Error).message?.slice(0, 1000) ?? String(error);
      // A 5xx answer is the server's final word (unknown mailbox, refused): retrying cannot help.
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      if (permanent || row.attempts >= env.MAIL_MAX_ATTEMPTS) {
        await finish(row.id, 'dead', { lastError: message });
      } else {
        await finish(row.id, 'failed', {
          lastError: message,
          runAt: new Date(Date.now() + retryDelayMs(env.MAIL_RETRY_BASE_MS, row.attempts)),
        });
      }
    }
  }

  async function drain(): Promise<number> {
    let handled = 0;
    const start = new Date();
    for (;;) {
      const batch = await claim(start);
      if (batch.length === 0) return handled;
      for (const row of batch) await deliver(row);
      handled += batch.length;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void tick();
      }
    });
    return running;
  }

  async function tick() {
    try {
      await runOnce();
    } catch (error) {
      options.onError?.(error);
    }
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void tick(), env.MAIL_POLL_MS);
      timer.unref();
      void tick();
    },
    wake() {
      if (!stopped) setImmediate(() => void tick());
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
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
  if (!row) throw new NotFoundError('No email with this id in the outbox');
  return row;
}

/** Puts a dead or failed email back in the queue, due now, with a fresh attempt budget. */
export async function retryOutboxRow(db: Executor, id: number): Promise<OutboxRow> {
  const row = await findOutboxRow(db, id);
  if (row.status !== 'dead' && row.status !== 'failed') {
    throw new UnprocessableError(`Only failed or dead emails can be retried; this one is ${row.status}`, [
      { path: 'id', message: `status is ${row.status}` },
    ]);
  }
  const [saved] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, runAt: new Date(), lockedAt: null, updatedAt: new Date() })
    .where(eq(mailOutbox.id, id))
    .returning();
  return saved!;
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
