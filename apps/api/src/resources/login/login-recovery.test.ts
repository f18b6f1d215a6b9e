// "Forgot password?" and email confirmation, end to end over HTTP with a real SMTP server: the
// emailed link is followed, the forms carry CSRF tokens, and the redirect allow-list holds.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, mailOutbox, users } from '../../db/schema/index.js';
import { deliverTo, useTestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, signIn } from '../../test/factories.js';
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

type Form = { cookie: string; fields: Record<string, string>; status: number; body: string };

/** GETs a page like a browser: its CSRF cookie and the hidden and filled fields of its form. */
async function openForm(url: string): Promise<Form> {
  return formOf(await t.app.inject({ method: 'GET', url }));
}

/** The form of a page the API answered (a refused post answers with a fresh form: CSRF pairs are single use). */
function formOf(res: { headers: Record<string, unknown>; statusCode: number; body: string }): Form {
  const setCookie = String([res.headers['set-cookie'] ?? []].flat()[0] ?? '');
  const fields: Record<string, string> = {};
  for (const m of res.body.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields[m[1]!] = m[2]!.replace(/&amp;/g, '&');
  return { cookie: setCookie.split(';')[0]!, fields, status: res.statusCode, body: res.body };
}

function submit(url: string, form: Form, values: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie },
    payload: new URLSearchParams({ ...form.fields, ...values }).toString(),
  });
}

/** The path and query of an emailed link to this API. */
function local(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe('http://api.test');
  return url.pathname + url.search;
}

async function askForReset(email: string) {
  const page = await openForm('/v1/login/forgot?success_redirect=http%3A%2F%2Fweb.test%2Fcommunity');
  const res = await submit('/v1/login/forgot', page, { email });
  await t.app.ctx.mail.runOnce();
  return res;
}

describe('password reset', () => {
  it('the sign-in page links to "Forgot password?" with its redirect', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/login?type=login&success_redirect=http%3A%2F%2Fweb.test%2Fcommunity',
    });
    expect(res.body).toContain('>Forgot password?</a>');
    expect(res.body).toContain('href="/v1/login/forgot?success_redirect=http%3A%2F%2Fweb.test%2Fcommunity"');
  });

  it('"same answer whether or not the address exists"', async () => {
    await buildUser(t, { email: 'known@example.test' });
    const known = await askForReset('known@example.test');
    const unknown = await askForReset('unknown@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body.replace('known@', 'X@')).toBe(unknown.body.replace('unknown@', 'X@'));
    expect(smtp.messages.map((m) => m.to)).toEqual([['known@example.test']]);
  });

  it('a single-use link that signs every other session out, sets the new password and confirms it by email', async () => {
    const user = await buildUser(t, { email: 'forgetful@example.test' });
    const otherSession = await signIn(t, user);
    await askForReset('Forgetful@Example.test');
    const mail = await smtp.waitFor((m) => m.to.includes('forgetful@example.test'));
    expect(mail.subject).toBe(`Reset your ${t.env.BRAND_NAME} password`);
    const link = mail.links.find((l) => l.includes('/v1/login/reset'))!;
    expect(link).toContain('success_redirect=http%3A%2F%2Fweb.test%2Fcommunity');

    const form = await openForm(local(link));
    expect(form.status).toBe(200);
    expect(form.body).toContain('<label for="password">New password</label>');
    expect(form.fields.csrf).toBeTruthy();

    const mismatch = await submit('/v1/login/reset', form, {
      password: 'a brand new password',
      password_confirmation: 'something else',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('The two passwords do not match.');

    const noCsrf = await submit(
      '/v1/login/reset',
      { ...formOf(mismatch), cookie: '' },
      { password: 'a brand new password', password_confirmation: 'a brand new password' },
    );
    expect(noCsrf.statusCode).toBe(403);
    // The same form twice: the second post is refused (single-use CSRF pair, as on the sign-in page).
    expect(
      (
        await submit('/v1/login/reset', form, {
          password: 'a brand new password',
          password_confirmation: 'a brand new password',
        })
      ).statusCode,
    ).toBe(403);

    const done = await submit('/v1/login/reset', formOf(noCsrf), {
      password: 'a brand new password',
      password_confirmation: 'a brand new password',
    });
    expect(done.statusCode).toBe(303);
    const target = new URL(done.headers.location as string);
    expect(target.origin + target.pathname).toBe('http://web.test/community');
    const jwt = target.searchParams.get('jwt')!;

    // Every other session is signed out; the new one works.
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/header', headers: otherSession })).statusCode,
    ).toBe(401);
    const header = await t.app.inject({
      method: 'POST',
      url: '/v1/header',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(header.json().user.slug).toBe(user.slug);
    // The new password signs in; the old one does not.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: 'forgetful@example.test', password: 'a brand new password' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: 'forgetful@example.test', password: DEFAULT_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);

    // Single use.
    const again = await openForm(local(link));
    expect(again.status).toBe(410);
    expect(again.body).toContain('Send a new reset link');

    await t.app.ctx.mail.runOnce();
    const changed = await smtp.waitFor((m) => m.subject === `Your ${t.env.BRAND_NAME} password was changed`);
    expect(changed.to).toEqual(['forgetful@example.test']);
  });

  it('"a single-use token that expires (1 hour)"', async () => {
    const user = await buildUser(t, { email: 'late@example.test' });
    await askForReset('late@example.test');
    const link = (await smtp.waitFor((m) => m.to.includes('late@example.test'))).links.find((l) =>
      l.includes('/v1/login/reset'),
    )!;
    const [token] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    const ttl = token!.expiresAt.getTime() - token!.createdAt.getTime();
    expect(Math.abs(ttl - 3_600_000)).toBeLessThan(5000);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.id, token!.id));
    const form = await openForm(local(link));
    expect(form.status).toBe(410);
  });

  it('the reset pages keep the redirect allow-list and the form validates the address', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/login/forgot?success_redirect=https%3A%2F%2Fevil.example%2F',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/login/reset?token=x&success_redirect=https%3A%2F%2Fevil.example%2F',
        })
      ).statusCode,
    ).toBe(400);
    const page = await openForm('/v1/login/forgot');
    const bad = await submit('/v1/login/forgot', page, { email: 'not an address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter a valid email address.');
    expect(bad.body).toContain('value="not an address"');
  });

  it('caps reset emails to one address at five an hour', async () => {
    await buildUser(t, { email: 'flooded@example.test' });
    for (let i = 0; i < 7; i++) await askForReset('flooded@example.test');
    expect(smtp.messages.filter((m) => m.to.includes('flooded@example.test'))).toHaveLength(5);
  });
});

describe('email confirmation', () => {
  it('registration sends a confirmation link; following it and clicking confirms the address', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: 'newbie@example.test', username: 'newbie', password: 'long enough password' },
    });
    expect(reg.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'newbie'));
    expect(row!.emailConfirmedAt).toBeNull();
    await t.app.ctx.mail.runOnce();
    const mail = await smtp.waitFor((m) => m.to.includes('newbie@example.test'));
    expect(mail.subject).toBe(`Confirm your email address for ${t.env.BRAND_NAME}`);
    const link = mail.links.find((l) => l.includes('/v1/login/confirm'))!;

    // Opening the link (as a mail scanner would) confirms nothing; the button does.
    const page = await openForm(local(link));
    expect(page.status).toBe(200);
    expect(page.body).toContain('newbie@example.test');
    const [stillUnconfirmed] = await t.db.select().from(users).where(eq(users.username, 'newbie'));
    expect(stillUnconfirmed!.emailConfirmedAt).toBeNull();

    const done = await submit('/v1/login/confirm', page, {});
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Email address confirmed');
    const [confirmed] = await t.db.select().from(users).where(eq(users.username, 'newbie'));
    expect(confirmed!.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await openForm(local(link))).status).toBe(410);
  });

  it('a registration that fails queues no email', async () => {
    await buildUser(t, { username: 'taken_name', email: 'first@example.test' });
    const before = (await t.db.select().from(mailOutbox)).length;
    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: 'second@example.test', username: 'taken_name', password: 'long enough password' },
    });
    expect(dup.statusCode).toBe(409);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });
});
