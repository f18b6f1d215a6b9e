// The embedded database's statements, prepared once. PGlite's `query` parses, describes and plans every statement
// anew, in six calls into its WASM backend; for the short reads of a page that costs more than running them, and
// PGlite runs on the API's own thread. This keeps each statement Drizzle sends prepared under the name the
// PostgreSQL pool's connections use: its first run parses and describes it, later runs bind and execute it in one
// call, and after five runs PostgreSQL reuses a generic plan instead of planning again (as on a server).
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { PREPARED_PER_CONNECTION, statementName } from './statement-names.js';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
/** What the first run learnt of a statement: its parameters' types and its rows' description (none: no rows). */
type Prepared = { paramTypes: number[]; rowDescription: BackendMessage | undefined };

/** PGlite's own locks: one statement at a time, and none inside another caller's open transaction. */
type Locks = {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

/** PostgreSQL's answer when a prepared statement's tables changed shape under it. */
const CHANGED_RESULT_TYPE = '0A000';
const RETRY = Symbol('retry');
const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Replaces `client.query` (what Drizzle calls outside a transaction) with one that runs each single statement
 * as a named prepared statement; a transaction's statements, scripts (`exec`) and statements past
 * PREPARED_PER_CONNECTION take PGlite's own path. Errors are PGlite's, with the same `query` and `params`.
 */
export function preparePgliteStatements(client: PGlite): void {
  const prepared = new Map<string, Prepared>();
  const unprepared = client.query.bind(client) as PGlite['query'];
  const locks = client as unknown as Locks;

  async function run(name: string, text: string, params: unknown[], options?: QueryOptions) {
    let statement = prepared.get(name);
    if (!statement) {
      const { messages } = await client.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      statement = {
        paramTypes: parse.parseDescribeStatementResults(messages),
        rowDescription: messages.find((m) => m.name === 'rowDescription'),
      };
      prepared.set(name, statement);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const write = options?.serializers?.[oid] ?? client.serializers[oid];
      return write ? write(param) : String(param);
    });
    let messages: BackendMessage[];
    try {
      ({ messages } = await client.execProtocol(
        concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      ));
    } catch (error) {
      if ((error as { code?: string }).code !== CHANGED_RESULT_TYPE) throw error;
      // A migration changed a table it reads: forget it, and run this once the ordinary way (next time it is
      // prepared again).
      prepared.delete(name);
      await client.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
        syncToFs: false,
      });
      return RETRY;
    }
    await client.syncToFs();
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(all, client.parsers, options)[0] as Results;
  }

  client.query = async function query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const name = options?.blob || options?.paramTypes ? null : statementName(text);
    if (!name || (!prepared.has(name) && prepared.size >= PREPARED_PER_CONNECTION))
      return unprepared<T>(text, params, options);
    await client.waitReady;
    let result: Results | typeof RETRY;
    try {
      result = await locks._runExclusiveTransaction(() =>
        locks._runExclusiveQuery(() => run(name, text, params, options)),
      );
    } catch (error) {
      if (error && typeof error === 'object' && 'code' in error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
    if (result === RETRY) return unprepared<T>(text, params, options);
    return result as Results<T>;
  };
}
