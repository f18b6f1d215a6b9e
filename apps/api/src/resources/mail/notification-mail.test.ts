// Notification emails against a real SMTP server: an answer emails the asker at once (their default for
// answers), with RFC 8058 one-click unsubscribe headers; a POST to that link stops the category; a bounce
// reported by the provider stops all mail to the address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverTo, useTestApp } from '../../test/app.js';
import { requestPasswordReset } from '../account/index.js';
import { buildQuestion, buildUser, signIn } from '../../test/factories.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.js';

const t = useTestApp({
  PUBLIC_API_URL: 'http://api.test',
  MAIL_EVENTS_SECRET: 'mail-events-secret-0123456789',
});
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  await deliverTo(t, smtp);
});
afterAll(async () => smtp?.close());
beforeEach(() => {
  smtp.messages.length = 0;
});

async function answer(
  questionId: number,
  author: { id: number },
  body = 'Use logrotate with a weekly rule and compress old files.',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/comments',
    headers: await signIn(t, author),
    payload: { comment: { body, type: 'answer', parent_type: 'question', parent_id: questionId } },
  });
  expect(res.statusCode).toBe(201);
  await t.app.ctx.mail.runOnce();
}

describe('notification emails', () => {
  it('an answer emails the asker with a one-click unsubscribe; "unsubscribe by POST stops that category"', async () => {
    const asker = await buildUser(t, { email: 'asker@example.test' });
    const helper = await buildUser(t);
    const question = await buildQuestion(t, {
      author: asker,
      title: 'How do I rotate my server logs weekly?',
    });
    await answer(question.id, helper);
    const mail = await smtp.waitFor((m) => m.to.includes('asker@example.test'));
    expect(mail.subject).toBe('New answer to “How do I rotate my server logs weekly?”');
    expect(mail.text).toContain(`${t.env.PUBLIC_WEB_URL}/community/questions/${question.slug}`);
    expect(mail.text).toContain(
      `Email preferences: ${t.env.PUBLIC_WEB_URL}/community/settings/notifications`,
    );
    const listUnsubscribe = mail.rawHeaders['list-unsubscribe']!;
    expect(mail.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/<([^>]+)>/.exec(listUnsubscribe)![1]!);
    expect(url.origin).toBe('http://api.test');

    // Opening the link changes nothing; the one-click POST does.
    const opened = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Stop “Answers” emails?');
    const click = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/v1/account/notification_preferences',
      headers: await signIn(t, asker),
    });
    expect(prefs.json().categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ category: 'answers', frequency: 'never' })]),
    );

    smtp.messages.length = 0;
    await answer(question.id, await buildUser(t), 'Or configure journald with a size limit instead.');
    expect(smtp.messages.filter((m) => m.to.includes('asker@example.test'))).toHaveLength(0);
  });

  it('"every email has a one-click unsubscribe": a password reset email too, which turns off notification emails but never account emails', async () => {
    const member = await buildUser(t, { email: 'forgetful@example.test' });
    await requestPasswordReset(t.db, t.env, 'forgetful@example.test');
    await t.app.ctx.mail.runOnce();
    const reset = await smtp.waitFor((m) => m.to.includes('forgetful@example.test'));
    expect(reset.subject).toContain('Reset your');
    expect(reset.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(reset.text).toContain(
      'Unsubscribe from all notification emails: http://api.test/v1/mail/unsubscribe?token=',
    );
    expect(reset.text).toContain(
      'Account and security emails like this one are sent whatever you unsubscribe from.',
    );
    const url = new URL(/<([^>]+)>/.exec(reset.rawHeaders['list-unsubscribe']!)![1]!);
    const click = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);

    // Answers no longer email them; a new reset link still does.
    smtp.messages.length = 0;
    const question = await buildQuestion(t, { author: member, title: 'Where did my password go again?' });
    await answer(question.id, await buildUser(t));
    await requestPasswordReset(t.db, t.env, 'forgetful@example.test');
    await t.app.ctx.mail.runOnce();
    await smtp.waitFor((m) => m.to.includes('forgetful@example.test') && m.subject.includes('Reset your'));
    expect(
      smtp.messages.filter((m) => m.to.includes('forgetful@example.test') && m.subject.includes('answer')),
    ).toHaveLength(0);
  });

  it('a forged unsubscribe token changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/mail/unsubscribe?token=1.answers.forgedforgedforgedforgedforged12',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('a reported bounce marks the address and stops mail to it', async () => {
    const asker = await buildUser(t, { email: 'bouncy@example.test' });
    const question = await buildQuestion(t, { author: asker });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/mail/events',
      payload: { type: 'bounce', email: 'bouncy@example.test' },
    });
    expect(refused.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/mail/events',
      headers: { 'x-mail-events-secret': 'mail-events-secret-0123456789' },
      payload: { type: 'bounce', email: 'Bouncy@example.test', reason: '550 mailbox unknown' },
    });
    expect(res.statusCode).toBe(200);
    await answer(question.id, await buildUser(t));
    expect(smtp.messages.filter((m) => m.to.includes('bouncy@example.test'))).toHaveLength(0);
    const account = await t.app.inject({
      method: 'GET',
      url: '/v1/account',
      headers: await signIn(t, asker),
    });
    expect(account.json().email_undeliverable).toBe(true);
  });

  it('unconfirmed addresses get no notification email', async () => {
    const asker = await buildUser(t, { email: 'unconfirmed@example.test', emailConfirmed: false });
    const question = await buildQuestion(t, { author: asker });
    await answer(question.id, await buildUser(t));
    expect(smtp.messages.filter((m) => m.to.includes('unconfirmed@example.test'))).toHaveLength(0);
  });
});
