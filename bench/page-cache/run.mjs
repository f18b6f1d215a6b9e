// `npm run bench` (folder page-cache): the page-cache fuzzer (fuzz.mjs) against the built API and web app behind the
// documented nginx page cache, for a minute (BENCH_FUZZ_SECONDS) with a new seed each run (BENCH_FUZZ_SEED to replay
// one). It is given the CSP nonce placeholder, as an attacker who read it in an old Link header would have it. Exits
// 1 when a canonical page stopped being the right page. Needs `npm run build` and nginx (installed as the page-cache
// test does; skipped, saying why, where it cannot be).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNginx, startPageCache } from '../../scripts/page-cache.mjs';
import { sharedPlaceholder } from '../../apps/web/server/csp.mjs';
import { fuzzPageCache } from './fuzz.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4820);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3820);
const CACHE_PORT = Number(process.env.BENCH_PROXY_PORT ?? WEB_PORT + 5000);
const SECONDS = Number(process.env.BENCH_FUZZ_SECONDS ?? 60);
const SEED = process.env.BENCH_FUZZ_SEED ? Number(process.env.BENCH_FUZZ_SEED) : undefined;
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
const cacheUrl = `http://127.0.0.1:${CACHE_PORT}`;
const secret = 'bench-page-cache-fuzz-secret-0123456789';
const dataDir = path.join(root, '.data', 'bench-page-cache');

const missing = ensureNginx();
if (missing) {
  console.log(`page-cache fuzzer skipped: ${missing}`);
  process.exit(0);
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: '',
  REDIS_URL: '',
  DATA_DIR: dataDir,
  API_HOST: '127.0.0.1',
  API_PORT: String(API_PORT),
  API_URL: apiUrl,
  PUBLIC_API_URL: apiUrl,
  PUBLIC_WEB_URL: cacheUrl,
  LOGIN_REDIRECT_ORIGINS: cacheUrl,
  CORS_ORIGINS: cacheUrl,
  REVALIDATE_URL: `${webUrl}/api/revalidate`,
  REVALIDATE_SECRET: secret,
  PAGE_CACHE_URLS: cacheUrl,
  JWT_SECRET: 'bench-page-cache-jwt-secret-long-enough-0123456789',
  SEED_IF_EMPTY: 'true',
  SEED_DEMO: '1',
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'warn',
};

const children = [];
const start = (cwd, args) => {
  const child = spawn(process.execPath, args, {
    cwd: path.join(root, cwd),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};
async function waitFor(url) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

let pageCache;
let code = 1;
try {
  rmSync(dataDir, { recursive: true, force: true });
  start('apps/api', ['dist/main.js']);
  await waitFor(`${apiUrl}/health`);
  start('apps/web', ['server/main.mjs', '-p', String(WEB_PORT), '-H', '127.0.0.1']);
  await waitFor(`${webUrl}/robots.txt`);
  pageCache = await startPageCache({
    port: CACHE_PORT,
    upstreams: [`127.0.0.1:${WEB_PORT}`],
    revalidateSecret: secret,
    dir: path.join(dataDir, 'nginx'),
    stdio: 'ignore',
  });
  // Pages of each kind the page cache keeps, each with the title the app gives it (read straight from the app).
  const slugOf = async (list) =>
    (await (await fetch(`${apiUrl}/content/v1/${list}?limit=1`)).json()).data[0].slug;
  const paths = [
    '/',
    '/pricing',
    '/community',
    '/community/tutorials',
    `/community/tutorials/${await slugOf('tutorials')}`,
    `/community/questions/${await slugOf('questions')}`,
  ];
  const pages = [];
  for (const pagePath of paths) {
    const html = await (await fetch(webUrl + pagePath)).text();
    pages.push({ path: pagePath, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '' });
  }
  const result = await fuzzPageCache({
    cacheUrl,
    pages,
    budgetMs: SECONDS * 1000,
    checkEvery: 4,
    seed: SEED,
    placeholder: sharedPlaceholder(secret),
  });
  console.log(
    `page-cache fuzzer: ${result.steps} mutated requests and ${result.requests - result.steps} checks of ${pages.length} pages in ${result.seconds.toFixed(0)} s, seed ${result.seed} (BENCH_FUZZ_SEED=${result.seed} to replay): ${result.problems.length === 0 ? 'PASS' : 'FAIL'}`,
  );
  for (const problem of result.problems) console.log(JSON.stringify(problem));
  code = result.problems.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`page-cache fuzzer: ${error.message}`);
} finally {
  await pageCache?.stop();
  for (const child of children) child.kill('SIGTERM');
}
process.exit(code);
