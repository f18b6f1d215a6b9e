// The page cache in front of the web app: Debian's nginx with deploy/nginx-page-cache.conf (docs/scaling.md).
//   node scripts/page-cache.mjs config   prints the configuration for this environment (to copy to /etc/nginx)
// Used by `npm start -- --page-cache`, `npm run start:cluster -- --page-cache`, the web benchmark and the e2e test.
// The configuration's values come from the environment:
//   REVALIDATE_SECRET (required: the nonce placeholder and the refresh secret are derived from it, as the web app
//   does),
//   PAGE_CACHE_LISTEN (127.0.0.1:8520), PAGE_CACHE_UPSTREAMS (the web instances, comma list: 127.0.0.1:3000),
//   PAGE_CACHE_DIR (/var/cache/nginx/reef-pages), PAGE_CACHE_RUN_DIR (/run/reef-page-cache).
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedPlaceholder } from '../apps/web/server/csp.mjs';
import { pageCacheRefreshSecret } from '../apps/web/server/page-cache.mjs';
import { root, waitForUrl } from './lib.mjs';

const PACKAGES = ['nginx'];
const INSTALL_NGINX = `apt-get update && apt-get install -y ${PACKAGES.join(' ')}`;

const hasNginx = () => !spawnSync('nginx', ['-v']).error;

/**
 * Makes sure Debian's nginx is there: present, or installed now when this runs as root on Debian (apt-get). Returns ''
 * when the page cache can run, or why not with the command to run.
 */
export function ensureNginx({ log = console.log } = {}) {
  if (hasNginx()) return '';
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian)
    return 'nginx is not installed: install nginx (1.22 or later, with its sub module) so that `nginx` is on the PATH';
  if (!isRoot) return `nginx is not installed: run as root: ${INSTALL_NGINX}`;
  log(`[page cache] installing Debian's ${PACKAGES.join(' and ')} (${INSTALL_NGINX})…`);
  // The package would start a system nginx on port 80: this project runs its own, so keep services from starting.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const options = { stdio: log === console.log ? 'inherit' : 'ignore', env };
  const install = ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES];
  if (spawnSync('apt-get', install, options).status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], options);
    spawnSync('apt-get', install, options);
  }
  return hasNginx() ? '' : `installing nginx failed: run as root: ${INSTALL_NGINX}`;
}

const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** deploy/nginx-page-cache.conf with its {{NAME}} values filled in. */
export function renderPageCacheConfig({ listen, upstreams, cacheDir, runDir, revalidateSecret }) {
  if (!revalidateSecret || revalidateSecret.length < 16)
    throw new Error('the page cache needs REVALIDATE_SECRET (the web app’s, at least 16 characters)');
  const values = {
    LISTEN: listen,
    UPSTREAMS: upstreams
      .map((address) => `        server ${address} max_fails=2 fail_timeout=5s;`)
      .join('\n'),
    CACHE_DIR: cacheDir,
    RUN_DIR: runDir,
    NONCE_PLACEHOLDER: sharedPlaceholder(revalidateSecret),
    REFRESH_SECRET: pageCacheRefreshSecret(revalidateSecret),
  };
  const template = readFileSync(path.join(root, 'deploy', 'nginx-page-cache.conf'), 'utf8');
  // Comment lines name the values; only the directives get them.
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
            if (!(name in values)) throw new Error(`deploy/nginx-page-cache.conf: unknown value ${match}`);
            return values[name];
          }),
    )
    .join('\n');
}

/**
 * Starts nginx as the page cache in front of `upstreams` (host:port of web instances) with an empty cache under
 * `dir`; resolves with its URL and a stop(). The web instances need PAGE_CACHE_URLS=<url> and the same
 * REVALIDATE_SECRET.
 */
export async function startPageCache({
  port,
  host = '127.0.0.1',
  upstreams,
  revalidateSecret,
  dir = path.join(root, '.data', `page-cache-${port}`),
  stdio = 'inherit',
}) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they write the cache and the temporary files, in a folder of
  // their own under the system's temporary folder (the checkout may sit where nobody cannot enter, e.g. /root).
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const workDir = isRoot ? mkdtempSync(path.join(tmpdir(), `reef-page-cache-${port}-`)) : dir;
  const runDir = path.join(workDir, 'run');
  const cacheDir = path.join(workDir, 'cache');
  mkdirSync(runDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  if (isRoot) {
    chmodSync(workDir, 0o755);
    for (const folder of [runDir, cacheDir]) chownSync(folder, 65534, 65534);
  }
  const removeWorkDir = () => {
    if (workDir !== dir) rmSync(workDir, { recursive: true, force: true });
  };
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(
    configFile,
    renderPageCacheConfig({
      listen: `${host}:${port}`,
      upstreams,
      cacheDir,
      runDir,
      revalidateSecret,
    }),
    { mode: 0o600 },
  );
  // -p: relative paths (none) and the default error log resolve under the run folder, not /var/log/nginx.
  const child = spawn('nginx', ['-p', runDir, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio,
    detached: true,
  });
  child.name = 'page cache';
  child.once('exit', removeWorkDir);
  const url = `http://${host}:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone
        }
        resolve();
      }, 5000);
      child.once('exit', () => (clearTimeout(timer), resolve()));
      try {
        process.kill(-child.pid, 'SIGQUIT'); // nginx: graceful stop
      } catch {
        child.kill('SIGQUIT');
      }
    });
  if (
    !(await waitForUrl(`${url}/robots.txt`, { timeoutMs: 30_000, isAlive: () => child.exitCode === null }))
  ) {
    await stop();
    throw new Error(`the page cache (nginx on ${url}) did not answer`);
  }
  return { url, child, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== 'config') {
    console.error(
      'usage: node scripts/page-cache.mjs config   (prints the nginx configuration; see the top of this file)',
    );
    process.exit(1);
  }
  try {
    process.stdout.write(
      renderPageCacheConfig({
        listen: process.env.PAGE_CACHE_LISTEN ?? '127.0.0.1:8520',
        upstreams: list(process.env.PAGE_CACHE_UPSTREAMS ?? '127.0.0.1:3000'),
        cacheDir: process.env.PAGE_CACHE_DIR ?? '/var/cache/nginx/reef-pages',
        runDir: process.env.PAGE_CACHE_RUN_DIR ?? '/run/reef-page-cache',
        revalidateSecret: process.env.REVALIDATE_SECRET,
      }),
    );
  } catch (error) {
    console.error(`[page cache] ${error.message}`);
    process.exit(1);
  }
}
