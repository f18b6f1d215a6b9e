import { describe, expect, it } from 'vitest';
import { createCsrfToken, LOGIN_CSRF_TTL_SECONDS } from '../login/index.js';
import { SESSION_MAX_LIFETIME_SECONDS } from '../../platform/lib/tokens.js';
import { loadSessionUser } from '../../platform/services/sessions.js';
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
    expect(user).toMatchObject({
      slug: 'ada_l',
      username: 'ada_l',
      email: 'ada@example.test',
      state: 'active',
    });
    expect(user.permissions).toMatch(/^\d+$/);
    expect(jwt.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ slug: 'ada_l', permissions: user.permissions, groups: [] });
    expect(claims.jti).toBeTypeOf('string');
    expect(claims.exp).toBeTypeOf('number');

    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'ada@example.test', password: 'long enough password' },
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().jwt}` };

    const me = await t.app.inject({ method: 'GET', url: '/v1/users/ada_l', headers: auth });
    expect(me.json()).toMatchObject({
      slug: 'ada_l',
      email: 'ada@example.test',
      has_seen_registration_at: null,
    });

    const seen = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users/ada_l',
      headers: auth,
      payload: { user: { has_seen_registration_at: true } },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().has_seen_registration_at).toBeTypeOf('string');

    const refreshed = await t.app.inject({ method: 'POST', url: '/v1/refresh', headers: auth });
    expect(refreshed.statusCode).toBe(200);
    const newAuth = { authorization: `Bearer ${refreshed.json().jwt}` };
    // the refreshed-away token is revoked
    expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers: auth })).statusCode).toBe(401);

    const header = await t.app.inject({
      method: 'POST',
      url: '/v1/header',
      headers: { ...newAuth, 'content-type': 'application/json' },
    });
    expect(header.json()).toMatchObject({
      user: { slug: 'ada_l' },
      unread_notifications_count: 0,
      show_admin_bar: false,
    });

    expect((await t.app.inject({ method: 'POST', url: '/v1/logout', headers: newAuth })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers: newAuth })).statusCode).toBe(
      401,
    );
  });

  it('refuses duplicates with 409 naming the field, and bad input with 400 naming the field', async () => {
    await buildUser(t, { username: 'taken', email: 'taken@example.test' });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: 'TAKEN@example.test', username: 'fresh1', password: 'long enough password' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.details).toEqual([expect.objectContaining({ path: 'email' })]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: 'nope', username: 'x', password: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.username', 'body.password']));
  });

  it('wrong password is 401; disabled, archived and spam accounts cannot sign in or use a token', async () => {
    const user = await buildUser(t);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: user.email, password: 'wrong password' },
        })
      ).statusCode,
    ).toBe(401);
    for (const state of ['disabled', 'archived', 'spam'] as const) {
      const blocked = await buildUser(t, { state });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: blocked.email, password: DEFAULT_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      const headers = await signIn(t, blocked);
      expect((await t.app.inject({ method: 'POST', url: '/v1/header', headers })).statusCode).toBe(401);
    }
  });

  it('malformed JSON, wrong content type and huge bodies are 4xx', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('sign-in page', () => {
  function csrfFrom(html: string): string {
    return /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  }

  it('renders an accessible form and redirects with jwt and expiration on success', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/v1/login?type=register&success_redirect=http://localhost:3000/community&error_redirect=http://localhost:3000/auth-error',
    });
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

  it('a wrong password comes back on the form, email kept and password never; a disabled account goes to error_redirect with its reason (spec: "failure to error_redirect with a reason")', async () => {
    const open = async () => {
      const page = await t.app.inject({
        method: 'GET',
        url: '/v1/login?type=login&error_redirect=http://localhost:3000/auth-error',
      });
      return {
        csrf: csrfFrom(page.body),
        cookie: page.cookies.find((c) => c.name === 'reef_login_csrf')!.value,
      };
    };
    const post = (cookie: string | undefined, extra: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/login',
        cookies: cookie ? { reef_login_csrf: cookie } : {},
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          type: 'login',
          success_redirect: 'http://localhost:3000/community',
          error_redirect: 'http://localhost:3000/auth-error',
          ...extra,
        }).toString(),
      });

    // Issue #30, item 1: "Errors show on the form … with what was typed kept (never the password)".
    let form = await open();
    const wrong = await post(form.cookie, {
      csrf: form.csrf,
      email: 'nobody@example.test',
      password: 'whatever123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.headers.location).toBeUndefined();
    expect(wrong.body).toMatch(/<div class="error" role="alert" id="form-error"><p>[^<]+<\/p><\/div>/);
    expect(wrong.body).toContain('value="nobody@example.test"');
    expect(wrong.body).not.toContain('whatever123');
    // A new single-use pair comes with it, and the way back to the site.
    expect(wrong.cookies.find((c) => c.name === 'reef_login_csrf')?.value).toBeTruthy();
    expect(wrong.body).toContain(`href="${t.env.PUBLIC_WEB_URL}"`);

    const noCsrf = await post(undefined, { email: 'a@b.c', password: 'x' });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.body).toContain('Your session expired');

    const disabled = await buildUser(t, { state: 'disabled' });
    form = await open();
    const refused = await post(form.cookie, {
      csrf: form.csrf,
      email: disabled.email,
      password: DEFAULT_PASSWORD,
    });
    expect(refused.statusCode).toBe(303);
    const location = new URL(refused.headers.location as string);
    expect(location.pathname).toBe('/auth-error');
    expect(location.searchParams.get('error')).toBe('account_disabled');
  });

  it('registration refusals are said at their fields, with what was typed kept', async () => {
    await buildUser(t, { username: 'takenname' });
    const register = async (fields: Record<string, string>) => {
      const page = await t.app.inject({ method: 'GET', url: '/v1/login?type=register' });
      return t.app.inject({
        method: 'POST',
        url: '/v1/login',
        cookies: { reef_login_csrf: page.cookies.find((c) => c.name === 'reef_login_csrf')!.value },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          csrf: csrfFrom(page.body),
          type: 'register',
          success_redirect: 'http://localhost:3000/community',
          error_redirect: 'http://localhost:3000/auth-error',
          ...fields,
        }).toString(),
      });
    };
    const short = await register({ email: 'new@example.test', username: 'fresh_name', password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.body).toMatch(
      /id="password"[^>]*aria-describedby="password-error password-hint"[^>]*aria-invalid="true"/,
    );
    expect(short.body).toMatch(/<p class="field-error" id="password-error">[^<]*8[^<]*<\/p>/);
    expect(short.body).toContain('value="fresh_name"');
    expect(short.body).toContain('value="new@example.test"');
    expect(short.body).not.toContain('value="short"');

    const taken = await register({
      email: 'other@example.test',
      username: 'takenname',
      password: 'long enough password',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toMatch(/id="username"[^>]*aria-invalid="true"/);
    expect(taken.body).toMatch(/<p class="field-error" id="username-error">/);
    expect(taken.body).not.toMatch(/id="email"[^>]*aria-invalid/);
  });

  it('never redirects to an origin outside the allow-list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/login?success_redirect=https://evil.example/steal',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('redirect_not_allowed');
  });
});

describe('sign-in page: the CSRF pair', () => {
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
  async function openForm(url = '/v1/login?type=login&error_redirect=http://localhost:3000/auth-error') {
    const page = await t.app.inject({ method: 'GET', url });
    const cookie = page.cookies.find((c) => c.name === 'reef_login_csrf')!;
    return { csrf: /name="csrf" value="([^"]+)"/.exec(page.body)![1]!, cookie };
  }
  const loginForm = (csrf: string, email: string, password: string) =>
    new URLSearchParams({
      csrf,
      type: 'login',
      success_redirect: 'http://localhost:3000/community',
      error_redirect: 'http://localhost:3000/auth-error',
      email,
      password,
    }).toString();

  it('[R1-16] is single use: a replayed form post is refused even with the right password', async () => {
    const user = await buildUser(t);
    const { csrf, cookie } = await openForm();
    const first = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      cookies: { reef_login_csrf: cookie.value },
      headers: formHeaders,
      payload: loginForm(csrf, user.email, DEFAULT_PASSWORD),
    });
    expect(new URL(first.headers.location as string).searchParams.get('jwt')).toBeTruthy();
    const replay = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      cookies: { reef_login_csrf: cookie.value },
      headers: formHeaders,
      payload: loginForm(csrf, user.email, DEFAULT_PASSWORD),
    });
    // Refused on the form itself (a fresh form to try again), never signed in.
    expect(replay.statusCode).toBe(403);
    expect(replay.headers.location).toBeUndefined();
    expect(replay.body).toContain('Your session expired');
  });

  it('[R1-16] expires: a pair older than the form lifetime is refused, and the cookie says how long it lives', async () => {
    const user = await buildUser(t);
    const { cookie } = await openForm();
    expect(cookie.maxAge).toBe(LOGIN_CSRF_TTL_SECONDS);
    const old = createCsrfToken(t.env.JWT_SECRET, Date.now() - (LOGIN_CSRF_TTL_SECONDS + 5) * 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      cookies: { reef_login_csrf: old },
      headers: formHeaders,
      payload: loginForm(old, user.email, DEFAULT_PASSWORD),
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers.location).toBeUndefined();
    const fresh = createCsrfToken(t.env.JWT_SECRET, Date.now() - 60_000);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      cookies: { reef_login_csrf: fresh },
      headers: formHeaders,
      payload: loginForm(fresh, user.email, DEFAULT_PASSWORD),
    });
    expect(new URL(ok.headers.location as string).searchParams.get('jwt')).toBeTruthy();
  });

  it('[R1-15] registering with a taken email does not say the address has an account; a new email still signs up', async () => {
    await buildUser(t, { email: 'owner@example.test', username: 'owner1' });
    const register = async (email: string, username: string) => {
      const { csrf, cookie } = await openForm(
        '/v1/login?type=register&error_redirect=http://localhost:3000/auth-error',
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/login',
        cookies: { reef_login_csrf: cookie.value },
        headers: formHeaders,
        payload: new URLSearchParams({
          csrf,
          type: 'register',
          success_redirect: 'http://localhost:3000/community',
          error_redirect: 'http://localhost:3000/auth-error',
          email,
          username,
          password: 'long enough password',
        }).toString(),
      });
      return res;
    };
    const taken = await register('OWNER@example.test', 'someone_new');
    expect(taken.statusCode).toBe(422);
    const alert = /<div class="error" role="alert" id="form-error"><p>([^<]+)<\/p>/.exec(taken.body)![1]!;
    expect(alert).toContain('log in');
    expect(alert).not.toMatch(/already registered|exists/i);
    // Not at the email field either: that would say the same thing.
    expect(taken.body).not.toMatch(/id="email"[^>]*aria-invalid/);
    const fresh = await register('newcomer@example.test', 'newcomer');
    expect(new URL(fresh.headers.location as string).searchParams.get('jwt')).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
  });
});

describe('sign-in page in production', () => {
  const prod = useTestApp({
    NODE_ENV: 'production',
    PUBLIC_API_URL: 'http://api.reef.test',
    RATE_LIMIT_ENABLED: 'false',
  });

  it('[R1-16] every CSRF cookie it sets is Secure, also the one of a form shown again after a failure', async () => {
    const page = await prod.app.inject({ method: 'GET', url: '/v1/login?type=login' });
    const cookie = page.cookies.find((c) => c.name === 'reef_login_csrf')!;
    expect(cookie.secure).toBe(true);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    // No error_redirect: the form is shown again with a new pair.
    const again = await prod.app.inject({
      method: 'POST',
      url: '/v1/login',
      cookies: { reef_login_csrf: cookie.value },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        csrf,
        type: 'login',
        email: 'nobody@example.test',
        password: 'wrong password',
      }).toString(),
    });
    expect(again.statusCode).toBe(422);
    const renewed = again.cookies.find((c) => c.name === 'reef_login_csrf')!;
    expect(renewed.value).not.toBe(cookie.value);
    expect(renewed.secure).toBe(true);
  });
});

describe('refresh', () => {
  it('[R1-14] concurrent refreshes of one token mint exactly one new token', async () => {
    const headers = await signIn(t, await buildUser(t));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/v1/refresh', headers })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401]);
    const winner = results.find((r) => r.statusCode === 200)!;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/header',
          headers: { authorization: `Bearer ${winner.json().jwt}` },
        })
      ).json().user,
    ).not.toBeNull();
    expect(results.find((r) => r.statusCode === 401)!.json().error.code).toBe('unauthorized');
  });

  it(`[R1-14] a refresh chain ends ${SESSION_MAX_LIFETIME_SECONDS / 86400} days after the sign-in that started it`, async () => {
    const user = await buildUser(t);
    const session = (await loadSessionUser(t.db, user.id))!;
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      slug: session.slug,
      permissions: session.permissions.toString(),
      groups: session.groups,
    };
    // Near the end of its chain: the new token lives only until the chain ends, and keeps its start.
    const late = await t.app.ctx.tokens.sign(user.id, claims, now - SESSION_MAX_LIFETIME_SECONDS + 600);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v1/refresh',
      headers: { authorization: `Bearer ${late.jwt}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().expiration).toBeLessThanOrEqual(now + 600);
    const claimsOf = (jwt: string) =>
      JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { auth_time: number };
    expect(claimsOf(refreshed.json().jwt).auth_time).toBe(now - SESSION_MAX_LIFETIME_SECONDS + 600);
    // Past the end: refused, the member signs in again.
    const expired = await t.app.ctx.tokens.sign(user.id, claims, now - SESSION_MAX_LIFETIME_SECONDS - 10);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/refresh',
      headers: { authorization: `Bearer ${expired.jwt}` },
    });
    expect(refused.statusCode).toBe(401);
  });
});
