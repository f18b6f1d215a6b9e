// `npm start`: build what is not built, then start the API (migrates, seeds demo content into a database with no
// content, even one that already has accounts, and prints whether it did) and the web app together; Ctrl-C stops both. `npm run dev` starts both in watch mode instead.
// `npm start -- --page-cache` also starts the page cache (Debian's nginx, deploy/nginx-page-cache.conf; installed as
// root on Debian when missing) in front of the web app on PAGE_CACHE_PORT (3080): the site's address then.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root, waitForUrl } from './lib.mjs';
import { ensureNginx, startPageCache } from './page-cache.mjs';

const isDev = process.argv.includes('--dev');
const withPageCache = process.argv.includes('--page-cache');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const pageCachePort = process.env.PAGE_CACHE_PORT ?? '3080';
const apiHost = process.env.API_HOST ?? '127.0.0.1';
// With the page cache, visitors use its address; the web app's own port stays reachable for checks.
const sitePort = withPageCache ? pageCachePort : webPort;
const publicWebUrl = process.env.PUBLIC_WEB_URL ?? `http://localhost:${sitePort}`;

if (withPageCache) {
  const missing = isDev
    ? 'the page cache runs with the production build only (not with --dev)'
    : ensureNginx();
  if (missing) {
    console.error(`[reef] cannot start the page cache: ${missing}.`);
    process.exit(1);
  }
}
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');

/** The API and the web app share one revalidation secret; in embedded mode it is kept in DATA_DIR. */
function revalidateSecret() {
  if (process.env.REVALIDATE_SECRET) return process.env.REVALIDATE_SECRET;
  const file = path.join(dataDir, 'revalidate-secret');
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 32) return value;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

// Browsers may open the site as localhost or 127.0.0.1: accept both unless the operator chose.
const localOrigins = `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`;
const env = {
  ...process.env,
  API_PORT: apiPort,
  WEB_PORT: webPort,
  API_URL: process.env.API_URL ?? `http://${apiHost}:${apiPort}`,
  PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
  PUBLIC_WEB_URL: publicWebUrl,
  DATA_DIR: dataDir,
  REVALIDATE_SECRET: revalidateSecret(),
  LOGIN_REDIRECT_ORIGINS:
    process.env.LOGIN_REDIRECT_ORIGINS ?? (process.env.PUBLIC_WEB_URL ? publicWebUrl : localOrigins),
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? (process.env.PUBLIC_WEB_URL ? publicWebUrl : localOrigins),
  // The demo accounts have published passwords: a production start does not seed them unless asked (SEED_DEMO=1).
  SEED_IF_EMPTY:
    process.env.SEED_IF_EMPTY ??
    (process.env.NODE_ENV === 'production' && !process.env.SEED_DEMO ? 'false' : 'true'),
  // One line per request drowns the banner; LOG_LEVEL=info brings the request log back.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
  // The web app refreshes the pages a write changed in the page cache, and renders with the placeholder it knows.
  ...(withPageCache ? { PAGE_CACHE_URLS: `http://127.0.0.1:${pageCachePort}` } : {}),
};

if (!isDev) await buildIfNeeded({ force: process.argv.includes('--rebuild') });

const children = [];
let stopping = false;

/** The command of each app, run directly (not through npm) so a signal reaches the server itself. */
function appCommand(name) {
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  if (name === 'api') {
    return isDev
      ? { cwd: path.join(root, 'apps/api'), args: [tsx, 'watch', '--conditions=@reef/source', 'src/main.ts'] }
      : { cwd: path.join(root, 'apps/api'), args: ['dist/main.js'] };
  }
  // Production runs the web app's own server: Next.js behind the layer that gives each response its CSP nonce.
  return {
    cwd: path.join(root, 'apps/web'),
    args: isDev ? [nextBin, 'dev', '-p', webPort] : ['server/main.mjs', '-p', webPort],
  };
}

function startChild(name) {
  const { cwd, args } = appCommand(name);
  // Each app runs in its own process group, so stopping it also stops anything it started.
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit', detached: true });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[reef] ${name} stopped (exit ${code ?? 'signal'}); stopping everything.`);
      void stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) killGroup(child, 'SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          const timer = setTimeout(() => {
            killGroup(child, 'SIGKILL');
            resolve();
          }, 10_000);
          child.on('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const api = startChild('api');
const apiUp = await waitForUrl(`${env.API_URL}/health`, {
  timeoutMs: 120_000,
  isAlive: () => api.exitCode === null,
});
if (!apiUp) {
  console.error('[reef] the API did not become healthy; stopping.');
  await stop(1);
}
const web = startChild('web');
const webUp = await waitForUrl(`http://127.0.0.1:${webPort}/`, {
  timeoutMs: 120_000,
  isAlive: () => web.exitCode === null,
});
if (!webUp) {
  console.error('[reef] the web app did not start; stopping.');
  await stop(1);
}
if (withPageCache) {
  try {
    const pageCache = await startPageCache({
      port: Number(pageCachePort),
      upstreams: [`127.0.0.1:${webPort}`],
      revalidateSecret: env.REVALIDATE_SECRET,
      dir: path.join(dataDir, 'page-cache'),
    });
    pageCache.child.on('exit', (code) => {
      if (!stopping) {
        console.error(`[reef] the page cache stopped (exit ${code ?? 'signal'}); stopping everything.`);
        void stop(code ?? 1);
      }
    });
    children.push(pageCache.child);
  } catch (error) {
    console.error(`[reef] ${error.message}; stopping.`);
    await stop(1);
  }
}
console.log(`
  Reef is running.
    Site:        ${publicWebUrl}   (community: ${publicWebUrl}/community)${withPageCache ? `\n    Page cache:  nginx on port ${pageCachePort} in front of the web app on port ${webPort}` : ''}
    API:         ${env.PUBLIC_API_URL}   (docs: ${env.PUBLIC_API_URL}/v1/docs)
  Press Ctrl-C to stop.
`);
