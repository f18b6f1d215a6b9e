// Email delivery against a real SMTP server, on the queue of the file's database: graphile-worker's jobs
// on PostgreSQL (DATABASE_URL), the in-process outbox runner on PGlite; the same tests for both. What a
// write enqueues is sent after it commits and never when it rolls back; a retried job sends once; what
// keeps failing is dead-lettered where administrators see it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { createSmtpTransport } from '../../platform/mail/transport.js';
import { passwordResetMail } from '../../platform/mail/templates.js';
import { deliverTo, useTestApp } from '../../test/app.js';
import { buildUser, signIn } from '../../test/factories.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { createMailDelivery, enqueueMail, mailBrand, retryDelayMs } from './service.js';
import { createMailWorker, MAIL_TASK } from '../../jobs/mail-worker.js';

const t = useTestApp({ MAIL_MAX_ATTEMPTS: '3' });
let smtp: TestSmtpServer;
const onQueue = () => Boolean(t.databaseUrl);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  await deliverTo(t, smtp);
});
afterAll(async () => {
  await smtp?.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
  smtp.refuseNext(0, 451);
});

function sample(key: string, to = 'reader@example.test') {
  return {
    key,
    kind: 'test',
    to,
    mail: passwordResetMail(mailBrand(t.env), {
      username: 'reader',
      url: 'http://localhost:4000/v1/login/reset?token=abc',
      minutes: 60,
    }),
  };
}

async function rowOf(key: string) {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key));
  return row;
}

type JobRow = {
  id: string;
  key: string | null;
  attempts: number;
  last_error: string | null;
  run_at: Date;
  locked_at: Date | null;
};

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** graphile-worker's delivery jobs (PostgreSQL only), as `db` sees them (a transaction sees its own). */
async function deliveryJobs(db: Executor = t.db): Promise<JobRow[]> {
  return rowsOf<JobRow>(
    await db.execute(
      sql`select id::text, key, attempts, last_error, run_at, locked_at from graphile_worker.jobs where task_identifier = ${MAIL_TASK} order by id`,
    ),
  );
}

/** Makes a failed email due now instead of after its backoff (the row's time, and the job's on PostgreSQL). */
async function makeDue(key: string) {
  const row = await rowOf(key);
  await t.db
    .update(mailOutbox)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(mailOutbox.id, row!.id));
  if (onQueue()) {
    const key = `mail_outbox:${row!.id}`;
    // A job's failure is written just after runOnce resolves; a locked job cannot be rescheduled.
    await expect
      .poll(async () => (await deliveryJobs()).filter((j) => j.key === key && j.locked_at !== null))
      .toEqual([]);
    await t.db.execute(
      sql`select graphile_worker.reschedule_jobs(array(select id from graphile_worker.jobs where key = ${key}), run_at := now())`,
    );
  }
}

describe(`mail delivery (${process.env.DATABASE_URL ? 'graphile-worker on PostgreSQL' : 'in-process runner on PGlite'})`, () => {
  it('runs on the database’s own queue', () => {
    expect(t.app.ctx.mail.kind).toBe(onQueue() ? 'queue' : 'outbox');
  });

  it('sends what a committed write enqueued, as HTML and plain text from the brand layout', async () => {
    await t.db.transaction((tx) => enqueueMail(tx, sample('commit-1')));
    const row = await rowOf('commit-1');
    // One job per email, named by its outbox row.
    if (onQueue()) expect((await deliveryJobs()).map((j) => j.key)).toEqual([`mail_outbox:${row!.id}`]);
    expect(await t.app.ctx.mail.runOnce()).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes('reader@example.test'));
    expect(mail.subject).toBe(`Reset your ${t.env.BRAND_NAME} password`);
    expect(mail.html).toContain(t.env.BRAND_LOGO_COLOR);
    expect(mail.html).toContain('Choose a new password');
    expect(mail.text).toContain('Choose a new password: http://localhost:4000/v1/login/reset?token=abc');
    expect(await rowOf('commit-1')).toMatchObject({ status: 'sent', attempts: 1 });
    // graphile-worker deletes a completed job (just after runOnce resolves).
    if (onQueue()) await expect.poll(() => deliveryJobs()).toEqual([]);
  });

  it('"nothing sent for a write that rolled back": the email and its job are in the write’s transaction', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, sample('rolled-back'));
        if (onQueue()) {
          // The job was added on the transaction's own connection: visible inside it, nowhere else yet.
          expect(await deliveryJobs(tx)).toHaveLength(1);
          expect(await deliveryJobs()).toHaveLength(0);
        }
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await t.app.ctx.mail.runOnce()).toBe(0);
    expect(await rowOf('rolled-back')).toBeUndefined();
    if (onQueue()) expect(await deliveryJobs()).toEqual([]);
    expect(smtp.messages).toHaveLength(0);
  });

  it('"a retried job sends once": the SMTP server refuses the first attempt, the retry is accepted, one email arrives', async () => {
    smtp.refuseNext(1, 451);
    await t.db.transaction((tx) => enqueueMail(tx, sample('retry-1')));
    await t.app.ctx.mail.runOnce();
    const failed = await rowOf('retry-1');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toMatch(/451|busy/i);
    // The next attempt waits (e¹ seconds after the first).
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now());
    if (onQueue()) {
      // graphile-worker records the failure (just after runOnce resolves) and schedules the retry.
      await expect
        .poll(() => deliveryJobs())
        .toEqual([
          expect.objectContaining({
            key: `mail_outbox:${failed!.id}`,
            attempts: 1,
            last_error: expect.stringMatching(/451|busy/i),
          }),
        ]);
      const [job] = await deliveryJobs();
      expect(new Date(job!.run_at).getTime()).toBeGreaterThan(Date.now());
    }
    expect(smtp.messages).toHaveLength(0);

    await makeDue('retry-1');
    await t.app.ctx.mail.runOnce();
    expect(await rowOf('retry-1')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
    // The same event enqueued again (a retried request) adds nothing; more runs send nothing.
    expect(await t.db.transaction((tx) => enqueueMail(tx, sample('retry-1')))).toBe(false);
    await t.app.ctx.mail.runOnce();
    // A second job for an email already sent (a duplicate delivery) finds the sent-marker and sends nothing.
    const delivery = createMailDelivery({ db: t.db, env: t.env, transport: createSmtpTransport(smtp.url) });
    expect(await delivery.deliver(failed!.id)).toEqual({ status: 'skipped' });
    delivery.close();
    if (onQueue()) {
      await t.db.execute(
        sql`select graphile_worker.add_job(${MAIL_TASK}, json_build_object('outbox_id', ${failed!.id}::integer))`,
      );
      expect(await t.app.ctx.mail.runOnce()).toBe(0);
      await expect.poll(() => deliveryJobs()).toEqual([]);
    }
    expect(smtp.messages).toHaveLength(1);
  });

  it('backs off exponentially, e^n seconds, at most e^10 (graphile-worker’s schedule on both databases)', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([2718, 7389, 20086, 54598]);
    expect(retryDelayMs(10)).toBe(retryDelayMs(40));
    expect(retryDelayMs(40)).toBe(22026466);
  });

  it('dead-letters after MAIL_MAX_ATTEMPTS, shows it in the outbox API, and an administrator can queue it again', async () => {
    smtp.refuseNext(3, 421);
    await t.db.transaction((tx) => enqueueMail(tx, sample('dead-1', 'busy@example.test')));
    for (let i = 0; i < 3; i++) {
      await makeDue('dead-1');
      await t.app.ctx.mail.runOnce();
    }
    const dead = await rowOf('dead-1');
    expect(dead).toMatchObject({ status: 'dead', attempts: 3 });
    expect(dead!.lastError).toMatch(/421|busy/i);
    // The dead letter lives in the outbox; the queue keeps no failed job for it.
    if (onQueue()) await expect.poll(() => deliveryJobs()).toEqual([]);

    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/mail_outbox?status=dead',
      headers: await signIn(t, admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: dead!.id, to: 'busy@example.test', status: 'dead', attempts: 3 }),
    ]);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/mail_outbox/${dead!.id}`,
      headers: await signIn(t, admin),
    });
    expect(detail.json().html).toContain('<!doctype html>');
    expect(detail.json().last_error).toMatch(/421|busy/i);

    const member = await buildUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/mail_outbox', headers: await signIn(t, member) }))
        .statusCode,
    ).toBe(403);

    const retry = await t.app.inject({
      method: 'POST',
      url: `/v1/mail_outbox/${dead!.id}/retry`,
      headers: await signIn(t, admin),
    });
    expect(retry.json()).toMatchObject({ status: 'pending', attempts: 0 });
    if (onQueue()) expect((await deliveryJobs()).map((j) => j.key)).toEqual([`mail_outbox:${dead!.id}`]);
    await t.app.ctx.mail.runOnce();
    expect(await rowOf('dead-1')).toMatchObject({ status: 'sent' });
    expect(smtp.messages.filter((m) => m.to.includes('busy@example.test'))).toHaveLength(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/mail_outbox/${dead!.id}/retry`,
      headers: await signIn(t, admin),
    });
    expect(again.statusCode).toBe(422);
  });

  it('a permanent refusal (5xx) is dead at once: retrying cannot help', async () => {
    smtp.refuseNext(1, 550);
    await t.db.transaction((tx) => enqueueMail(tx, sample('refused-1', 'nobody@example.test')));
    await t.app.ctx.mail.runOnce();
    expect(await rowOf('refused-1')).toMatchObject({ status: 'dead', attempts: 1 });
  });

  it('two API instances delivering from the same queue send each email once', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `shared-${i}`);
    for (const key of keys)
      await t.db.transaction((tx) => enqueueMail(tx, sample(key, `${key}@example.test`)));
    const other = createMailWorker({
      db: t.db,
      env: t.env,
      databaseUrl: t.databaseUrl,
      transport: createSmtpTransport(smtp.url),
    });
    const counts = await Promise.all([t.app.ctx.mail.runOnce(), other.runOnce()]);
    await other.stop();
    expect(counts[0]! + counts[1]!).toBe(keys.length);
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(keys.map((k) => `${k}@example.test`).sort());
  });

  it('without SMTP_URL, mail is kept in the outbox and its link printed on one line', async () => {
    const lines: string[] = [];
    const worker = createMailWorker({
      db: t.db,
      env: t.env,
      databaseUrl: t.databaseUrl,
      transport: null,
      print: (line) => lines.push(line),
    });
    await t.db.transaction((tx) => enqueueMail(tx, sample('logged-1', 'dev@example.test')));
    await worker.runOnce();
    expect(await rowOf('logged-1')).toMatchObject({ status: 'logged' });
    expect(lines).toEqual([expect.stringContaining('dev@example.test')]);
    expect(lines[0]).toContain('http://localhost:4000/v1/login/reset?token=abc');
    expect(lines[0]).not.toContain('\n');
    await worker.stop();
  });
});
