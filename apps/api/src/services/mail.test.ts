// The outbox as a delivery queue, against a real SMTP server: what a write enqueues is sent after it
// commits and never when it rolls back; retries back off, a retried job sends once, and what keeps
// failing is dead-lettered where administrators see it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { createSmtpTransport } from '../mail/transport.js';
import { passwordResetMail } from '../mail/templates.js';
import { useTestApp } from '../test/app.js';
import { buildUser, signIn } from '../test/factories.js';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp.js';
import { createMailWorker, enqueueMail, mailBrand, retryDelayMs } from './mail.js';

const t = useTestApp({ MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_BASE_MS: '60000' });
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t.app.ctx.mail = createMailWorker({ db: t.db, env: t.env, transport: createSmtpTransport(smtp.url) });
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

/** Makes a failed row due now instead of after its backoff. */
async function makeDue(key: string) {
  await t.db
    .update(mailOutbox)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(mailOutbox.idempotencyKey, key));
}

describe('mail delivery', () => {
  it('sends what a committed write enqueued, as HTML and plain text from the brand layout', async () => {
    await t.db.transaction((tx) => enqueueMail(tx, sample('commit-1')));
    expect(await t.app.ctx.mail.runOnce()).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes('reader@example.test'));
    expect(mail.subject).toBe(`Reset your ${t.env.BRAND_NAME} password`);
    expect(mail.html).toContain(t.env.BRAND_LOGO_COLOR);
    expect(mail.html).toContain('Choose a new password');
    expect(mail.text).toContain('Choose a new password: http://localhost:4000/v1/login/reset?token=abc');
    expect(await rowOf('commit-1')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('"nothing sent for a write that rolled back"', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, sample('rolled-back'));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await t.app.ctx.mail.runOnce()).toBe(0);
    expect(await rowOf('rolled-back')).toBeUndefined();
    expect(smtp.messages).toHaveLength(0);
  });

  it('"a retried job sends once": a refused delivery is retried with backoff and arrives exactly once', async () => {
    smtp.refuseNext(1, 451);
    await t.db.transaction((tx) => enqueueMail(tx, sample('retry-1')));
    await t.app.ctx.mail.runOnce();
    const failed = await rowOf('retry-1');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toMatch(/451|busy/i);
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(smtp.messages).toHaveLength(0);

    await makeDue('retry-1');
    await t.app.ctx.mail.runOnce();
    expect(await rowOf('retry-1')).toMatchObject({ status: 'sent', attempts: 2 });
    // The same event enqueued again (a retried request) and more worker runs send nothing more.
    expect(await t.db.transaction((tx) => enqueueMail(tx, sample('retry-1')))).toBe(false);
    await t.app.ctx.mail.runOnce();
    await t.app.ctx.mail.runOnce();
    expect(smtp.messages).toHaveLength(1);
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(60_000, n))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(60_000, 40)).toBe(6 * 60 * 60 * 1000);
  });

  it('dead-letters after MAIL_MAX_ATTEMPTS, shows it to administrators, and an administrator can queue it again', async () => {
    smtp.refuseNext(3, 421);
    await t.db.transaction((tx) => enqueueMail(tx, sample('dead-1', 'busy@example.test')));
    for (let i = 0; i < 3; i++) {
      await makeDue('dead-1');
      await t.app.ctx.mail.runOnce();
    }
    const dead = await rowOf('dead-1');
    expect(dead).toMatchObject({ status: 'dead', attempts: 3 });

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

  it('without SMTP_URL, mail is kept in the outbox and its link printed on one line', async () => {
    const lines: string[] = [];
    const worker = createMailWorker({
      db: t.db,
      env: t.env,
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
