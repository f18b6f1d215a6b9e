// Security round 2, finding 13: per-address limits key an IPv6 client by its /64 (and an IPv4 client by its
// address), whatever address of its network it rotates through; failed sign-ins are also limited per account,
// with one lockout email whose link lets the owner in during the lockout. Over HTTP, behind a trusted proxy
// (X-Forwarded-For under TRUST_PROXY), with a real SMTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spamIps } from '../../db/schema/index.js';
import { clientAddressKey } from '../../platform/lib/client-ip.js';
import { deliverTo, useTestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, signIn } from '../../test/factories.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { ACCOUNT_SIGN_IN_FAILURES_MAX } from './sign-in-limits-service.js';

const PROXY = '127.0.0.1';
const t = useTestApp({
  TRUST_PROXY: PROXY,
  RATE_LIMIT_AUTH_MAX: '3',
  PUBLIC_API_URL: 'http://api.test',
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

let prefix = 0;
/** A fresh IPv6 /64 for each use, so the per-address limit of one test does not reach the next. */
function network(): string {
  prefix += 1;
  return `2001:db8:${prefix.toString(16)}:${(prefix * 7).toString(16)}`;
}

function login(email: string, password: string, client: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': client },
    payload: { email, password },
  });
}

describe('[R2-13] per-address limits key a client by its network', () => {
  it('[R2-13] rotating addresses inside one IPv6 /64 is limited like one address', async () => {
    const net = network();
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++)
      statuses.push(
        (await login('nobody@example.test', 'wrong password', `${net}::${i.toString(16)}`)).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another /64 is another client.
    expect((await login('nobody@example.test', 'wrong password', `${network()}::1`)).statusCode).toBe(401);
  });

  it('[R2-13] an IPv4 address is one client however it is written (IPv4-mapped IPv6)', async () => {
    const statuses: number[] = [];
    for (const client of ['192.0.2.31', '::ffff:192.0.2.31', '::ffff:c000:21f', '192.0.2.31'])
      statuses.push((await login('nobody@example.test', 'wrong password', client)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login('nobody@example.test', 'wrong password', '192.0.2.32')).statusCode).toBe(401);
  });

  it('[R2-13] the client key: IPv4 as is, IPv6 by its /64, mapped addresses as their IPv4', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:1:2::1')).toBe(clientAddressKey('2001:db8:1:2:ffff::9'));
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('[2001:db8::1]')).toBe('2001:db8::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(clientAddressKey('not an address')).toBe('not an address');
  });

  it('[R2-13] a listed spam IPv6 address holds posts from every address of its /64', async () => {
    const net = network();
    await t.db.insert(spamIps).values({ ip: `${net}::66` });
    const author = await signIn(t, await buildUser(t));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      remoteAddress: PROXY,
      headers: { ...author, 'x-forwarded-for': `${net}::abcd:1` },
      payload: {
        question: {
          title: 'How do I rotate my IPv6 address every request?',
          body: 'Asking for a friend who keeps getting blocked by a forum.',
          tags: [],
          language: 'en',
        },
      },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    expect(asked.json().state ?? asked.json().question?.state).toBe('spam');
  });
});

describe('[R2-13] failed sign-ins per account', () => {
  it('[R2-13] wrong passwords from many networks pause password sign-in of the account; one email, whose link signs the owner in during the lockout', async () => {
    const owner = await buildUser(t, { email: 'targeted@example.test' });
    for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES_MAX; i++)
      expect((await login('targeted@example.test', `guess ${i}`, `${network()}::1`)).statusCode).toBe(401);
    // The next attempt is refused, even with the right password, from yet another network.
    const locked = await login('Targeted@example.test', DEFAULT_PASSWORD, `${network()}::1`);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('account_locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // More attempts send no more email.
    await login('targeted@example.test', 'guess again', `${network()}::1`);
    await t.app.ctx.mail.runOnce();
    const mail = await smtp.waitFor((m) => m.to.includes('targeted@example.test'));
    await t.app.ctx.mail.runOnce();
    expect(smtp.messages.filter((m) => m.to.includes('targeted@example.test'))).toHaveLength(1);
    expect(mail.subject).toContain('paused');
    const link = mail.links.find((l) => l.includes('/v1/login/reset'))!;
    expect(link).toBeDefined();

    // The link works during the lockout: a new password, and the owner is signed in.
    const url = new URL(link);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    const cookie = String([page.headers['set-cookie'] ?? []].flat()[0] ?? '').split(';')[0]!;
    const fields: Record<string, string> = {};
    for (const m of page.body.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields[m[1]!] = m[2]!.replace(/&amp;/g, '&');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/login/reset',
      remoteAddress: PROXY,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        'x-forwarded-for': `${network()}::1`,
      },
      payload: new URLSearchParams({
        ...fields,
        password: 'a new and long password',
        password_confirmation: 'a new and long password',
      }).toString(),
    });
    expect(reset.statusCode, reset.body).toBe(303);
    expect(new URL(reset.headers.location as string).searchParams.get('jwt')).toBeTruthy();
    // The reset cleared the count: the new password signs in at once.
    const again = await login('targeted@example.test', 'a new and long password', `${network()}::1`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().user.slug).toBe(owner.slug);
  });

  it('[R2-13] an address without an account is paused the same way (the answer does not tell which addresses have one), and no email is sent', async () => {
    for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES_MAX; i++)
      await login('ghost@example.test', `guess ${i}`, `${network()}::1`);
    const locked = await login('ghost@example.test', 'guess', `${network()}::1`);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('account_locked');
    await t.app.ctx.mail.runOnce();
    expect(smtp.messages.filter((m) => m.to.includes('ghost@example.test'))).toEqual([]);
  });

  it('[R2-13] a success before the limit clears the count', async () => {
    await buildUser(t, { email: 'typo@example.test' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES_MAX - 1; i++)
        expect((await login('typo@example.test', 'typo', `${network()}::1`)).statusCode).toBe(401);
      expect((await login('typo@example.test', DEFAULT_PASSWORD, `${network()}::1`)).statusCode).toBe(200);
    }
  });

  it("[R2-13] the API's own sign-in form is paused by the same count, with the message on the page", async () => {
    await buildUser(t, { email: 'formuser@example.test' });
    for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES_MAX; i++)
      await login('formuser@example.test', `guess ${i}`, `${network()}::1`);
    const client = `${network()}::1`;
    const page = await t.app.inject({
      method: 'GET',
      url: '/v1/login?type=login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
    });
    const cookie = String([page.headers['set-cookie'] ?? []].flat()[0] ?? '').split(';')[0]!;
    const fields: Record<string, string> = {};
    for (const m of page.body.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields[m[1]!] = m[2]!.replace(/&amp;/g, '&');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      remoteAddress: PROXY,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': client },
      payload: new URLSearchParams({
        ...fields,
        type: 'login',
        email: 'formuser@example.test',
        password: DEFAULT_PASSWORD,
      }).toString(),
    });
    expect(res.statusCode).not.toBe(303);
    expect(res.body).toContain('Too many failed sign-ins');
  });

  it('[R2-13] an administrator is limited like any member (no flag lifts the per-account limit)', async () => {
    await buildUser(t, { email: 'boss@example.test', permissions: ['ADMINISTRATOR'] });
    for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES_MAX; i++)
      await login('boss@example.test', `guess ${i}`, `${network()}::1`);
    expect((await login('boss@example.test', DEFAULT_PASSWORD, `${network()}::1`)).statusCode).toBe(429);
  });
});
