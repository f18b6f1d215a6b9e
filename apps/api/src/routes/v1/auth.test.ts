import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, signIn } from '../../test/factories.js';

const t = useTestApp();

describe('accounts and tokens', () => {
  it('registers, signs in, reads itself, refreshes and logs out', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: 'Ada@Example.test', username: 'ada_l', password: 'long enough password' },
    });
    expect(reg.statusCode).toBe(201);
    const { jwt, user } = reg.json();
    expect(user).toMatchObject({ slug: 'ada_l', username: 'ada_l', email: 'ada@example.test', state: 'active' });
    expect(user.permissions).toMatch(/^\d+$/);
    expect(jwt.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ slug: 'ada_l', permissions: user.permissions, groups: [] });
    expect(claims.jti).toBeTypeOf('string');
    expect(claims.exp).toBeTypeOf('number');

    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'ada@example.test', password: 'long enough password' } });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().jwt}` };

    const me = await t.app.inject({ method: 'GET', url: '/v1/users/ada_l', headers: auth });
    expect(me.json()).toMatchObject({ slug: 'ada_l', email: 'ada@example.test', has_seen_registration_at: null });

    const seen = await t.app.inject({ method: 'PATCH', url: '/v1/users/ada_l', headers: auth, payload: { user: { has_seen_registration_at: true } } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().has_seen_registration_at).toBeTypeOf('string');

    const refreshed = await t.app.inject({ method: 'POST', url: '/v1/refresh', headers: auth });
    expect(refreshed.statusCode).toBe(200);
    const newAuth = { authorization: `Bearer ${refreshed.json().jwt}` };
    // the refreshed-away token is revoked
    expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers: auth })).statusCode).toBe(401);

    const header = await t.app.inject({ method: 'POST', url: '/v1/header', headers: { ...newAuth, 'content-type': 'application/json' } });
    expect(header.json()).toMatchObject({ user: { slug: 'ada_l' }, unread_notifications_count: 0, show_admin_bar: false });

    expect((await t.app.inject({ method: 'POST', url: '/v1/logout', headers: newAuth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers: newAuth })).statusCode).toBe(401);
  });

  it('refuses duplicates with 409 naming the field, and bad input with 400 naming the field', async () => {
    await buildUser(t, { username: 'taken', email: 'taken@example.test' });
    const dup = await t.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { email: 'TAKEN@example.test', username: 'fresh1', password: 'long enough password' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.details).toEqual([expect.objectContaining({ path: 'email' })]);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { email: 'nope', username: 'x', password: 'short' } });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.username', 'body.password']));
  });

  it('wrong password is 401; disabled, archived and spam accounts cannot sign in or use a token', async () => {
    const user = await buildUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email, password: 'wrong password' } })).statusCode).toBe(401);
    for (const state of ['disabled', 'archived', 'spam'] as const) {
      const blocked = await buildUser(t, { state });
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: blocked.email, password: DEFAULT_PASSWORD } });
      expect(res.statusCode).toBe(403);
      const headers = await signIn(t, blocked);
      expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers })).statusCode).toBe(401);
    }
  });

  it('malformed JSON, wrong content type and huge bodies are 4xx', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(wrongType.statusCode).toBe(415);
    const huge = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a'.repeat(2_000_000) }) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('sign-in page', () => {
  function csrfFrom(html: string): string {
    return /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  }

  it('renders an accessible form and redirects with jwt and expiration on success', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/v1/login?type=register&success_redirect=http://localhost:3000/community&error_redirect=http://localhost:3000/auth-error' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="username">Username</label>');
    // Browsers check form-action on the redirect after the post: the site's origin must be allowed, no other.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' http://localhost:3000 http://web.test;");
    const cookie = page.cookies.find((c) => c.name === 'reef_login_csrf')!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      cookies: { reef_login_csrf: cookie.value },
      payload: new URLSearchParams({
        csrf: csrfFrom(page.body),
        type: 'register',
        success_redirect: 'http://localhost:3000/community',
        error_redirect: 'http://localhost:3000/auth-error',
        email: 'page@example.test',
        username: 'pageuser',
        password: 'long enough password',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/community');
    expect(location.searchParams.get('jwt')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Number(location.searchParams.get('expiration'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('redirects failures to error_redirect with a reason, and refuses a missing CSRF token', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/v1/login?type=login&error_redirect=http://localhost:3000/auth-error' });
    const cookie = page.cookies.find((c) => c.name === 'reef_login_csrf')!;
    const form = (extra: Record<string, string>) =>
      new URLSearchParams({ type: 'login', success_redirect: 'http://localhost:3000/community', error_redirect: 'http://localhost:3000/auth-error', ...extra }).toString();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      cookies: { reef_login_csrf: cookie.value },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ csrf: csrfFrom(page.body), email: 'nobody@example.test', password: 'whatever123' }),
    });
    expect(wrong.statusCode).toBe(303);
    expect(new URL(wrong.headers.location as string).searchParams.get('error')).toBe('invalid_credentials');
    const noCsrf = await t.app.inject({ method: 'POST', url: '/v1/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ email: 'a@b.c', password: 'x' }) });
    expect(new URL(noCsrf.headers.location as string).searchParams.get('error')).toBe('invalid_csrf');
  });

  it('never redirects to an origin outside the allow-list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/login?success_redirect=https://evil.example/steal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('redirect_not_allowed');
  });
});
