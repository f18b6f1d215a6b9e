// Small helpers over raw SQL results (same shape from PGlite and node-postgres).
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** Runs raw SQL and returns its rows. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
