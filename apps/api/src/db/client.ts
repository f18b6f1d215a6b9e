// Opens the database: embedded PGlite (file-backed, or in memory for tests) by default, a PostgreSQL
// server through node-postgres when DATABASE_URL is set. One dialect, one schema, one set of migrations.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installJobQueue, type JobQueueLog } from './job-queue.js';
import { preparePgliteStatements } from './pglite-prepared.js';
import { openPgliteThread } from './pglite-thread.js';
import { PREPARED_PER_CONNECTION, statementName } from './statement-names.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The driver-independent Drizzle database every service receives. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: services accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL server only: the connection string (the job queue's worker opens its own small pool). */
  connectionString?: string;
  /** Applies our migrations; on a PostgreSQL server also installs or upgrades the job queue's schema. */
  migrate(): Promise<void>;
  /** PostgreSQL server only: the pool's connections right now (for /metrics). */
  poolStats?(): PoolStats;
  /** PGlite only: the data directory as a tarball, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenOptions = {
  databaseUrl?: string;
  /**
   * Embedded database only: PostgreSQL's buffer pool (`shared_buffers`). It lives in PGlite's WASM memory and is
   * written at start, so all of it counts in the process's memory; initdb's 128MB was most of the API's idle memory.
   * The files below it stay in the operating system's cache. Default `DEFAULT_PGLITE_SHARED_BUFFERS`.
   */
  sharedBuffers?: string;
  dataDir?: string;
  inMemory?: boolean;
  poolSize?: number;
  /** PostgreSQL server only: give up opening a connection after this many ms (default 5000). */
  connectTimeoutMs?: number;
  /** In-memory PGlite only: start from this data directory tarball (`dumpDataDir()`) instead of an empty cluster. */
  loadDataDir?: Blob;
  /** Where the job queue's schema installation reports warnings (PostgreSQL server only). */
  log?: JobQueueLog;
  /**
   * Embedded database only: where PGlite runs. 'worker' (the default for a data directory on disk, what `npm start`
   * serves): a thread of its own, so PostgreSQL's work runs beside the API's JavaScript on another core
   * (./pglite-thread.ts); 'main': on the calling thread (the default in memory, as the tests open it).
   */
  thread?: 'worker' | 'main';
  /** Called with every statement Drizzle sends and its parameters (the benchmarks' query plans). */
  logger?: Logger;
};

/**
 * Sends each single `select` statement as a named prepared statement (named by a hash of its text): PostgreSQL
 * parses it once per connection and, after five runs with a plan no dearer than the custom ones, reuses a generic
 * plan instead of planning again, which for the short reads of a page cost as much as running them. A text that
 * varies (an `in ($1, $2, …)` list of each length) makes a statement per variant, so a connection stops preparing
 * new texts past PREPARED_PER_CONNECTION.
 */
function prepareReads(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (
      config !== null &&
      typeof config === 'object' &&
      typeof (config as pg.QueryConfig).text === 'string' &&
      !(config as pg.QueryConfig).name
    ) {
      const { text } = config as pg.QueryConfig;
      const name = statementName(text);
      if (name && (prepared.has(name) || prepared.size < PREPARED_PER_CONNECTION)) {
        prepared.add(name);
        return query({ ...config, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}

/**
 * The connection string with just-in-time compilation off (`options=-c jit=off`, added to the operator's own
 * `options`, unless they name `jit` themselves). JIT pays off for analytical queries of seconds; our statements take
 * milliseconds, and a search whose plan holds a long walk it never takes (a kind's newest rows, read only when a probe
 * finds them dense) is costed above `jit_above_cost`: PostgreSQL spent 200 ms to seconds compiling plans that ran in
 * 20 ms. A startup option, so no statement is sent for it (docs/operations.md, "PostgreSQL settings").
 */
export function withoutJit(connectionString: string): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return connectionString;
  }
  const own = url.searchParams.get('options') ?? '';
  if (/\bjit\b/.test(own)) return connectionString;
  url.searchParams.set('options', `${own} -c jit=off`.trim());
  return url.toString();
}

/** What Drizzle is given on either driver: the schema, snake_case columns and the caller's statement logger. */
function drizzleConfig(options: OpenOptions) {
  return { schema, casing: 'snake_case' as const, logger: options.logger };
}

/** Opens the configured database; call `migrate()` before serving. */
/** The embedded database's buffer pool unless PGLITE_SHARED_BUFFERS says otherwise (bench/memory measures it). */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters with our buffer pool size. */
function pgliteStartParams(sharedBuffers: string): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A bounded connect time: while the server is down a request fails fast (503) instead of hanging.
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: withoutJit(options.databaseUrl),
      max,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    });
    // When the server shuts down or restarts, every connection gets an 'error' event. The pool listens
    // on idle ones; a connection checked out at that moment (between the queries of a transaction)
    // would emit it with no listener and crash the process. Its query fails on its own (→ 503) and the
    // pool drops the broken connection on release, so the event itself can be ignored.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      prepareReads(client);
    });
    const db = drizzlePg({ client: pool, ...drizzleConfig(options) }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      migrate: async () => {
        await migratePg(db as never, { migrationsFolder });
        await installJobQueue(pool, options.log);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir)
      throw new Error('openDatabase: dataDir is required for the file-backed PGlite database');
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const loadDataDir = options.inMemory ? options.loadDataDir : undefined;
  const thread = options.thread ?? (options.inMemory ? 'main' : 'worker');
  const startParams = pgliteStartParams(options.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS);
  const client =
    (thread === 'worker' ? await openPgliteThread({ dataDir, loadDataDir, startParams }) : null) ??
    (await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      startParams,
      ...(loadDataDir ? { loadDataDir } : {}),
    }));
  preparePgliteStatements(client);
  const db = drizzlePglite({ client, ...drizzleConfig(options) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** True when `select 1` answers. */
export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The `when` of the newest migration in the committed journal (what `migrate()` applies last). */
export function latestMigrationTime(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** True when the database has every committed migration applied (Drizzle's own bookkeeping table). */
export async function hasAllMigrations(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    latest: string | number | null;
  }[];
  const latest = Number(rows[0]?.latest ?? 0);
  return latest >= latestMigrationTime();
}
