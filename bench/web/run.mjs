// Web benchmark: Lighthouse (mobile settings) on the landing, list, tutorial and question pages, /pricing, a landing
// page and a blog post of the production build, the JavaScript each page loads, and requests/s of a cached tutorial
// page beside the same HTML served as a static file. Starts its own API (fresh seeded embedded database) and web
// server on ports of its own.
// Needs: npm run build (packages, api, web). Run: node bench/web/run.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4810);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3810);
const STATIC_PORT = WEB_PORT + 1;
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
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

const children = [];
function start(args) {
  const child = spawn('npm', args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);

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
const pages = {
  landing: '/community',
  list: '/community/tutorials',
  tutorial: `/community/tutorials/${tutorialSlug}`,
  question: `/community/questions/${questions.data[0].slug}`,
  // The marketing site (issue #12): the pricing page, a landing page (page type landing) and a blog post.
  pricing: '/pricing',
  'marketing landing': `/landing/${landingPages.data[0].slug}`,
  'blog post': `/blog/${blogPosts.data[0].slug}`,
};
// Warm the server and its data cache so the measurements see cached pages.
for (const pagePath of Object.values(pages))
  for (let i = 0; i < 3; i += 1) await fetch(webUrl + pagePath).then((res) => res.text());

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const lighthouseRows = [];
try {
  for (const [name, pagePath] of Object.entries(pages)) {
    const result = await lighthouse(webUrl + pagePath, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
    });
    const lhr = result.lhr;
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    const jsTransfer = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const jsResource = scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0);
    lighthouseRows.push({
      page: name,
      path: pagePath,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
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
  await chrome.kill();
}

// Requests per second: the cached tutorial page from the web server, and the same bytes from a static file server.
const tutorialResponse = await fetch(webUrl + pages.tutorial);
const cacheState = tutorialResponse.headers.get('x-nextjs-cache') ?? 'none (rendered per request)';
const html = await tutorialResponse.text();
const staticServer = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  res.end(html);
});
await new Promise((resolve) => staticServer.listen(STATIC_PORT, '127.0.0.1', resolve));
async function measure(url) {
  const result = await autocannon({ url, connections: 10, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
const page = await measure(webUrl + pages.tutorial);
const file = await measure(`http://127.0.0.1:${STATIC_PORT}/`);
staticServer.close();

const summary = {
  date: new Date().toISOString(),
  lighthouse: lighthouseRows,
  throughput: {
    cacheState,
    tutorialPage: page,
    staticFile: file,
    ratio: Number((page.rps / file.rps).toFixed(3)),
    htmlKB: Number((Buffer.byteLength(html) / 1024).toFixed(1)),
  },
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'web.json'), JSON.stringify(summary, null, 2));

console.log(
  '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS transferred KB (scripts) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of lighthouseRows) {
  console.log(
    `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.jsTransferKB} (${row.scripts}) |`,
  );
}
for (const row of lighthouseRows)
  if (row.failed.length) console.log(`${row.page}: failed audits: ${row.failed.join(', ')}`);
for (const row of lighthouseRows)
  for (const [id, items] of Object.entries(row.failedDetails))
    console.log(`  ${row.page} ${id}: ${items.join(' | ')}`);
console.log(`\nTutorial page cache state (x-nextjs-cache): ${cacheState}`);
console.log(
  `Cached tutorial page: ${page.rps} req/s (p50 ${page.p50Ms} ms, p99 ${page.p99Ms} ms, errors ${page.errors})`,
);
console.log(
  `Same HTML as a static file: ${file.rps} req/s (p50 ${file.p50Ms} ms) — ratio ${summary.throughput.ratio}`,
);
stopAll();
process.exit(0);
