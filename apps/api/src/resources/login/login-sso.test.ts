// Single sign-on against a real OpenID Connect provider (oidc-provider, started here on loopback): the
// sign-in goes through the provider's own sign-in and consent pages over HTTP, the API exchanges the code
// with it (PKCE, state, nonce) and reads UserInfo. Issue #16: "accounts linked by verified email, a first
// sign-in creates the member and shows the registration dialog".
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, userIdentities, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, signIn } from '../../test/factories.js';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.js';

const API = 'http://api.test';
const WEB = 'http://web.test';
const overrides: Record<string, string> = { PUBLIC_API_URL: API, PUBLIC_WEB_URL: WEB };
let op: TestOidcProvider;
beforeAll(async () => {
  op = await startTestOidcProvider([`${API}/v1/login/sso/oidc/callback`]);
  Object.assign(overrides, {
    OIDC_ISSUER: op.issuer,
    OIDC_CLIENT_ID: op.clientId,
    OIDC_CLIENT_SECRET: op.clientSecret,
    OIDC_LABEL: 'Tidal Cloud',
  });
});
const t = useTestApp(overrides);
afterAll(async () => op?.close());

const START = `/v1/login/sso/oidc?success_redirect=${encodeURIComponent(`${WEB}/community`)}&type=login`;

/** A browser's cookie jar and manual redirects, for the provider's pages (real HTTP). */
function providerBrowser() {
  const jar = new Map<string, string>();
  return async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  };
}

type Outcome = { path: string; cookie: string; authorizationUrl: URL };

/**
 * Starts at the API, then signs in at the provider as `login` (its sign-in page, then its consent page)
 * until the provider sends the browser back to the API; returns that callback with the flow cookie.
 */
async function throughProvider(
  login: string,
  options: { start?: string; cancel?: boolean; headers?: Record<string, string> } = {},
): Promise<Outcome> {
  let start = await t.app.inject({ method: 'GET', url: options.start ?? START, headers: options.headers });
  if (start.statusCode === 200 && start.body.includes('>Connect ')) {
    // The connect page: its link, with the cookie it set.
    const href = /<a href="([^"]*confirm=[^"]*)"/.exec(start.body)![1]!.replace(/&amp;/g, '&');
    const confirmCookie = String([start.headers['set-cookie']].flat()[0]).split(';')[0]!;
    start = await t.app.inject({ method: 'GET', url: href, headers: { cookie: confirmCookie } });
  }
  expect(start.statusCode, start.body).toBe(303);
  const cookie = [start.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0]!)
    .find((c) => c.startsWith('reef_sso_flow='))!;
  const authorizationUrl = new URL(String(start.headers.location));
  const browse = providerBrowser();
  let url = authorizationUrl.toString();
  for (let step = 0; step < 12 && !url.startsWith(API); step += 1) {
    let res = await browse(url);
    if (res.status === 200) {
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
      const target = new URL(action, url).toString();
      if (options.cancel) {
        const abort = /href="([^"]*\/abort)"/.exec(html)![1]!;
        res = await browse(new URL(abort, url).toString());
      } else if (html.includes('name="login"')) {
        res = await browse(target, { prompt: 'login', login, password: 'any password' });
      } else {
        res = await browse(target, { prompt: 'consent' });
      }
    }
    expect([302, 303]).toContain(res.status);
    url = new URL(res.headers.get('location')!, url).toString();
  }
  expect(url.startsWith(`${API}/v1/login/sso/oidc/callback`)).toBe(true);
  return { path: url.slice(API.length), cookie, authorizationUrl };
}

function callback(outcome: Pick<Outcome, 'path' | 'cookie'>) {
  return t.app.inject({ method: 'GET', url: outcome.path, headers: { cookie: outcome.cookie } });
}

async function signInAs(login: string) {
  return callback(await throughProvider(login));
}

/** The jwt handed to the site, or fails the test. */
function tokenOf(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(String(res.headers.location));
  expect(location.origin + location.pathname).toBe(`${WEB}/community`);
  return location.searchParams.get('jwt')!;
}

const memberOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('single sign-on with OpenID Connect', () => {
  it('the sign-in page offers "Continue with" the configured provider, carrying its redirects', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/login?type=login&success_redirect=${encodeURIComponent(`${WEB}/community`)}`,
    });
    expect(res.body).toContain('>Continue with Tidal Cloud</a>');
    expect(res.body).toContain(
      `href="/v1/login/sso/oidc?success_redirect=${encodeURIComponent(`${WEB}/community`)}&amp;error_redirect=&amp;type=login"`,
    );
  });

  it('"authorization code with PKCE, state and nonce": the provider is asked for all three', async () => {
    const res = await t.app.inject({ method: 'GET', url: START });
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${API}/v1/login/sso/oidc/callback`);
    // The verifier and nonce are not readable in the cookie that keeps them.
    const cookie = String([res.headers['set-cookie']].flat()[0]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toContain(url.searchParams.get('state')!);
  });

  it('"a first sign-in creates the member and shows the registration dialog"', async () => {
    const jwt = tokenOf(await signInAs('ada'));
    const member = await memberOf('ada@example.test');
    expect(member).toMatchObject({
      username: 'ada',
      passwordHash: null,
      hasSeenRegistrationAt: null, // the web app shows the registration dialog while this is unset
      state: 'active',
    });
    expect(member!.emailConfirmedAt).not.toBeNull();
    const me = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${member!.slug}`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(me.statusCode).toBe(200);
    const [identity] = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, member!.id));
    expect(identity).toMatchObject({ provider: 'oidc', subject: 'ada', email: 'ada@example.test' });
  });

  it('a later sign-in with the same provider account is the same member', async () => {
    const before = await memberOf('ada@example.test');
    tokenOf(await signInAs('ada'));
    expect((await t.db.select().from(users).where(eq(users.username, 'ada'))).length).toBe(1);
    expect((await memberOf('ada@example.test'))!.id).toBe(before!.id);
  });

  it('a new member whose handle is taken gets a free username', async () => {
    await buildUser(t, { username: 'grace', email: 'grace-original@example.test' });
    tokenOf(await signInAs('grace@elsewhere.test'));
    expect((await memberOf('grace@elsewhere.test'))!.username).toBe('grace-2');
  });

  it('"accounts linked by verified email": an existing member is linked, told by email, and keeps the password', async () => {
    const member = await buildUser(t, { username: 'linus', email: 'linus@example.test' });
    const jwt = tokenOf(await signInAs('linus'));
    const session = await t.app.ctx.tokens.verify(jwt);
    expect(Number(session!.sub)).toBe(member.id);
    const after = await memberOf('linus@example.test');
    expect(after!.passwordHash).toBe(member.passwordHash);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'identity_linked'), eq(mailOutbox.userId, member.id)));
    expect(mail!.toAddress).toBe('linus@example.test');
    expect(mail!.subject).toBe(
      'Tidal Cloud sign-in was connected to your Reef account'.replace('Reef', t.env.BRAND_NAME),
    );
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.identity_link'));
    expect(entries.map((e) => e.subjectId)).toContain(String(member.id));
  });

  it('[R2-3] an account whose address nobody confirmed is not signed into: the page says how to confirm it', async () => {
    const planted = await buildUser(t, {
      username: 'planted',
      email: 'victim@example.test',
      emailConfirmed: false,
    });
    const plantedSession = await signIn(t, planted);
    const res = await signInAs('victim@example.test');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('has not been confirmed');
    expect(res.body).toContain('Forgot password?');
    expect(res.headers.location).toBeUndefined();
    const links = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, planted.id));
    expect(links).toEqual([]);
    const after = await memberOf('victim@example.test');
    expect(after!.passwordHash).toBe(planted.passwordHash);
    expect(after!.emailConfirmedAt).toBeNull();
    // Nothing changed for the account either way (the owner of the address takes it back with a reset link).
    const old = await t.app.inject({ method: 'GET', url: '/v1/account', headers: plantedSession });
    expect(old.statusCode).toBe(200);
  });

  it('[R2-3] a member who puts a victim’s address on their account does not receive the victim’s later sign-in', async () => {
    const attacker = await buildUser(t, { username: 'squatter', email: 'squatter@example.test' });
    const headers = { ...(await signIn(t, attacker)), 'content-type': 'application/json' };
    for (const payload of [
      { user: { email: 'prey@example.test' } },
      { user: { email: 'prey@example.test' }, current_password: 'correct horse battery staple' },
    ])
      await t.app.inject({ method: 'PATCH', url: `/v1/users/${attacker.slug}`, headers, payload });
    const [row] = await t.db.select().from(users).where(eq(users.id, attacker.id));
    expect(row!.email).toBe('squatter@example.test');
    const jwt = tokenOf(await signInAs('prey'));
    const session = await t.app.ctx.tokens.verify(jwt);
    expect(Number(session!.sub)).not.toBe(attacker.id);
    expect((await memberOf('prey@example.test'))!.id).toBe(Number(session!.sub));
  });

  it('an address the provider did not verify signs nobody in and links nothing', async () => {
    const member = await buildUser(t, { username: 'eve-target', email: 'unverified-eve@example.test' });
    const res = await signInAs('unverified-eve');
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Tidal Cloud has not verified your email address');
    const links = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, member.id));
    expect(links).toEqual([]);
    const unknown = await signInAs('unverified-newcomer');
    expect(unknown.statusCode).toBe(422);
    expect(await memberOf('unverified-newcomer@example.test')).toBeUndefined();
  });

  it('a provider that shares no address: the sign-in page says so', async () => {
    const res = await signInAs('noemail-sam');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Tidal Cloud did not share an email address');
  });

  it('a disabled member cannot sign in through the provider either', async () => {
    await buildUser(t, { username: 'dora', email: 'dora@example.test', state: 'disabled' });
    const res = await signInAs('dora');
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This account is disabled');
  });

  it('cancelling at the provider shows "cancelled" on the sign-in page', async () => {
    const res = await callback(await throughProvider('ada', { cancel: true }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Sign-in with Tidal Cloud was cancelled.');
    expect(res.body).toContain('name="password"'); // the page offers to try again
  });

  it('"state checked": an answer without this browser’s flow, with another state, or replayed is refused', async () => {
    const outcome = await throughProvider('ada');
    const noCookie = await t.app.inject({ method: 'GET', url: outcome.path });
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.body).toContain('Please try again');
    // The cookie of another sign-in started in this browser: its state does not match.
    const other = await t.app.inject({ method: 'GET', url: START });
    const otherCookie = String([other.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const mixed = await callback({ path: outcome.path, cookie: otherCookie });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.headers.location).toBeUndefined();
    tokenOf(await callback(outcome));
    const replay = await callback(outcome);
    expect(replay.statusCode).toBe(400);
    expect(replay.headers.location).toBeUndefined();
  });

  it('a code not issued for this flow’s PKCE verifier and nonce is refused by the token exchange', async () => {
    const first = await throughProvider('ada');
    const second = await throughProvider('ada');
    // The second flow's cookie (its state, verifier and nonce) with the first flow's code and state: the
    // state check fails first; swap the state in too and the provider refuses the verifier.
    const code = new URL(`${API}${first.path}`).searchParams.get('code')!;
    const state = new URL(`${API}${second.path}`).searchParams.get('state')!;
    const res = await callback({
      path: `/v1/login/sso/oidc/callback?${new URLSearchParams({ code, state, iss: op.issuer }).toString()}`,
      cookie: second.cookie,
    });
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('We could not verify your sign-in with Tidal Cloud');
  });

  it('redirects stay on the allow-list, and an unconfigured provider is a 404', async () => {
    const evil = await t.app.inject({
      method: 'GET',
      url: `/v1/login/sso/oidc?success_redirect=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.headers.location).toBeUndefined();
    const github = await t.app.inject({ method: 'GET', url: '/v1/login/sso/github' });
    expect(github.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/login/sso/myspace' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].path).toContain('provider');
  });
});

describe('connected sign-in providers in the account settings', () => {
  it('lists, connects and disconnects; the last way to sign in stays', async () => {
    const member = await buildUser(t, { username: 'connie', email: 'connie@example.test' });
    const auth = await signIn(t, member);
    const empty = await t.app.inject({ method: 'GET', url: '/v1/account/identities', headers: auth });
    expect(empty.json()).toEqual({
      identities: [],
      providers: [{ id: 'oidc', label: 'Tidal Cloud' }],
      has_password: true,
    });
    const start = await t.app.inject({
      method: 'POST',
      url: '/v1/account/identities',
      headers: auth,
      payload: { provider: 'oidc' },
    });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().url);
    expect(url.origin + url.pathname).toBe(`${API}/v1/login/sso/oidc`);
    // A different address at the provider is fine when the member connects it themselves.
    const done = await callback(
      await throughProvider('connie-work@corp.test', { start: url.pathname + url.search }),
    );
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${WEB}/community/settings/account?sso_linked=oidc`);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/v1/account/identities', headers: auth })
    ).json();
    expect(listed.identities).toMatchObject([
      { provider: 'oidc', label: 'Tidal Cloud', email: 'connie-work@corp.test' },
    ]);

    // Someone else cannot connect the same provider account.
    const other = await buildUser(t, { username: 'otto', email: 'otto@example.test' });
    const otherStart = await t.app.inject({
      method: 'POST',
      url: '/v1/account/identities',
      headers: await signIn(t, other),
      payload: { provider: 'oidc' },
    });
    const otherUrl = new URL(otherStart.json().url);
    const refused = await callback(
      await throughProvider('connie-work@corp.test', { start: otherUrl.pathname + otherUrl.search }),
    );
    expect(refused.statusCode).toBe(303);
    const back = new URL(String(refused.headers.location));
    expect(back.searchParams.get('sso_error')).toBe(
      'This Tidal Cloud account is already connected to another member.',
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/account/identities/${listed.identities[0].id}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/account/identities', headers: auth })).json().identities,
    ).toEqual([]);
  });

  it('a member who signed up with the provider cannot disconnect their only way in', async () => {
    const jwt = tokenOf(await signInAs('solo'));
    const auth = { authorization: `Bearer ${jwt}` };
    const listed = (
      await t.app.inject({ method: 'GET', url: '/v1/account/identities', headers: auth })
    ).json();
    expect(listed.has_password).toBe(false);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/account/identities/${listed.identities[0].id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].path).toBe('id');
  });

  it('a connect link names the account and goes on only with the click of this browser', async () => {
    const member = await buildUser(t, { username: 'victim-of-link', email: 'vol@example.test' });
    const attacker = await buildUser(t, { username: 'link-sender', email: 'sender@example.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/identities',
      headers: await signIn(t, attacker),
      payload: { provider: 'oidc' },
    });
    const url = new URL(res.json().url);
    // Opened by someone else, the page says whose account it is.
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('account “link-sender”?');
    // The link of the page without this browser's cookie (sent on by the sender) does not go on.
    const href = /<a href="([^"]*confirm=[^"]*)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const direct = await t.app.inject({ method: 'GET', url: href });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers.location).toBeUndefined();
    expect(member.id).not.toBe(attacker.id);
  });

  it('an expired or forged connect ticket goes back to the settings with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/login/sso/oidc?link=forged' });
    expect(res.statusCode).toBe(303);
    expect(new URL(String(res.headers.location)).searchParams.get('sso_error')).toMatch(/expired/);
  });
});
