// The page cache in front of the web app (issue #15): Debian's nginx with deploy/nginx-page-cache.conf, started by
// the same code as `npm start -- --page-cache`, in front of a production API and web app of this test's own (fresh
// embedded database). Cached pages are answered by nginx, each with its own nonce matching its CSP header; a write
// through the site is visible through the page cache at the next load; a signed-in member's request never comes from
// the shared cache. Skipped, with the reason printed, only where nginx cannot be installed (not root, not Debian).
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, api, openMenu } from '../../fixtures/index.js';
import { ensureNginx, startPageCache, type PageCache } from '../../../scripts/page-cache.mjs';
import { sharedPlaceholder } from '../../../apps/web/server/csp.mjs';
import { pageCacheRefreshSecret } from '../../../apps/web/server/page-cache.mjs';
import { isCanonicalPath, rawPathOf } from '../../../apps/web/server/canonical-path.mjs';
import { rawGet, urlSpellings } from '../../../scripts/url-spellings.mjs';
import { fuzzPageCache } from '../../../bench/page-cache/fuzz.mjs';
import { connect } from 'node:net';
import { scriptSources, inlineScriptHashes } from '../../fixtures/csp.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiPort = Number(process.env.E2E_PAGE_CACHE_API_PORT ?? api.apiPort + 1);
const webPort = Number(process.env.E2E_PAGE_CACHE_WEB_PORT ?? api.webPort + 1);
const cachePort = Number(process.env.E2E_PAGE_CACHE_PORT ?? api.webPort + 5001);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = `http://127.0.0.1:${webPort}`;
const cacheUrl = `http://127.0.0.1:${cachePort}`;
const dataDir = path.join(root, '.data', 'e2e-page-cache');
const secret = 'e2e-page-cache-revalidate-secret-0123456789';

let skipReason = '';
let pageCache: PageCache | undefined;
const children: ChildProcess[] = [];

function startServer(cwd: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: path.join(root, cwd),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  skipReason = ensureNginx({ log: () => undefined });
  if (skipReason) {
    console.log(`[page cache test] skipped: ${skipReason}`);
    return;
  }
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: dataDir,
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    PUBLIC_API_URL: apiUrl,
    PUBLIC_WEB_URL: cacheUrl,
    LOGIN_REDIRECT_ORIGINS: `${cacheUrl},${webUrl}`,
    CORS_ORIGINS: `${cacheUrl},${webUrl}`,
    // The API tells the web app; the web app expires its tags, then refreshes those pages in the page cache.
    REVALIDATE_URL: `${webUrl}/api/revalidate`,
    REVALIDATE_SECRET: secret,
    PAGE_CACHE_URLS: cacheUrl,
    JWT_SECRET: 'e2e-page-cache-jwt-secret-long-enough-0123456789',
    SEED_IF_EMPTY: 'true',
    SEED_DEMO: '1',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    // Short enough for the trickling client below to be cut off within the test (the default is a minute).
    HTTP_REQUEST_TIMEOUT_MS: '4000',
  };
  const apiServer = startServer('apps/api', ['dist/main.js'], env);
  await waitFor(`${apiUrl}/health`, apiServer);
  const webServer = startServer(
    'apps/web',
    ['server/main.mjs', '-p', String(webPort), '-H', '127.0.0.1'],
    env,
  );
  await waitFor(`${webUrl}/robots.txt`, webServer);
  pageCache = await startPageCache({
    port: cachePort,
    upstreams: [`127.0.0.1:${webPort}`],
    revalidateSecret: secret,
    dir: path.join(dataDir, 'nginx'),
    stdio: 'ignore',
  });
});

test.afterAll(async () => {
  await pageCache?.stop();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

test('cached pages come from the page cache as stored, their policy naming their own scripts by hash', async ({
  request,
  page,
}) => {
  // Skipped only where nginx cannot be installed (not root, not Debian); CI runs as root on Debian and runs it.
  test.skip(Boolean(skipReason), skipReason);
  const list = await request.get(`${apiUrl}/content/v1/tutorials?limit=1`);
  const [tutorial] = ((await list.json()) as { data: { slug: string; title: string }[] }).data;
  const pagePath = `/community/tutorials/${tutorial!.slug}`;

  const first = await request.get(cacheUrl + pagePath);
  expect(first.status()).toBe(200);
  const second = await request.get(cacheUrl + pagePath);
  const third = await request.get(cacheUrl + pagePath);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(third.headers()['x-cache-status']).toBe('HIT');
  // Sent as stored: the same bytes and the same policy every time (nothing is rewritten per response).
  const body = await second.text();
  expect(await third.text()).toBe(body);
  expect(third.headers()['content-security-policy']).toBe(second.headers()['content-security-policy']);

  // No nonce anyone could reuse: the policy lists a hash for every inline script of the page, and 'strict-dynamic'
  // lets them load the build's chunks; the secret placeholder the app renders with is nowhere in the page.
  const sources = scriptSources(second.headers());
  expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
  expect(sources).toContain("'strict-dynamic'");
  const hashes = inlineScriptHashes(body);
  expect(hashes.length).toBeGreaterThan(1);
  for (const hash of hashes) expect(sources).toContain(hash);
  expect(body).not.toContain(sharedPlaceholder(secret));

  // Compressed once per encoding when stored: a browser that asks for brotli gets the stored brotli bytes.
  const brotli = await fetch(cacheUrl + pagePath, { headers: { 'accept-encoding': 'br' } });
  await brotli.arrayBuffer();
  const brotliAgain = await fetch(cacheUrl + pagePath, { headers: { 'accept-encoding': 'br' } });
  expect(brotliAgain.headers.get('x-cache-status')).toBe('HIT');
  expect(brotliAgain.headers.get('content-encoding')).toBe('br');
  expect(await brotliAgain.text()).toBe(body);

  // In a browser the cached page runs its scripts (the App Router's bootstrap sets window.next), the policy blocks
  // nothing of its own, and a client-side navigation (an RSC request, never stored, given its own nonce) works.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  page.on('pageerror', (error) => blocked.push(error.message));
  const response = await page.goto(cacheUrl + pagePath);
  expect(response?.headers()['x-cache-status']).toBe('HIT');
  await expect(page.getByRole('heading', { level: 1, name: tutorial!.title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)))
    .toBe(true);
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  await page.getByRole('link', { name: 'Tutorials', exact: true }).first().click();
  await expect(page).toHaveURL(/\/community\/tutorials$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Same document: the router fetched the next page's payload instead of loading a new page.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(blocked).toEqual([]);
});

test('the menu’s dropdown links come from the page cache too: one piece of HTML, kept for good, no script', async ({
  request,
  page,
}) => {
  // Skipped only where nginx cannot be installed (not root, not Debian); CI runs as root on Debian and runs it.
  test.skip(Boolean(skipReason), skipReason);
  const html = await (await request.get(cacheUrl + '/community')).text();
  const panelsPath = /\/_reef\/menus\/en\/[0-9a-f]{16}/.exec(html)?.[0];
  expect(panelsPath, 'the page names its menu’s panels').toBeTruthy();
  expect(html).not.toContain('data-reef-menu');
  await request.get(cacheUrl + panelsPath!);
  const cached = await request.get(cacheUrl + panelsPath!);
  expect(cached.headers()['x-cache-status']).toBe('HIT');
  expect(cached.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const panels = await cached.text();
  expect(panels).toContain('data-reef-menu="products"');
  expect(panels).not.toContain('<script');
  expect(panels).not.toContain(sharedPlaceholder(secret));

  // A cached page opens them with no policy violation.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(cacheUrl + '/community');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await openMenu(nav, 'Products');
  await expect(nav.getByRole('link', { name: 'See all products' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the landing and a question page from the page cache run with no policy violation', async ({
  request,
  page,
}) => {
  // Skipped only where nginx cannot be installed (not root, not Debian); CI runs as root on Debian and runs it.
  test.skip(Boolean(skipReason), skipReason);
  const list = await request.get(`${apiUrl}/content/v1/questions?limit=1`);
  const [question] = ((await list.json()) as { data: { slug: string }[] }).data;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const pagePath of ['/community', `/community/questions/${question!.slug}`]) {
    // The browser asks for brotli: the first load stores that copy, the second is answered from it.
    await page.goto(cacheUrl + pagePath);
    const response = await page.goto(cacheUrl + pagePath);
    expect(response?.headers()['x-cache-status'], pagePath).toBe('HIT');
    expect(response?.headers()['content-security-policy'], pagePath).toContain("'sha256-");
    await expect(page.locator('main')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)))
      .toBe(true);
  }
  expect(problems).toEqual([]);
});

test("the page's scripts come through the page cache with the browser's brotli, as the app compressed them at build time", async ({
  request,
}) => {
  // Skipped only where nginx cannot be installed (not root, not Debian); CI runs as root on Debian and runs it.
  test.skip(Boolean(skipReason), skipReason);
  const html = await (await request.get(`${cacheUrl}/community`)).text();
  // The page's loader script names the build's chunks (hashScriptsOfPage in apps/web/server/csp.mjs).
  const script = /"(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the page loads a script of the build').toBeDefined();
  const viaCache = await fetch(cacheUrl + script!, { headers: { 'accept-encoding': 'br, gzip' } });
  const direct = await fetch(webUrl + script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(viaCache.status).toBe(200);
  expect(viaCache.headers.get('content-encoding')).toBe('br');
  expect(await viaCache.text()).toBe(await direct.text());
});

test('an answer posted through the site is on the question page at the next load through the page cache', async ({
  request,
}) => {
  // Skipped only where nginx cannot be installed (not root, not Debian); CI runs as root on Debian and runs it.
  test.skip(Boolean(skipReason), skipReason);
  const list = await request.get(`${apiUrl}/content/v1/questions?limit=1`);
  const [question] = ((await list.json()) as { data: { id: number; slug: string }[] }).data;
  const pagePath = `/community/questions/${question!.slug}`;
  await request.get(cacheUrl + pagePath);
  expect((await request.get(cacheUrl + pagePath)).headers()['x-cache-status']).toBe('HIT');

  const username = `cache${Date.now().toString(36)}`;
  const registered = await request.post(`${apiUrl}/v1/auth/register`, {
    data: { email: `${username}@example.com`, username, password: 'correct horse battery staple' },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const { jwt } = (await registered.json()) as { jwt: string };
  const body = `Answered behind the page cache ${Date.now().toString(36)}`;
  const answer = await request.post(`${apiUrl}/v1/comments`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: { comment: { body, type: 'answer', parent_type: 'question', parent_id: question!.id } },
  });
  expect(answer.status(), await answer.text()).toBe(201);

  // The API calls the revalidation route right after its answer (not before it): the next load after that call.
  await expect(async () => {
    const next = await request.get(cacheUrl + pagePath);
    expect(await next.text()).toContain(body);
  }).toPass({ timeout: 10_000 });
  // And it stays: the page cache holds the new page, not the old one.
  const again = await request.get(cacheUrl + pagePath);
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect(await again.text()).toContain(body);
});

test("a signed-in member's request is never answered from the shared cache", async ({ request }) => {
  // Skipped only where nginx cannot be installed (not root, not Debian); CI runs as root on Debian and runs it.
  test.skip(Boolean(skipReason), skipReason);
  const list = await request.get(`${apiUrl}/content/v1/tutorials?limit=2`);
  const [, tutorial] = ((await list.json()) as { data: { slug: string }[] }).data;
  const pagePath = `/community/tutorials/${tutorial!.slug}`;
  await request.get(cacheUrl + pagePath);
  expect((await request.get(cacheUrl + pagePath)).headers()['x-cache-status']).toBe('HIT');

  const withCookie = await request.get(cacheUrl + pagePath, {
    headers: { cookie: `last_logged_in_at=${encodeURIComponent(new Date().toISOString())}` },
  });
  expect(withCookie.status()).toBe(200);
  expect(withCookie.headers()['x-cache-status']).toBe('BYPASS');
  const withToken = await request.get(cacheUrl + pagePath, {
    headers: { authorization: 'Bearer not-a-session' },
  });
  expect(withToken.headers()['x-cache-status']).toBe('BYPASS');
  // Writes and client-side navigations (RSC requests) pass through too.
  const navigation = await request.get(cacheUrl + pagePath, { headers: { rsc: '1' } });
  expect(navigation.headers()['x-cache-status']).toBe('BYPASS');
});

/** The <title> of a page. */
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

test('[R2-1] no spelling of a page stores its answer under the page, in the page cache or in Next.js’s cache, nor renders it afresh', async ({
  request,
}) => {
  test.skip(Boolean(skipReason), skipReason);
  const list = await request.get(`${apiUrl}/content/v1/tutorials?limit=3`);
  const [, , tutorial] = ((await list.json()) as { data: { slug: string }[] }).data;
  for (const pagePath of [`/community/tutorials/${tutorial!.slug}`, '/pricing']) {
    // Straight from the app, which must not be warm for the page yet: the review's attack came first.
    for (const spelling of urlSpellings(pagePath)) {
      const label = `${spelling.name}: ${spelling.url}`;
      const viaCache = await rawGet(cacheUrl, spelling.url);
      if (!isCanonicalPath(rawPathOf(spelling.url)))
        expect(viaCache.headers['x-cache-status'], label).not.toBe('HIT');
      const page = await rawGet(cacheUrl, pagePath);
      expect(page.status, `after ${label}`).toBe(200);
      expect(titleOf(page.body), `after ${label}`).not.toMatch(/not found/i);
      // Next.js's own cache: a spelling is refused, redirected, or answered from the page's entry, never rendered
      // anew (an entry per spelling), and never stored by a shared cache.
      const direct = await rawGet(webUrl, spelling.url);
      if (direct.status === 200 && rawPathOf(spelling.url) !== pagePath) {
        expect(direct.headers['x-nextjs-cache'], label).toBe('HIT');
        expect(direct.headers['cache-control'], label).toMatch(/no-store/);
      }
    }
    const title = titleOf((await rawGet(cacheUrl, pagePath)).body);
    expect(title).toBeTruthy();
  }
  // An error page is kept a minute at most, with no stale copy to serve for a year.
  const missing = await rawGet(webUrl, '/no-such-page-anywhere');
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control']).not.toMatch(/stale-while-revalidate/);
  expect(missing.headers['cache-control']).toMatch(/s-maxage=60\b/);
});

test('[R2-4] no header or body of any page carries a secret the web server knows, and the placeholder refreshes nothing', async ({
  request,
}) => {
  test.skip(Boolean(skipReason), skipReason);
  const secrets = {
    REVALIDATE_SECRET: secret,
    'nonce placeholder': sharedPlaceholder(secret),
    'page cache refresh secret': pageCacheRefreshSecret(secret),
  };
  const list = await request.get(`${apiUrl}/content/v1/questions?limit=1`);
  const [question] = ((await list.json()) as { data: { slug: string }[] }).data;
  const paths = [
    '/',
    '/pricing',
    '/community',
    '/community/tutorials',
    '/community/search?q=cron',
    `/community/questions/${question!.slug}`,
    '/no-such-page',
    '/community/tutorials/no-such-tutorial',
  ];
  const variants: Record<string, string>[] = [
    {},
    { 'accept-encoding': 'identity' },
    { rsc: '1' },
    { cookie: 'last_logged_in_at=1' },
  ];
  for (const base of [cacheUrl, webUrl])
    for (const pagePath of paths)
      for (const headers of variants) {
        const answer = await rawGet(base, pagePath, { 'accept-encoding': 'identity', ...headers });
        const text = `${JSON.stringify(answer.headers)}\n${answer.body}`;
        for (const [name, value] of Object.entries(secrets))
          expect(text.includes(value), `${name} in ${base}${pagePath} ${JSON.stringify(headers)}`).toBe(
            false,
          );
      }
  const pagePath = '/pricing';
  await rawGet(cacheUrl, pagePath);
  const refreshed = await rawGet(cacheUrl, pagePath, {
    'x-reef-page-cache-refresh': sharedPlaceholder(secret),
  });
  expect(refreshed.headers['x-cache-status']).toBe('HIT');
});

test('[R2-9] the web server cuts off a request body trickled one byte at a time', async () => {
  test.skip(Boolean(skipReason), skipReason);
  const socket = connect(webPort, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const startedAt = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/revalidate HTTP/1.1\r\nHost: web.test\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
  );
  const timer = setInterval(() => socket.destroyed || socket.write(' '), 500);
  await new Promise((resolve) => socket.once('close', resolve));
  clearInterval(timer);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  // HTTP_REQUEST_TIMEOUT_MS is 4 s here.
  expect(Date.now() - startedAt).toBeLessThan(8000);
});

test('[R2-1] a few seconds of the page-cache fuzzer leave every page right for a plain visitor', async ({
  request,
}) => {
  test.skip(Boolean(skipReason), skipReason);
  const list = await request.get(`${apiUrl}/content/v1/questions?limit=2`);
  const [, question] = ((await list.json()) as { data: { slug: string }[] }).data;
  const pages = [];
  for (const pagePath of ['/about', '/', `/community/questions/${question!.slug}`]) {
    const html = await (await fetch(webUrl + pagePath)).text();
    pages.push({ path: pagePath, title: titleOf(html) ?? '' });
  }
  const result = await fuzzPageCache({
    cacheUrl,
    pages,
    budgetMs: Number(process.env.E2E_PAGE_CACHE_FUZZ_MS ?? 5000),
    placeholder: sharedPlaceholder(secret),
  });
  expect(result.problems, `seed ${result.seed}`).toEqual([]);
  expect(result.steps).toBeGreaterThan(10);
});
