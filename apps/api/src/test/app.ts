// Test harness: a fresh database per test file (in-memory PGlite, or a throwaway PostgreSQL database
// when DATABASE_URL is set, so parallel workers never collide) and the app built on it.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { parseEnv, type Env } from '../env.js';
import { createSmtpTransport } from '../platform/mail/transport.js';
import { createMailWorker } from '../jobs/mail-worker.js';
import type { App } from '../platform/types.js';

export type TestApp = {
  app: App;
  db: Database;
  env: Env;
  /** The throwaway PostgreSQL database of this file (its job queue delivers mail); unset on PGlite. */
  databaseUrl?: string;
  /** Revalidation calls the app made (tags and paths), newest last. */
  revalidations: { tags: string[]; paths: string[] }[];
  /**
   * Another API instance on the same database (its own pool on PostgreSQL; the same PGlite handle, which
   * cannot be opened twice), as a second process behind a load balancer would be. Closed with this one.
   */
  startInstance(envOverrides?: Record<string, string>): Promise<App>;
  close(): Promise<void>;
};

/** Environment of the tests: cheap argon2, silent logs, fixed secrets. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      REVALIDATE_SECRET: 'test-revalidate-secret',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_TIME_COST: '1',
      PUBLIC_WEB_URL: 'http://localhost:3000',
      LOGIN_REDIRECT_ORIGINS: 'http://localhost:3000,http://web.test',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      // Factories and tests also write rows directly (no event names a tag): the response cache is on only in the
      // files that test it (RESPONSE_CACHE_MB), so a direct write is never hidden behind a cached answer.
      RESPONSE_CACHE_MB: '0',
      REDIS_URL: '',
      ...overrides,
    },
    { persistSecrets: false },
  );
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `reef_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The installed PGlite version (a dump is only loaded by the version that wrote it). */
function pgliteVersion(): string {
  // The package does not export its package.json: walk up from its entry point.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? '';
}

/**
 * A migrated, empty PGlite data directory as a tarball. A new PGlite cluster runs initdb (seconds
 * under load); loading a dump does not, so the first test file to need it migrates once and writes
 * it beside the system's temporary files, named by a hash of the migrations and the PGlite version,
 * and every later file (in any worker) loads it. The rename makes a half-written dump invisible.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const hash = createHash('sha1');
  hash.update(pgliteVersion());
  for (const name of readdirSync(migrationsFolder).sort())
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  const file = join(tmpdir(), `reef-api-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const handle = await openDatabase({ inMemory: true });
    try {
      await handle.migrate();
      const dump = await handle.dumpDataDir!();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await handle.close();
    }
  }
}

/** Opens a fresh, migrated database and builds the app on it. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const env = testEnv(envOverrides);
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (env.DATABASE_URL) {
    const created = await createPostgresDatabase(env.DATABASE_URL);
    drop = created.drop;
    databaseUrl = created.url;
    handle = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  } else {
    // REEF_TEST_PGLITE_THREAD=worker: the whole suite on the embedded database's own thread, as `npm start` runs
    // it (a file-backed database); by default on the test's thread, which is quicker to open per file.
    handle = await openDatabase({
      inMemory: true,
      loadDataDir: await migratedPgliteDump(),
      thread: process.env.REEF_TEST_PGLITE_THREAD === 'worker' ? 'worker' : 'main',
    });
  }
  await handle.migrate();
  const app = await buildApp({ db: handle.db, env, logger: env.LOG_LEVEL !== 'silent', databaseUrl });
  const revalidations: TestApp['revalidations'] = [];
  const record = (target: { tags?: string[]; paths?: string[] }) => {
    revalidations.push({ tags: target.tags ?? [], paths: target.paths ?? [] });
  };
  app.ctx.revalidate = record;
  await app.ready();
  const others: { app: App; handle?: DatabaseHandle }[] = [];
  return {
    app,
    db: handle.db,
    env,
    databaseUrl,
    revalidations,
    async startInstance(overrides = {}) {
      const otherEnv = testEnv({ ...envOverrides, ...overrides });
      const own =
        handle.kind === 'postgres'
          ? await openDatabase({ databaseUrl: databaseUrl!, poolSize: 4 })
          : undefined;
      const other = await buildApp({ db: own?.db ?? handle.db, env: otherEnv, logger: false, databaseUrl });
      other.ctx.revalidate = record;
      await other.ready();
      others.push({ app: other, handle: own });
      return other;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.handle?.close();
      }
      await app.close();
      await handle.close();
      await drop?.();
    },
  };
}

/**
 * Registers beforeAll/afterAll for one test file and returns the live test app.
 * Usage: `const t = useTestApp(); it('…', async () => { await t.app.inject(…) })`.
 */
export function useTestApp(envOverrides: Record<string, string> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(envOverrides));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return new Proxy(holder, {
    get(target, key: keyof TestApp) {
      if (!(key in target)) throw new Error(`test app not ready: ${String(key)} read outside a test`);
      return target[key];
    },
  });
}

/**
 * Makes the test app deliver its mail to an SMTP server (test/smtp.ts) on the file's own queue:
 * graphile-worker on PostgreSQL, the in-process outbox runner on PGlite (tests call `ctx.mail.runOnce()`).
 */
export async function deliverTo(t: TestApp, smtp: { url: string }): Promise<void> {
  await t.app.ctx.mail.stop();
  t.app.ctx.mail = createMailWorker({
    db: t.db,
    env: t.env,
    databaseUrl: t.databaseUrl,
    transport: createSmtpTransport(smtp.url),
  });
}
