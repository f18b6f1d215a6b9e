// Small helpers over raw SQL results (same shape from PGlite and node-postgres).
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { reusable } from '../../db/reusable.js';

/** Runs raw SQL and returns its rows. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The rows of a raw statement built once per database (db/reusable.ts) and run with `values` for its
 * `sql.placeholder`s: `name` must identify the statement's whole text, as `build` writes it. Drizzle builds a raw
 * statement's text anew on every `execute`, which for a union of several branches cost a tenth of a millisecond per
 * call; the text is built here once, from Drizzle's own dialect and session (the same ones `execute` uses).
 */
export function reusableRows<T>(
  db: Executor,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  const statement = reusable(db, name, (rdb, statementName) => {
    const internals = rdb as unknown as { dialect: PgDialect; session: PgSession };
    return internals.session.prepareQuery(
      internals.dialect.sqlToQuery(build()),
      undefined,
      statementName,
      false,
    );
  });
  return statement.execute(values).then((result) => (result as unknown as { rows: T[] }).rows);
}
