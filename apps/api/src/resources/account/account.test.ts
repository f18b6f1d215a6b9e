// The member's account settings over HTTP, with a real SMTP server: email change with confirmation (the
// old address is told), password change, sign out everywhere, export, deletion with content kept and
// notification email preferences.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { questions, users } from '../../db/schema/index.js';
import { deliverTo, useTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, DEFAULT_PASSWORD, signIn } from '../../test/factories.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.js';

const t = useTestApp({ PUBLIC_API_URL: 'http://api.test' });
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  await deliverTo(t, smtp);
});
afterAll(async () => smtp?.close());
beforeEach(() => {
  smtp.messages.length = 0;
});

const json = { 'content-type': 'application/json' };

describe('account settings', () => {
  it('changes the address only once the new one is confirmed, and tells the old one', async () => {
    const user = await buildUser(t, { email: 'old@example.test' });
    const headers = { ...(await signIn(t, user)), ...json };
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/email',
      headers,
      payload: { email: 'new@example.test', current_password: 'not it' },
    });
    expect(wrong.statusCode).toBe(403);

    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/email',
      headers,
      payload: { email: 'New@Example.test', current_password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'old@example.test',
      pending_email: 'new@example.test',
      email_confirmed: true,
    });
    await t.app.ctx.mail.runOnce();
    const notice = await smtp.waitFor((m) => m.to.includes('old@example.test'));
    expect(notice.subject).toContain('is changing');
    expect(notice.text).toContain('n…@example.test');
    const confirm = await smtp.waitFor((m) => m.to.includes('new@example.test'));
    const link = new URL(confirm.links.find((l) => l.includes('/v1/login/confirm'))!);

    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const cookie = String([page.headers['set-cookie'] ?? []].flat()[0]).split(';')[0]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const done = await t.app.inject({
      method: 'POST',
      url: '/v1/login/confirm',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrf, token }).toString(),
    });
    expect(done.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe('new@example.test');
  });

  it('a taken address is refused with 409 naming the field', async () => {
    await buildUser(t, { email: 'someone@example.test' });
    const user = await buildUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/email',
      headers: { ...(await signIn(t, user)), ...json },
      payload: { email: 'someone@example.test', current_password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'email' })]);
  });

  it('password change signs out every other session and returns a fresh token; "sign out everywhere" ends them all', async () => {
    const user = await buildUser(t);
    const other = await signIn(t, user);
    const headers = { ...(await signIn(t, user)), ...json };
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/password',
      headers,
      payload: { current_password: DEFAULT_PASSWORD, password: 'another long password' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${res.json().jwt}` };
    expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers: other })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers: fresh })).statusCode).toBe(200);
    await t.app.ctx.mail.runOnce();
    expect((await smtp.waitFor((m) => m.to.includes(user.email))).subject).toContain('password was changed');

    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/account/sign_out_everywhere', headers: fresh }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers: fresh })).statusCode).toBe(401);
  });

  it('exports the member’s data as JSON', async () => {
    const user = await buildUser(t);
    await buildQuestion(t, { author: user, title: 'How do I export my own data?' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/account/export',
      headers: await signIn(t, user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${user.slug}-data.json`);
    expect(res.json()).toMatchObject({
      profile: { username: user.username, email: user.email },
      questions: [expect.objectContaining({ title: 'How do I export my own data?' })],
    });
  });

  it('deletes the account; what they wrote stays, attributed to a deleted member', async () => {
    const user = await buildUser(t);
    const question = await buildQuestion(t, { author: user });
    const headers = { ...(await signIn(t, user)), ...json };
    const wrongName = await t.app.inject({
      method: 'DELETE',
      url: '/v1/account',
      headers,
      payload: { current_password: DEFAULT_PASSWORD, confirm: 'someone else' },
    });
    expect(wrongName.statusCode).toBe(422);
    expect(wrongName.json().error.details[0].path).toBe('confirm');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/account',
      headers,
      payload: { current_password: DEFAULT_PASSWORD, confirm: user.username },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const [kept] = await t.db.select().from(questions).where(eq(questions.id, question.id));
    expect(kept).toMatchObject({ id: question.id, authorId: null });
    expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers })).statusCode).toBe(401);
  });

  it('notification email preferences: defaults, then the member’s choice per category', async () => {
    const user = await buildUser(t);
    const headers = { ...(await signIn(t, user)), ...json };
    const initial = await t.app.inject({
      method: 'GET',
      url: '/v1/account/notification_preferences',
      headers,
    });
    expect(initial.json().categories).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'answers', frequency: 'immediately' }),
        expect.objectContaining({ category: 'tutorials', frequency: 'weekly' }),
      ]),
    );
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/notification_preferences',
      headers,
      payload: { preferences: { answers: 'daily', mentions: 'never' } },
    });
    expect(saved.statusCode).toBe(200);
    const byCategory = Object.fromEntries(
      saved.json().categories.map((c: { category: string; frequency: string }) => [c.category, c.frequency]),
    );
    expect(byCategory).toMatchObject({ answers: 'daily', mentions: 'never', comments: 'immediately' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/notification_preferences',
      headers,
      payload: { preferences: { answers: 'hourly' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
