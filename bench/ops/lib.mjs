// Shared pieces of the operations drills: a throwaway PostgreSQL cluster (its own data directory and
// port, never the machine's cluster), the built API as a child process, and small HTTP helpers.
// Everything listens on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { createPostgresServer } from '../../scripts/pg-cluster.mjs';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const apiMain = path.join(root, 'apps/api/dist/main.js');

/** Ports of the drills (override with OPS_PG_PORT / OPS_API_PORT). */
export const ports = {
  pg: Number(process.env.OPS_PG_PORT ?? 4339),
  api: Number(process.env.OPS_API_PORT ?? 4330),
};

/** A fresh PostgreSQL cluster in a temporary directory; stop()/start() restart it, destroy() removes it. */
export function createPostgres({ port = ports.pg } = {}) {
  if (!existsSync(apiMain))
    throw new Error('Build the API first: npm run build -w packages/core -w packages/markdown -w apps/api');
  return createPostgresServer({ port });
}

/** Starts the built API on a database; resolves once /ready answers 200. */
export async function startApi({ databaseUrl, port = ports.api, env = {}, logFile }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reef-ops-api-'));
  mkdirSync(dataDir, { recursive: true });
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [apiMain], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      JWT_SECRET: 'ops-drill-secret-ops-drill-secret-0123456789',
      REVALIDATE_SECRET: 'ops-drill-revalidate-secret',
      // Nothing listens there (our own port range): revalidation is fire-and-forget.
      REVALIDATE_URL: 'http://127.0.0.1:4338/api/revalidate',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('the API did not become ready within 60 s');
    await delay(50);
  }
  return {
    base,
    child,
    readyMs: Date.now() - started,
    kill(signal = 'SIGKILL') {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON request; never throws for HTTP statuses, returns { status, json, headers } or { error }. */
export async function call(base, method, url, { token, body, headers = {}, timeoutMs = 10_000 } = {}) {
  try {
    const res = await fetch(base + url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, headers: res.headers };
  } catch (error) {
    return { status: 0, error: error.cause?.code ?? error.name ?? String(error) };
  }
}

/** Registers `count` members; returns [{ id, slug, token }]. */
export async function registerMembers(base, count, prefix) {
  const members = [];
  for (let i = 0; i < count; i += 1) {
    const username = `${prefix}${i}`;
    const res = await call(base, 'POST', '/v1/auth/register', {
      body: { email: `${username}@example.test`, username, password: 'ops drill password 1' },
    });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`register ${username}: ${res.status} ${JSON.stringify(res.json)}`);
    members.push({
      id: res.json.user.id,
      slug: res.json.user.slug,
      token: res.json.jwt,
      email: `${username}@example.test`,
    });
  }
  return members;
}

/** Percentile of a sorted array of numbers. */
export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
