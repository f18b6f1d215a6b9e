// The names statements are prepared under, on a PostgreSQL server's connections and in the embedded database.
import { createHash } from 'node:crypto';

/** The most statements one connection keeps prepared; past it a new text runs unprepared. */
export const PREPARED_PER_CONNECTION = 1000;

/**
 * A statement that starts with this is never prepared, so PostgreSQL plans it with its parameters each time: one
 * whose best plan depends on their values (a search: a rare word is read ranked from an index, a common one newest
 * first), where the generic plan a prepared statement falls back to after five runs would pick one plan for all.
 */
export const PLAN_EACH_TIME = '/* planned each time */ ';

/** Statement names by text, shared by every connection (null: a text that is not prepared). */
const statementNames = new Map<string, string | null>();

/**
 * The name a statement is prepared under: a hash of its text, looked up by text so a request does not hash the
 * same few kilobytes of SQL again. Only single reads and writes are named (not `begin`, DDL or a script of
 * several statements). Bounded like each connection's own set of prepared statements.
 */
export function statementName(text: string): string | null {
  let name = statementNames.get(text);
  if (name === undefined) {
    name =
      !text.startsWith(PLAN_EACH_TIME) &&
      /^\s*(select|with|insert|update|delete|\()/i.test(text) &&
      !text.includes(';')
        ? `r${createHash('sha1').update(text).digest('base64url')}`
        : null;
    if (statementNames.size >= PREPARED_PER_CONNECTION) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}
