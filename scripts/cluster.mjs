// `npm run start:cluster`: two API instances, two web instances and HAProxy in front of them, on one PostgreSQL
// server and one Redis, as a production deployment runs (docs/scaling.md). Ctrl-C stops everything.
// Needs: DATABASE_URL (a PostgreSQL server: the embedded database cannot be shared by processes), Redis
// (REDIS_URL, default redis://127.0.0.1:6379) and Debian's haproxy (installed here when missing, as root on Debian).
// Ports: CLUSTER_PORT (8080, the proxy: site and API on one address), CLUSTER_API_PORTS (4001,4002),
// CLUSTER_WEB_PORTS (3001,3002). Builds first when the sources changed. The e2e test drives the same module.
// `--page-cache`: the page cache (nginx, deploy/nginx-page-cache.conf, installed like haproxy) between HAProxy and
// the web instances, on CLUSTER_PAGE_CACHE_PORT (8090), as in the production topology of docs/scaling.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded, root, waitForUrl } from './lib.mjs';
import { ensureNginx, startPageCache } from './page-cache.mjs';

const INSTALL_HAPROXY = 'apt-get update && apt-get install -y haproxy';

const hasHaproxy = () => !spawnSync('haproxy', ['-v']).error;

/**
 * Makes sure Debian's haproxy is there: present, or installed now when this runs as root on Debian (apt-get).
 * Returns '' when haproxy can run, or why not with the command to run. Like `npm test` does for Chromium.
 */
export function ensureHaproxy({ log = console.log } = {}) {
  if (hasHaproxy()) return '';
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian) return 'haproxy is not installed: install HAProxy (2.x) so that `haproxy` is on the PATH';
  if (!isRoot) return `haproxy is not installed: run as root: ${INSTALL_HAPROXY}`;
  log(`[cluster] haproxy is missing: installing Debian's haproxy package (${INSTALL_HAPROXY})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { stdio: log === console.log ? 'inherit' : 'ignore', env };
  // The package lists may already be fresh; update only when the first attempt cannot find the package.
  if (spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], options).status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], options);
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], options);
  }
  return hasHaproxy() ? '' : `installing haproxy failed: run as root: ${INSTALL_HAPROXY}`;
}

/** Why the cluster cannot start here (missing PostgreSQL, Redis or haproxy), or '' when it can. */
export async function clusterBlocker({ databaseUrl, redisUrl }) {
  if (!databaseUrl) return 'DATABASE_URL is not set: the cluster needs a PostgreSQL server (postgres://…)';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return 'DATABASE_URL must be a postgres:// URL';
  if (!hasHaproxy()) return `haproxy is not installed (Debian: ${INSTALL_HAPROXY})`;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    return `no PostgreSQL server answers at DATABASE_URL (${error.message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `no Redis answers at ${redisUrl} (${error.message})`;
  } finally {
    redis.disconnect();
  }
  return '';
}

/** Creates the database DATABASE_URL names when the server answers but the database does not exist yet. */
export async function ensureDatabase(databaseUrl, { log = console.log } = {}) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return;
  } catch (error) {
    if (error.code !== '3D000') return; // anything but "database does not exist" is reported by clusterBlocker
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    log(`[cluster] created the database ${name}`);
  } catch (error) {
    log(`[cluster] could not create the database ${name}: ${error.message}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/**
 * Starts 2 API + 2 web instances (or one of each, given one port each) and HAProxy; resolves with their addresses
 * and a stop(). Every process runs in its own process group and is stopped by its id.
 */
export async function startCluster(options) {
  const { databaseUrl, redisUrl, port, apiPorts, webPorts, keyPrefix = 'reef:', log = console.log } = options;
  const proxyUrl = `http://127.0.0.1:${port}`;
  const publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  const secret =
    options.revalidateSecret ?? process.env.REVALIDATE_SECRET ?? randomBytes(32).toString('base64url');
  const jwtSecret = options.jwtSecret ?? process.env.JWT_SECRET ?? randomBytes(48).toString('base64url');
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    // Every instance signs and checks sessions and revalidation calls with the same secrets.
    JWT_SECRET: jwtSecret,
    REVALIDATE_SECRET: secret,
    PUBLIC_API_URL: publicUrl,
    PUBLIC_WEB_URL: publicUrl,
    LOGIN_REDIRECT_ORIGINS: `${publicUrl},${proxyUrl}`,
    CORS_ORIGINS: `${publicUrl},${proxyUrl}`,
    // Server-side reads and revalidation calls go through the proxy, so any instance may answer them.
    API_URL: proxyUrl,
    REVALIDATE_URL: `${proxyUrl}/api/revalidate`,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // With the page cache, every web instance refreshes there the pages a write changed (tag index in Redis).
    ...(options.pageCachePort ? { PAGE_CACHE_URLS: `http://127.0.0.1:${options.pageCachePort}` } : {}),
    SEED_IF_EMPTY: process.env.SEED_IF_EMPTY ?? 'true',
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    ...options.env,
  };
  const children = [];
  const spawnChild = (name, args, cwd, env) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env,
      stdio: options.stdio ?? 'inherit',
      detached: true,
    });
    child.name = name;
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) kill(child, 'SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => (kill(child, 'SIGKILL'), resolve()), 10_000);
            child.once('exit', () => (clearTimeout(timer), resolve()));
          }),
      ),
    );
  };
  const kill = (child, signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  };
  try {
    // One API first: it migrates (and seeds an empty database) before the others start.
    for (const [i, apiPort] of apiPorts.entries()) {
      const api = spawnChild(`api${i + 1}`, ['dist/main.js'], path.join(root, 'apps/api'), {
        ...common,
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
      });
      if (
        !(await waitForUrl(`http://127.0.0.1:${apiPort}/health`, {
          timeoutMs: 180_000,
          isAlive: () => api.exitCode === null,
        }))
      )
        throw new Error(`API instance ${i + 1} (port ${apiPort}) did not become healthy`);
      log(`[cluster] api${i + 1} on http://127.0.0.1:${apiPort}`);
    }
    const haproxy = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')], {
      env: {
        ...process.env,
        REEF_BIND: `127.0.0.1:${port}`,
        // One instance of each (the scaling benchmark's baseline): both server lines name the same process.
        REEF_API1: `127.0.0.1:${apiPorts[0]}`,
        REEF_API2: `127.0.0.1:${apiPorts[1] ?? apiPorts[0]}`,
        // With the page cache, HAProxy's web backend is the page cache, which spreads over the web instances.
        REEF_WEB1: `127.0.0.1:${options.pageCachePort ?? webPorts[0]}`,
        REEF_WEB2: `127.0.0.1:${options.pageCachePort ?? webPorts[1] ?? webPorts[0]}`,
      },
      stdio: options.stdio ?? 'inherit',
      detached: true,
    });
    haproxy.name = 'haproxy';
    children.push(haproxy);
    for (const [i, webPort] of webPorts.entries()) {
      const web = spawnChild(
        `web${i + 1}`,
        ['server/main.mjs', '-p', String(webPort), '-H', '127.0.0.1'],
        path.join(root, 'apps/web'),
        { ...common, WEB_PORT: String(webPort) },
      );
      if (
        !(await waitForUrl(`http://127.0.0.1:${webPort}/robots.txt`, {
          timeoutMs: 180_000,
          isAlive: () => web.exitCode === null,
        }))
      )
        throw new Error(`web instance ${i + 1} (port ${webPort}) did not start`);
      log(`[cluster] web${i + 1} on http://127.0.0.1:${webPort}`);
    }
    if (options.pageCachePort) {
      const pageCache = await startPageCache({
        port: options.pageCachePort,
        upstreams: webPorts.map((webPort) => `127.0.0.1:${webPort}`),
        revalidateSecret: secret,
        dir: path.join(root, '.data', `cluster-page-cache-${options.pageCachePort}`),
        stdio: options.stdio ?? 'inherit',
      });
      pageCache.child.name = 'page cache';
      children.push(pageCache.child);
      log(`[cluster] page cache on http://127.0.0.1:${options.pageCachePort}`);
    }
    if (
      !(await waitForUrl(`${proxyUrl}/v1/openapi.json`, {
        timeoutMs: 30_000,
        isAlive: () => haproxy.exitCode === null,
      }))
    )
      throw new Error(`HAProxy (port ${port}) did not answer`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    proxyUrl,
    publicUrl,
    apiUrls: apiPorts.map((p) => `http://127.0.0.1:${p}`),
    webUrls: webPorts.map((p) => `http://127.0.0.1:${p}`),
    pageCacheUrl: options.pageCachePort ? `http://127.0.0.1:${options.pageCachePort}` : undefined,
    jwtSecret,
    stop,
    children,
  };
}

const ports = (value, fallback) => (value ?? fallback).split(',').map((p) => Number(p.trim()));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) await ensureDatabase(databaseUrl);
  const withPageCache = process.argv.includes('--page-cache');
  const blocker =
    ensureHaproxy() ||
    (withPageCache ? ensureNginx() : '') ||
    (await clusterBlocker({ databaseUrl, redisUrl }));
  if (blocker) {
    console.error(`[cluster] cannot start: ${blocker}.`);
    console.error('[cluster] see docs/scaling.md ("Two of each on one machine").');
    process.exit(1);
  }
  await buildIfNeeded();
  const cluster = await startCluster({
    databaseUrl,
    redisUrl,
    port: Number(process.env.CLUSTER_PORT ?? 8080),
    apiPorts: ports(process.env.CLUSTER_API_PORTS, '4001,4002'),
    webPorts: ports(process.env.CLUSTER_WEB_PORTS, '3001,3002'),
    keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'reef:',
    pageCachePort: withPageCache ? Number(process.env.CLUSTER_PAGE_CACHE_PORT ?? 8090) : undefined,
  }).catch((error) => {
    console.error(`[cluster] ${error.message}`);
    process.exit(1);
  });
  let stopping = false;
  const shutdown = () => {
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const child of cluster.children)
    child.once('exit', (code) => {
      if (stopping) return;
      stopping = true;
      console.error(`[cluster] ${child.name} stopped (exit ${code ?? 'signal'}); stopping everything.`);
      void cluster.stop().then(() => process.exit(1));
    });
  console.log(`
  Reef is running as a cluster: 2 API + 2 web instances behind HAProxy, on PostgreSQL and Redis.
    Site and API:  ${cluster.publicUrl}   (community: ${cluster.publicUrl}/community, API docs: ${cluster.publicUrl}/v1/docs)
    Instances:     ${[...cluster.apiUrls, ...cluster.webUrls].join('  ')}${cluster.pageCacheUrl ? `\n    Page cache:    ${cluster.pageCacheUrl} (HAProxy's web backend, in front of the web instances)` : ''}
  Press Ctrl-C to stop.
`);
}
