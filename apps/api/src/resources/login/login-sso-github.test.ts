// GitHub sign-in ("GitHub sign-in as a second, optional provider"). GitHub itself cannot be reached from the
// tests, so a small stand-in on loopback answers its four endpoints the way GitHub documents them: the
// authorize redirect, the token exchange (which checks the PKCE verifier and the client secret), /user and
// /user/emails. The API talks to it through openid-client exactly as it would to github.com.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';

const API = 'http://api.test';
const WEB = 'http://web.test';
const SECRET = 'github-client-secret-0123456789';

type Person = { id: number; login: string; email: string; verified: boolean };
let person: Person = { id: 4242, login: 'octo-dev', email: 'octo@example.test', verified: true };
const challenges = new Map<string, string>();
const authorizeRequests: URL[] = [];
let server: Server;
const overrides: Record<string, string> = { PUBLIC_API_URL: API, PUBLIC_WEB_URL: WEB };

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://github.local');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/login/oauth/authorize') {
      authorizeRequests.push(url);
      const code = `code-${challenges.size + 1}`;
      challenges.set(code, url.searchParams.get('code_challenge') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const verifier = form.get('code_verifier') ?? '';
        const expected = challenges.get(form.get('code') ?? '');
        const computed = createHash('sha256').update(verifier).digest('base64url');
        if (form.get('client_secret') !== SECRET || !expected || expected !== computed)
          return json(200, { error: 'bad_verification_code' });
        json(200, { access_token: 'gho_test', token_type: 'bearer', scope: 'read:user,user:email' });
      });
      return;
    }
    if (req.headers.authorization !== 'Bearer gho_test') return json(401, { message: 'Bad credentials' });
    if (url.pathname === '/user')
      return json(200, { id: person.id, login: person.login, name: 'Octo Dev', email: null });
    if (url.pathname === '/user/emails')
      return json(200, [
        { email: 'old@example.test', primary: false, verified: true },
        { email: person.email, primary: true, verified: person.verified },
      ]);
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(overrides, {
    GITHUB_CLIENT_ID: 'github-client',
    GITHUB_CLIENT_SECRET: SECRET,
    GITHUB_URL: base,
    GITHUB_API_URL: base,
  });
});
const t = useTestApp(overrides);
afterAll(async () => new Promise<void>((resolve) => server?.close(() => resolve())));

/** Start → the stand-in's authorize redirect → the callback, as a browser would. */
async function signInWithGitHub() {
  const start = await t.app.inject({
    method: 'GET',
    url: `/v1/login/sso/github?success_redirect=${encodeURIComponent(`${WEB}/community`)}`,
  });
  expect(start.statusCode, start.body).toBe(303);
  const cookie = String([start.headers['set-cookie']].flat()[0]).split(';')[0]!;
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location')!);
  return t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
}

describe('GitHub sign-in', () => {
  it('the sign-in page offers "Continue with GitHub"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/login?type=login' });
    expect(res.body).toContain('>Continue with GitHub</a>');
  });

  it('creates the member from the verified primary address, with PKCE and the user:email scope', async () => {
    const res = await signInWithGitHub();
    expect(res.statusCode, res.body).toBe(303);
    expect(String(res.headers.location)).toMatch(new RegExp(`^${WEB}/community\\?jwt=`));
    const asked = authorizeRequests.at(-1)!;
    expect(asked.searchParams.get('scope')).toBe('read:user user:email');
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    const [member] = await t.db.select().from(users).where(eq(users.email, 'octo@example.test'));
    expect(member).toMatchObject({ username: 'octo-dev', passwordHash: null });
    const [identity] = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, member!.id));
    expect(identity).toMatchObject({ provider: 'github', subject: '4242' });
  });

  it('an unverified primary address signs nobody in', async () => {
    person = { id: 777, login: 'newcomer', email: 'newcomer@example.test', verified: false };
    const res = await signInWithGitHub();
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('GitHub has not verified your email address');
    expect(await t.db.select().from(users).where(eq(users.email, 'newcomer@example.test'))).toEqual([]);
  });
});
