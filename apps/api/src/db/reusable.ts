// Statements built once and run many times: Drizzle rebuilds a query's SQL text from its builder on every call,
// which for the site's hottest reads cost more of the API's time than sending them. A reusable statement is built
// once per database (or open transaction) with `sql.placeholder` for whatever varies, and `.prepare(name)`d: later
// calls only bind values. On PostgreSQL the name also keeps it prepared on each connection.
import type { Executor } from './client.js';

const built = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A stand-in database that routes each use to one of several (the read replica's router) answers this property
 * with the database it routes to right now: a statement is built for, and runs on, that one.
 */
export const ROUTED_DATABASE = Symbol('reef.routedDatabase');

/**
 * The statement `name` built by `build` for this database, built on first use. `name` must identify the
 * statement's whole text: two shapes of one query need two names.
 */
export function reusable<T>(routed: Executor, name: string, build: (db: Executor, name: string) => T): T {
  const db = ((routed as { [ROUTED_DATABASE]?: Executor })[ROUTED_DATABASE] ?? routed) as Executor;
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}
