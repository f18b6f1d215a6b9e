// Stored XSS through static pages, end to end: an editor with only MANAGE_STATIC_PAGES stores a hostile page through
// the API and an administrator opens it. Nothing of it runs (the API stores only HTML it rendered), every response
// carries a strict Content-Security-Policy with its own nonce (also for pages served from the page cache), and
// an inline script that got into a page anyway is blocked by the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import { api, expect, registerMember, test, type Member } from '../../fixtures/index.js';
import { findTutorial } from '../community/helpers.js';
import { inlineScriptHashes, directives } from '../../fixtures/csp.js';

const PWN = 'window.__pwned = (window.__pwned || 0) + 1';
const HOSTILE = `<script>${PWN}</script><img src="/x.png" onerror="${PWN}"><a href="javascript:${PWN}">click me</a><svg onload="${PWN}"></svg>`;

type Violation = { directive: string; blocked: string; sample: string };

async function login(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ jwt: string; slug: string }> {
  const res = await request.post(`${api.apiUrl}/v1/auth/login`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { jwt: string; user: { slug: string } };
  return { jwt: body.jwt, slug: body.user.slug };
}

/** A member who holds only MANAGE_STATIC_PAGES (granted by the seeded administrator), signed in again. */
async function pageEditor(request: APIRequestContext, adminJwt: string): Promise<Member> {
  const member = await registerMember(request, 'editor');
  const manageStaticPages = (1n << 16n).toString(); // MANAGE_STATIC_PAGES
  const granted = await request.patch(`${api.apiUrl}/v1/users/${member.slug}`, {
    headers: { authorization: `Bearer ${adminJwt}` },
    data: { user: { permissions: manageStaticPages } },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  return { ...member, jwt: (await login(request, member.email, member.password)).jwt };
}

/** Records CSP violations and dialogs from the first script of every document (DevTools scripts bypass CSP). */
async function watchPage(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: Violation[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__violations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return { dialogs };
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);

/**
 * The script-src nonce of a response's policy, after checking the directives every page must have; undefined for a
 * page sent as stored (the page store of the plain `npm start`, or the page cache), whose policy names its scripts by
 * hash instead (expectScriptsAllowed checks them).
 */
function checkPolicy(header: string | undefined): string | undefined {
  expect(header, 'the response has a Content-Security-Policy header').toBeTruthy();
  const policy = directives(header!);
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toBeTruthy();
  const nonce = scriptSrc.map((source) => /^'nonce-([A-Za-z0-9_-]+)'$/.exec(source)?.[1]).find(Boolean);
  const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
  expect(Boolean(nonce) || hashes.length > 1, 'script-src has a nonce or names the scripts by hash').toBe(
    true,
  );
  return nonce;
}

/**
 * Every script of a page is allowed by its own policy and by nothing anyone else could reuse: each carries the
 * response's nonce, or (a page sent as stored) each inline one is named by its hash and no nonce is in the policy.
 */
function expectScriptsAllowed(header: string | undefined, body: string) {
  const nonce = checkPolicy(header);
  const scriptTags = (body.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('application/ld+json'),
  );
  expect(scriptTags.length).toBeGreaterThan(0);
  if (nonce) {
    expect(scriptTags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    return;
  }
  const sources = directives(header!).get('script-src') ?? [];
  for (const hash of inlineScriptHashes(body)) expect(sources).toContain(hash);
}

test.describe('Content-Security-Policy and server-rendered HTML', () => {
  let admin: Member;
  let slug: string;

  test.beforeAll(async ({ request }) => {
    const signedIn = await login(request, 'admin@example.com', 'reef-admin-password');
    admin = { username: 'admin', email: 'admin@example.com', password: 'reef-admin-password', ...signedIn };
    const editor = await pageEditor(request, admin.jwt);
    slug = `hostile-${Date.now().toString(36)}`;
    const created = await request.post(`${api.apiUrl}/v1/static_pages`, {
      headers: { authorization: `Bearer ${editor.jwt}` },
      data: {
        static_page: {
          type: 'community-pages',
          slug,
          title: 'House rules',
          state: 'published',
          slices: [
            {
              slice_type: 'content',
              primary: {
                heading: 'Be kind',
                body: `Please be **kind** to each other.\n\n${HOSTILE}`,
                html: HOSTILE,
                content_html: HOSTILE,
                body_html: HOSTILE,
              },
              items: [{ title: 'No spam', html: HOSTILE }],
            },
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  });

  test('[R1-1] an administrator opens a page an editor filled with scripts: none runs, and the page still works', async ({
    page,
  }) => {
    const { dialogs } = await watchPage(page);
    await page.goto('/community');
    await page.evaluate((jwt) => window.localStorage.setItem('jwt', jwt), admin.jwt);

    const response = await page.goto(`/community/pages/${slug}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: 'House rules' })).toBeVisible();
    await expect(page.getByRole('main').locator('strong', { hasText: 'kind' })).toBeVisible();
    await expect(page.getByRole('main').getByText('click me')).toBeVisible();
    await expect(
      page.locator('a[href^="javascript:" i], [onerror], [onload], [onclick], main script'),
    ).toHaveCount(0);
    // The page's own scripts ran (allowed by the policy): the session island shows the administrator.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Admin' })).toBeVisible();
    // Every script the page carries is allowed by its own policy (nonce or hash); the chunks those scripts load later
    // (islands loaded on demand, such as the admin bar) carry none and are trusted through 'strict-dynamic'.
    expectScriptsAllowed(response?.headers()['content-security-policy'], await response!.text());

    await page.getByRole('main').getByText('click me').click();
    expect(await pwned(page)).toBe(0);
    expect(dialogs).toEqual([]);
    // Nothing the site itself loads (scripts, styles, fonts, images, API calls) breaks the policy.
    expect(await violations(page)).toEqual([]);
  });

  test('a stored page names its scripts by hash, the same bytes for every visitor, and nobody gets a nonce to reuse', async ({
    request,
  }) => {
    const path = `/community/pages/${slug}`;
    await request.get(path);
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.headers()['x-reef-page-store']).toBe('HIT');
    const body = await first.text();
    expect(await second.text()).toBe(body);
    expect(checkPolicy(first.headers()['content-security-policy'])).toBeUndefined();
    expectScriptsAllowed(first.headers()['content-security-policy'], body);
    // Its validator is safe: the policy of the copy a browser keeps names that copy's own scripts.
    const etag = first.headers()['etag']!;
    expect(etag).toBeTruthy();
    expect((await request.get(path, { headers: { 'if-none-match': etag } })).status()).toBe(304);
  });

  test("a member's page is rendered with a new nonce each time, in the header and on its scripts", async ({
    page,
    request,
  }) => {
    const path = `/community/pages/${slug}`;
    // The cookie the site sets for a signed-in member: the page is theirs, never from the store.
    const asMember = { cookie: `last_logged_in_at=${encodeURIComponent(new Date().toISOString())}` };
    await request.get(path, { headers: asMember });
    const first = await request.get(path, { headers: asMember });
    const second = await request.get(path, { headers: asMember });
    expect(first.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    expect(second.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    expect(first.headers()['x-reef-page-store']).toBeUndefined();
    // No validator: a 304 would keep the old body (and its old nonce) under the new header.
    expect(first.headers()['etag']).toBeUndefined();
    const nonces = [
      checkPolicy(first.headers()['content-security-policy']),
      checkPolicy(second.headers()['content-security-policy']),
    ];
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, res] of [first, second].entries()) {
      const html = await res.text();
      const attributes = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
      expect(attributes.length).toBeGreaterThan(0);
      expect(new Set(attributes)).toEqual(new Set([nonces[index]]));
    }
    // A request carrying its own CSP header does not choose the nonce of the page.
    const forged = await request.get(path, {
      headers: { ...asMember, 'content-security-policy': "script-src 'nonce-chosenbyattacker'" },
    });
    expect(await forged.text()).not.toContain('chosenbyattacker');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'House rules' })).toBeVisible();
  });

  test('[R1-1] an inline script or handler that gets into a page without the nonce is blocked by the browser', async ({
    page,
  }) => {
    const { dialogs } = await watchPage(page);
    // Stand-in for markup that slipped past the server: the real response, with a script and a handler added.
    await page.route(`**/community/pages/${slug}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</main>',
        `<script>${PWN}</script><img src="/missing.png" onerror="${PWN}"></main>`,
      );
      await route.fulfill({ response, body: html });
    });
    const response = await page.goto(`/community/pages/${slug}`);
    checkPolicy(response?.headers()['content-security-policy']);
    await expect(page.getByRole('heading', { level: 1, name: 'House rules' })).toBeVisible();
    await expect
      .poll(async () => (await violations(page)).map((v) => v.directive).sort())
      .toEqual(['script-src-attr', 'script-src-elem']);
    expect(await pwned(page)).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('reading pages with client islands and code blocks load without a single violation', async ({
    page,
    request,
  }) => {
    await watchPage(page);
    const tutorial = await findTutorial(request, { withCode: true });
    for (const path of [
      '/community',
      '/community/tutorials',
      `/community/tutorials/${tutorial.slug}`,
      '/community/questions',
    ]) {
      const response = await page.goto(path);
      checkPolicy(response?.headers()['content-security-policy']);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    // The copy button is a client island of the tutorial page: it works under the policy.
    await page.goto(`/community/tutorials/${tutorial.slug}`);
    await expect(page.getByRole('button', { name: 'Copy' }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
