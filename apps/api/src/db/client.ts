// Opens the database: embedded PGlite (file-backed, or in memory for tests) by default, a PostgreSQL
// server through node-postgres when DATABASE_URL is set. One dialect, one schema, one set of migrations.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The driver-independent Drizzle database every service receives. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: services accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  poolSize?: number;
  /** In-memory PGlite only: start from this data directory tarball (`dumpDataDir()`) instead of an empty cluster. */
  loadDataDir?: Blob;
};

/** Opens the configured database; call `migrate()` before serving. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // Idle clients may error when the server restarts; without a listener that would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('openDatabase: dataDir is required for the file-backed PGlite database');
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, ...(options.inMemory && options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
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
