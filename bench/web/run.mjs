// Web benchmark: Lighthouse (mobile settings) on every page type of the production build (reader pages, marketing
// pages, pricing and its calculator, the blog, and signed in as the demo administrator the admin home and users list),
// the HTML and flight bytes of each page type, and requests/s of the cached tutorial page side by side in one run:
// (1) the plain `npm start` with its page store turned off (as before issue #33), (2) the plain `npm start` (its page
// store), (3) the page cache (nginx, deploy/nginx-page-cache.conf) in front of a third web server, (4) a bare
// node:http server sending the same bytes from memory (the ceiling), each without and with gzip. Starts its own API
// (fresh seeded embedded database), web servers and page cache on ports of its own. Fails only on a non-2xx answer or
// a body that differs (nonces masked, see maskedText). Needs: npm run build (packages, api, web); Debian's nginx
// (installed when run as root on Debian, else the page cache row is left out).
// Run: node bench/web/run.mjs (BENCH_LIGHTHOUSE=0: bytes and throughput only; BENCH_LIGHTHOUSE_RUNS=N runs per page and
// theme, the median kept, 3 by default; BENCH_PAGES=a,b only those page types)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { ensureNginx, startPageCache } from '../../scripts/page-cache.mjs';
import { hashScriptsOfPage } from '../../apps/web/server/csp.mjs';
import { storedPageHtml } from '../../apps/web/server/flight-strip.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4810);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3810);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? WEB_PORT + 5000);
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
const RUN_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const nginxMissing = ensureNginx();
const dataDir = path.join(root, '.data', 'bench-web');
const resultsDir = path.join(root, 'bench', 'results');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

const env = {
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  API_HOST: '127.0.0.1',
  API_PORT: String(API_PORT),
  WEB_PORT: String(WEB_PORT),
  API_URL: apiUrl,
  PUBLIC_API_URL: apiUrl,
  PUBLIC_WEB_URL: webUrl,
  LOGIN_REDIRECT_ORIGINS: webUrl,
  CORS_ORIGINS: webUrl,
  REVALIDATE_URL: `${webUrl}/api/revalidate`,
  REVALIDATE_SECRET: 'bench-revalidate-secret-0123456789',
  SEED_IF_EMPTY: 'true',
  // A production build with the demo accounts: asked for explicitly.
  SEED_DEMO: '1',
  RATE_LIMIT_ENABLED: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
};
// Three web servers of the same build, side by side: the plain `npm start` (its own page store, what most
// self-hosters run), the same with the store turned off (as before issue #33), and one behind the page cache (nginx),
// which tells it what to purge after a write and renders with the placeholder it knows.
const PLAIN_OFF_PORT = WEB_PORT + 1;
const BEHIND_CACHE_PORT = WEB_PORT + 2;
const storeOffUrl = `http://127.0.0.1:${PLAIN_OFF_PORT}`;
const behindCacheUrl = `http://127.0.0.1:${BEHIND_CACHE_PORT}`;

const children = [];
function start(args, extraEnv = {}) {
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of [...children, ...(pageCache ? [pageCache.child] : [])]) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);
let pageCache;

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

async function json(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

rmSync(dataDir, { recursive: true, force: true });
start(['start', '-w', 'apps/api']);
await waitFor(`${apiUrl}/health`);
start(['start', '-w', 'apps/web']);
await waitFor(`${webUrl}/community`);
start(['start', '-w', 'apps/web', '--', '-p', String(PLAIN_OFF_PORT)], { PAGE_STORE_MAX_BYTES: '0' });
await waitFor(`${storeOffUrl}/community`);
if (nginxMissing) console.log(`[bench web] no page cache row: ${nginxMissing}`);
else {
  start(['start', '-w', 'apps/web', '--', '-p', String(BEHIND_CACHE_PORT)], { PAGE_CACHE_URLS: proxyUrl });
  await waitFor(`${behindCacheUrl}/community`);
}
if (!nginxMissing)
  pageCache = await startPageCache({
    port: PROXY_PORT,
    upstreams: [`127.0.0.1:${BEHIND_CACHE_PORT}`],
    revalidateSecret: env.REVALIDATE_SECRET,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const tutorials = await json(`${apiUrl}/content/v1/tutorials?limit=50`);
let tutorialSlug = tutorials.data[0].slug;
for (const item of tutorials.data) {
  const full = await json(`${apiUrl}/content/v1/tutorials/${item.slug}`);
  if (full.body_html.includes('<pre') && full.state === 'published') {
    tutorialSlug = item.slug;
    break;
  }
}
const questions = await json(`${apiUrl}/content/v1/questions?limit=1`);
const landingPages = await json(`${apiUrl}/content/v1/static_pages?type=landing&limit=1`);
const blogPosts = await json(`${apiUrl}/content/v1/posts?type=blog&page_size=1`);
const tags = await json(`${apiUrl}/content/v1/tags?limit=1`);
const tutorialAuthor = (await json(`${apiUrl}/content/v1/tutorials/${tutorialSlug}`)).author;
const pages = {
  landing: '/community',
  list: '/community/tutorials',
  tutorial: `/community/tutorials/${tutorialSlug}`,
  question: `/community/questions/${questions.data[0].slug}`,
  // The marketing site (issue #12): the pricing page, a landing page (page type landing) and a blog post.
  pricing: '/pricing',
  'marketing landing': `/landing/${landingPages.data[0].slug}`,
  'blog post': `/blog/${blogPosts.data[0].slug}`,
  // Every other page type a reader meets (issue #15: each ≥ 95 performance).
  tag: `/community/tags/${tags.data[0].slug}`,
  user: `/community/users/${tutorialAuthor.slug}`,
  search: '/community/tutorials?q=nginx',
  home: '/',
  'static page': '/about',
  partners: '/partners',
  // Issue #33 goal 5: the calculator, the blog and, signed in as the demo administrator, the admin area.
  calculator: '/pricing/calculator',
  blog: '/blog',
};
/** Pages Lighthouse opens signed in (the token where the site keeps it); never stored, rendered for the member. */
const memberPages = { 'admin home': '/community/admin', 'users list': '/community/admin/users' };
// Warm the servers and their data caches so the measurements see cached pages.
for (const base of [webUrl, storeOffUrl, ...(nginxMissing ? [] : [behindCacheUrl])])
  for (const pagePath of Object.values(pages))
    for (let i = 0; i < 3; i += 1) await fetch(base + pagePath).then((res) => res.text());

const lighthouseRows = [];
/** The machine's share of busy CPU time over `ms` (all cores, from /proc/stat). */
async function busyShare(ms) {
  const read = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0);
    return { idle, total: ticks.reduce((a, b) => a + b, 0) };
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
}
// A freshly seeded API works through its first jobs (search documents, images, mail) for a while after it answers:
// Lighthouse waits until the machine is quiet (under 15 % busy over 2 s), at most two minutes, so the first pages are
// not measured against that work (they were, before: the first light pages scored up to 19 points under the rest).
if (RUN_LIGHTHOUSE) {
  const settleStart = Date.now();
  let busy = await busyShare(2000);
  while (busy > 0.15 && Date.now() - settleStart < 120_000) busy = await busyShare(2000);
  console.log(
    `machine ${(busy * 100).toFixed(0)} % busy after ${((Date.now() - settleStart) / 1000).toFixed(0)} s of settling`,
  );
}
// Both colour themes (issue #33, goal 5): the dark run is a browser whose system asks for dark
// (`--force-dark-mode` makes `prefers-color-scheme: dark` match), which is how a reader who never touched the toggle
// gets the dark theme. BENCH_THEMES=light runs the light theme only.
const THEMES = (process.env.BENCH_THEMES ?? 'light,dark')
  .split(',')
  .filter((theme) => theme === 'light' || theme === 'dark');
const launchChrome = (theme) =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: theme === 'dark' ? [...CHROME_FLAGS, '--force-dark-mode'] : CHROME_FLAGS,
  });
// BENCH_PAGES='admin home,tutorial' measures only those page types (names as in the table), each report kept in
// bench/results/lighthouse/ to read its long tasks and scripts.
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const ONLY_PAGES = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',').map((name) => name.trim())
  : null;
let chrome;
/** Signs the browser in as the demo administrator: its token in local storage and the member cookie, as the site does, then opens the community once. */
async function signInBrowser(port) {
  const login = await fetch(`${apiUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'reef-admin-password' }),
  });
  if (!login.ok) throw new Error(`signing in the demo administrator: ${login.status}`);
  const { jwt } = await login.json();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  await tab.goto(`${webUrl}/robots.txt`);
  await tab.evaluate((token) => {
    window.localStorage.setItem('jwt', token);
    document.cookie = `last_logged_in_at=${encodeURIComponent(new Date().toISOString())}; path=/`;
  }, jwt);
  // As after the sign-in page: the member lands on the community first, whose session remembers them for the next
  // page (features/auth/token-storage.ts, `reef_member`); the admin pages measured next are a member's later pages.
  await tab.goto(`${webUrl}/community`, { waitUntil: 'load' });
  // (A build from before the member was remembered never writes it: the wait then ends after 10 s.)
  await tab
    .waitForFunction(() => window.localStorage.getItem('reef_member') !== null, { timeout: 10_000 })
    .catch(() => undefined);
  await tab.close();
  await browser.disconnect();
}
/** A category's score (0–100) over its weighted audits except `auditId`, as Lighthouse weighs them. */
function seoScoreWithout(lhr, auditId) {
  const refs = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== auditId);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const score = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return weight === 0 ? null : Math.round((score / weight) * 100);
}
for (const theme of RUN_LIGHTHOUSE ? THEMES : [])
  try {
    chrome = await launchChrome(theme);
    const runs = [
      ...Object.entries(pages).map(([name, pagePath]) => [name, pagePath, false]),
      ...Object.entries(memberPages).map(([name, pagePath]) => [name, pagePath, true]),
    ].filter(([name]) => ONLY_PAGES === null || ONLY_PAGES.includes(name));
    let signedIn = false;
    for (const [name, pagePath, asMember] of runs) {
      if (asMember && !signedIn) {
        await signInBrowser(chrome.port);
        signedIn = true;
      }
      // Several runs per page and theme, and the median one kept (Lighthouse's own computeMedianRun: the run nearest
      // the median first contentful paint and time to interactive), as Lighthouse's guidance on variability asks:
      // one sample moved by up to 9 points between runs on this machine. BENCH_LIGHTHOUSE_RUNS=1 for a quick look.
      const samples = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        const result = await lighthouse(webUrl + pagePath, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          // A member's pages keep the signed-in browser's storage (Lighthouse clears it by default).
          disableStorageReset: asMember,
        });
        samples.push(result.lhr);
      }
      const lhr = computeMedianRun(
        filterToValidRuns(samples).length > 0 ? filterToValidRuns(samples) : samples,
      );
      const performanceOf = (run) => Math.round(run.categories.performance.score * 100);
      if (ONLY_PAGES !== null) {
        mkdirSync(path.join(resultsDir, 'lighthouse'), { recursive: true });
        writeFileSync(
          path.join(resultsDir, 'lighthouse', `${name.replaceAll(' ', '-')}-${theme}.json`),
          JSON.stringify(lhr),
        );
      }
      const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
        (item) => item.resourceType === 'Script',
      );
      const jsTransfer = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const jsResource = scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0);
      lighthouseRows.push({
        page: name,
        theme,
        path: pagePath,
        performance: performanceOf(lhr),
        // Every sample's performance, lowest to highest, to show the spread around the median.
        performanceSamples: samples.map(performanceOf).sort((a, b) => a - b),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        // SEO over every audit but is-crawlable, which fails by design on the pages sent `noindex` (search results and
        // the admin area, docs/decisions.md): what the score would be if they were meant for search engines.
        seoBesidesCrawlable: seoScoreWithout(lhr, 'is-crawlable'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        jsTransferKB: Number((jsTransfer / 1024).toFixed(1)),
        jsKB: Number((jsResource / 1024).toFixed(1)),
        scripts: scripts.length,
        failed: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
        // What each failed audit points at (element snippets or messages), to find the cause without a rerun.
        failedDetails: Object.fromEntries(
          Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => [
              audit.id,
              (audit.details?.items ?? [])
                .slice(0, 5)
                .map(
                  (item) =>
                    item.node?.snippet ??
                    item.description ??
                    item.reason ??
                    item.source?.url ??
                    JSON.stringify(item).slice(0, 200),
                ),
            ]),
        ),
      });
    }
  } finally {
    await chrome?.kill();
    chrome = undefined;
  }

// Requests per second of the cached tutorial page, side by side: the web app, the page cache in front of it, and a
// bare node:http server answering the same bytes from memory (bench/api/ceiling.mjs), each without and with gzip.
/** One GET with raw (still compressed) bytes. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
/**
 * The page's text in one comparable form. The app's page has a fresh nonce per response (in its CSP header): it is put
 * in the page cache's form (scripts by hash, hashScriptsOfPage) with the nonce as the placeholder. The page cache's
 * page has no nonce in its policy nor in its HTML and flight data. Nothing else may differ.
 */
function maskedText({ headers, body }) {
  const text = (headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy'] ?? ''))?.[1];
  // A page rendered per response carries its bodies twice; the stored one once (flight-strip.mjs): compare them cut.
  if (nonce) return comparable(storedPageHtml(hashScriptsOfPage(text, nonce, 'NONCE').html));
  // A stored page carries no nonce (hashScriptsOfPage removes the placeholder's); anything else left of it is a random
  // value (none, as the app renders its pages now).
  const left = text.indexOf('nonce');
  if (left !== -1) writeFileSync(path.join(dataDir, 'nonce-left.html'), text);
  if (left !== -1)
    throw new Error(`a stored page with a nonce left in it: …${text.slice(left - 200, left + 80)}…`);
  return comparable(text);
}
/**
 * A page with its flight data taken out of its scripts: the HTML around them byte for byte, then the length of the
 * flight data. A render streams the same rows in an order and in pieces that depend on when each part was ready, so
 * two renders of one page differ in how the rows are cut into scripts, never in the HTML or the data's size.
 */
function comparable(html) {
  let flight = 0;
  const rest = html.replace(
    /<script\b[^>]*>self\.__next_f\.push\((\[1,[\s\S]*?)\)<\/script>/g,
    (_, entry) => {
      // A JSON string as Next.js writes it, or in single quotes as the store keeps it (mergeFlightScripts).
      flight += new Function(`return ${entry}`)()[1].length;
      return '';
    },
  );
  return `${rest}\nflight data: ${flight} characters`;
}
const tutorialUrl = webUrl + pages.tutorial;
const appPage = await rawGet(tutorialUrl);
const cacheState = String(appPage.headers['x-nextjs-cache'] ?? 'none (rendered per request)');
const expected = maskedText(appPage);
const html = appPage.body.toString('utf8');
// The page as sent, kept for reading where its bytes go (.data/bench-web/tutorial.html).
writeFileSync(path.join(dataDir, 'tutorial.html'), html);

// What every request pays: how much of the page is the inline React Server Components payload (the
// self.__next_f.push scripts that repeat the rendered tree for hydration), and the article's own HTML in it.
const flightScripts = [...html.matchAll(/<script\b[^>]*>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g)];
const flightBytes = flightScripts.reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0);
const tutorial = await json(`${apiUrl}/content/v1/tutorials/${tutorialSlug}`);
const articleBytes = Buffer.byteLength(tutorial.body_html);
const payload = {
  htmlKB: Number((Buffer.byteLength(html) / 1024).toFixed(1)),
  inlinePayloadKB: Number((flightBytes / 1024).toFixed(1)),
  inlinePayloadShare: Number((flightBytes / Buffer.byteLength(html)).toFixed(3)),
  articleKB: Number((articleBytes / 1024).toFixed(1)),
  gzipKB: Number(((await rawGet(tutorialUrl, { 'accept-encoding': 'gzip' })).body.length / 1024).toFixed(1)),
};

// HTML and flight bytes per page type (issue #33, goal 2: "a test in bench/web reports HTML and flight bytes per
// page type"): as a visitor gets each page from the plain `npm start` (stored: bodies once), and as the same build
// renders it per response with the store off (bodies in the page and again in the flight data).
async function pageBytes(url) {
  const page = await rawGet(url);
  const text = page.body.toString('utf8');
  const flight = [...text.matchAll(/<script\b[^>]*>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[0]),
    0,
  );
  const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
  return { htmlKB: kb(page.body.length), flightKB: kb(flight), gzipKB: kb(gzip.body.length) };
}
const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const bytesRows = [];
for (const [name, pagePath] of Object.entries(pages)) {
  await rawGet(webUrl + pagePath, { 'accept-encoding': 'gzip' }); // stored by this visit, if storable
  bytesRows.push({
    page: name,
    before: await pageBytes(storeOffUrl + pagePath),
    after: await pageBytes(webUrl + pagePath),
  });
}

const targets = [
  { name: 'npm start, page store off (before)', url: storeOffUrl + pages.tutorial },
  { name: 'npm start (its page store)', url: tutorialUrl, header: 'x-reef-page-store' },
];
if (pageCache) {
  const proxyPageUrl = proxyUrl + pages.tutorial;
  for (let i = 0; i < 2; i += 1) await rawGet(proxyPageUrl);
  const hit = await rawGet(proxyPageUrl);
  if (hit.headers['x-cache-status'] !== 'HIT')
    throw new Error(`the page cache answers ${hit.headers['x-cache-status']}, not HIT`);
  targets.push({ name: 'page cache (nginx) in front', url: proxyPageUrl, header: 'x-cache-status' });
}

/** A bare node:http server in its own process answering every request with these bytes and headers. */
async function startCeiling({ status, headers, body }) {
  const keep = ['content-type', 'content-security-policy', 'cache-control', 'vary', 'content-encoding'];
  const kept = Object.fromEntries(keep.filter((name) => headers[name]).map((name) => [name, headers[name]]));
  const answerFile = path.join(dataDir, 'ceiling-answer.json');
  writeFileSync(answerFile, JSON.stringify({ status, headers: kept, body: body.toString('base64') }));
  const child = spawn(process.execPath, [path.join(root, 'bench/api/ceiling.mjs'), `@${answerFile}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (line) => resolve(JSON.parse(String(line)).port));
    child.once('exit', () => reject(new Error('the ceiling server did not start')));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

async function measure(url, headers) {
  const result = await autocannon({ url, connections: 10, duration: DURATION_S, headers });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

let failed = '';
const throughputRows = [];
// Rounds: each target in turn, several times, and the median of each: on a machine shared with other work the load
// changes from one run to the next, and a ratio of two runs taken apart says more about the load than the servers.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const gzip of [false, true]) {
  const headers = gzip ? { 'accept-encoding': 'gzip' } : {};
  // The ceiling sends what the page cache sends (or the app, without one), compressed the same way.
  const reference = await rawGet(targets.at(-1).url, headers);
  const ceiling = await startCeiling(reference);
  const all = [...targets, { name: 'bare node:http, same bytes', url: ceiling.url }];
  const runs = all.map(() => []);
  const last = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, target] of all.entries()) {
        const before = await rawGet(target.url, headers);
        const figures = await measure(target.url, headers);
        const after = await rawGet(target.url, headers);
        for (const res of [before, after]) {
          if (res.status < 200 || res.status >= 300) failed ||= `${target.name}: status ${res.status}`;
          else if (maskedText(res) !== expected) {
            if (!failed) {
              // Kept for a look at what differs (diff the two files).
              writeFileSync(path.join(dataDir, 'expected.html'), expected);
              writeFileSync(path.join(dataDir, 'differs.html'), maskedText(res));
            }
            failed ||= `${target.name}: the body differs from the app's (${path.join(dataDir, 'differs.html')})`;
          }
        }
        if (figures.errors > 0) failed ||= `${target.name}: ${figures.errors} errors or non-2xx answers`;
        runs[i].push(figures);
        last[i] = after;
      }
    }
  } finally {
    ceiling.stop();
  }
  for (const [i, target] of all.entries()) {
    const middle = runs[i].find((run) => run.rps === median(runs[i].map((r) => r.rps)));
    throughputRows.push({
      encoding: gzip ? 'gzip' : 'identity',
      target: target.name,
      cache: target.header ? last[i].headers[target.header] : undefined,
      bytes: last[i].body.length,
      ...middle,
      rounds: runs[i].map((run) => run.rps),
    });
  }
}
for (const row of throughputRows) {
  const ceilingRow = throughputRows.find((r) => r.encoding === row.encoding && r.target.startsWith('bare'));
  row.ratio = Number((row.rps / ceilingRow.rps).toFixed(3));
}

const summary = {
  date: new Date().toISOString(),
  lighthouse: lighthouseRows,
  cacheState,
  payload,
  bytes: bytesRows,
  throughput: throughputRows,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'web.json'), JSON.stringify(summary, null, 2));

if (lighthouseRows.length > 0) {
  console.log(
    `| page | theme | performance (median of ${LIGHTHOUSE_RUNS}; all) | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS transferred KB (scripts) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
}
for (const row of lighthouseRows) {
  console.log(
    `| ${row.page} | ${row.theme} | ${row.performance} (${row.performanceSamples.join(', ')}) | ${row.accessibility} | ${row.bestPractices} | ${row.failed.includes('is-crawlable') ? `${row.seo} (noindex; ${row.seoBesidesCrawlable} on every other audit)` : row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.jsTransferKB} (${row.scripts}) |`,
  );
}
for (const row of lighthouseRows)
  if (row.failed.length) console.log(`${row.page} (${row.theme}): failed audits: ${row.failed.join(', ')}`);
for (const row of lighthouseRows)
  for (const [id, items] of Object.entries(row.failedDetails))
    console.log(`  ${row.page} (${row.theme}) ${id}: ${items.join(' | ')}`);
console.log(`\nTutorial page (${pages.tutorial}), x-nextjs-cache: ${cacheState}`);
console.log(
  `HTML ${payload.htmlKB} KB (${payload.gzipKB} KB gzip), of which the inline RSC payload is ${payload.inlinePayloadKB} KB (${(payload.inlinePayloadShare * 100).toFixed(0)} %); the article's own HTML is ${payload.articleKB} KB (in the page and again in the payload)`,
);
console.log('\nBytes per page type (KB, identity; gzip as sent): store off (before) → npm start (after)');
console.log('| page | HTML | flight data | gzip |');
console.log('|---|---|---|---|');
for (const row of bytesRows)
  console.log(
    `| ${row.page} | ${row.before.htmlKB} → ${row.after.htmlKB} | ${row.before.flightKB} → ${row.after.flightKB} | ${row.before.gzipKB} → ${row.after.gzipKB} |`,
  );
console.log(
  `\n${ROUNDS} rounds of ${DURATION_S} s per server, 10 connections; the median round (all rounds' req/s after it):`,
);
console.log('| encoding | server | cache | bytes | req/s | p50 ms | p99 ms | ratio to bare | rounds req/s |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of throughputRows)
  console.log(
    `| ${row.encoding} | ${row.target} | ${row.cache ?? ''} | ${row.bytes} | ${row.rps} | ${row.p50Ms} | ${row.p99Ms} | ${row.ratio} | ${row.rounds.join(', ')} |`,
  );
await pageCache?.stop();
stopAll();
if (failed) {
  console.error(`\n[bench web] FAILED: ${failed}`);
  process.exit(1);
}
process.exit(0);
