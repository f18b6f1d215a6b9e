// The embedded database's statements, prepared once. PGlite's `query` parses, describes and plans every statement
// anew, in six calls into its WASM backend; for the short reads of a page that costs more than running them, and
// PGlite runs on the API's own thread. This keeps each statement Drizzle sends prepared under the name the
// PostgreSQL pool's connections use: its first run parses and describes it, later runs bind and execute it in one
// call, and after five runs PostgreSQL reuses a generic plan instead of planning again (as on a server).
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { PREPARED_PER_CONNECTION, statementName } from './statement-names.js';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Field = { name: string; dataTypeID: number };
/** What the first run learnt of a statement: its parameters' types and its rows' columns (none: no rows). */
type Prepared = { paramTypes: number[]; fields: Field[] };

/** PGlite's own locks: one statement at a time, and none inside another caller's open transaction. */
type Locks = {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

/**
 * PostgreSQL's answers when a prepared statement can no longer run as prepared: its tables changed shape under it
 * (0A000), or it was deallocated by someone else (26000).
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);
const RETRY = Symbol('retry');
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
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
 * The rows of an answer to Bind, Execute, Sync, read from PostgreSQL's bytes (DataRow, CommandComplete) as PGlite's
 * own `parseResults` would give them, without building a message object per row or a table of parsers per call
 * (which was most of a short read's cost). An ErrorResponse is read by PGlite's protocol parser and thrown as its
 * DatabaseError. Notices are dropped as PGlite drops them by default; Reef does not LISTEN on the embedded database.
 */
function decode(
  answer: Buffer,
  fields: Field[],
  parsers: (((text: string, typeId: number) => unknown) | undefined)[],
  options?: QueryOptions,
): Results {
  const rows: unknown[] = [];
  const asArrays = options?.rowMode === 'array';
  let command: string | undefined;
  let rowCount: number | undefined;
  let affectedRows = 0;
  for (let at = 0; at < answer.length;) {
    const type = answer[at]!;
    const next = at + 1 + answer.readInt32BE(at + 1);
    if (type === DATA_ROW) {
      const count = answer.readInt16BE(at + 5);
      const values: unknown[] = new Array(count);
      let p = at + 7;
      for (let i = 0; i < count; i++) {
        const length = answer.readInt32BE(p);
        p += 4;
        if (length < 0) {
          values[i] = null;
          continue;
        }
        const text = answer.toString('utf8', p, p + length);
        p += length;
        const read = parsers[i];
        values[i] = read ? read(text, fields[i]!.dataTypeID) : text;
      }
      if (asArrays) rows.push(values);
      else rows.push(Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
    } else if (type === COMMAND_COMPLETE) {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5": the last word is the count, the first the command.
      const parts = answer.toString('utf8', at + 5, next - 1).split(' ');
      command = parts[0];
      const count = parseInt(parts[parts.length - 1]!, 10);
      if (!Number.isNaN(count)) rowCount = count;
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!)) affectedRows += count;
    } else if (type === ERROR_RESPONSE) {
      let error: unknown;
      new protocol.Parser().parse(answer.subarray(at, next), (message: BackendMessage) => (error = message));
      throw error;
    }
    at = next;
  }
  return {
    rows,
    fields,
    affectedRows,
    ...(command === undefined ? {} : { command }),
    ...(rowCount === undefined ? {} : { rowCount }),
  } as Results;
}

/**
 * Replaces `client.query` (what Drizzle calls outside a transaction) with one that runs each single statement
 * as a named prepared statement; a transaction's statements, scripts (`exec`) and statements past
 * PREPARED_PER_CONNECTION take PGlite's own path. Errors are PGlite's, with the same `query` and `params`.
 */
export function preparePgliteStatements(client: PGlite): void {
  const locks = client as unknown as Locks;
  // The locks are PGlite's internal methods: on a version without them, keep PGlite's own path.
  if (typeof locks._runExclusiveTransaction !== 'function' || typeof locks._runExclusiveQuery !== 'function')
    return;
  const prepared = new Map<string, Prepared>();
  const pipelined = (
    client as { sendProtocol?: (message: Uint8Array) => Promise<Uint8Array> }
  ).sendProtocol?.bind(client);
  const unprepared = client.query.bind(client) as PGlite['query'];

  /**
   * Under PGlite's locks: prepares the statement the first time, then sends Bind, Execute and Sync. On a client that
   * can send without waiting for the answer (PGlite on its own thread, `sendProtocol`), the answer is awaited after
   * the locks are released, so the next statement is already queued behind this one while this thread reads this
   * one's rows: the database's thread keeps working while this one is busy. The backend answers in the order it
   * was sent to, and a transaction still waits for the statements sent before it (it takes the same locks first).
   */
  async function send(name: string, text: string, params: unknown[], options?: QueryOptions) {
    let statement = prepared.get(name);
    if (!statement) {
      const { messages } = await client.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      const description = messages.find((m) => m.name === 'rowDescription') as
        { fields: Field[] } | undefined;
      statement = {
        paramTypes: parse.parseDescribeStatementResults(messages),
        fields: (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
      prepared.set(name, statement);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const write = options?.serializers?.[oid] ?? client.serializers[oid];
      return write ? write(param) : String(param);
    });
    const request = concat([
      serialize.bind({ statement: name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    if (pipelined) {
      const answer = pipelined(request);
      // Awaited by the caller once the locks are released; marked handled now so that a failure in between (the
      // thread stopping) is not reported as unhandled before then.
      answer.catch(() => undefined);
      return { statement, answer };
    }
    const chunks: Buffer[] = [];
    await client.execProtocolRawStream(request, {
      syncToFs: false,
      onRawData: (bytes) => void chunks.push(Buffer.from(bytes)),
    });
    await client.syncToFs();
    return { statement, answer: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks) };
  }

  /** The rows of a statement's answer, or RETRY once the statement was found stale (then forgotten and closed). */
  async function read(name: string, statement: Prepared, answer: Uint8Array, options?: QueryOptions) {
    const bytes = Buffer.isBuffer(answer)
      ? answer
      : Buffer.from(answer.buffer, answer.byteOffset, answer.length);
    try {
      return decode(bytes, statement.fields, parsersFor(statement.fields, options), options);
    } catch (error) {
      if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
      // A migration changed a table it reads, or a `deallocate` dropped it: forget it, and run this once the
      // ordinary way (next time it is prepared again).
      if (prepared.get(name) === statement) {
        prepared.delete(name);
        await locks._runExclusiveTransaction(() =>
          locks._runExclusiveQuery(() =>
            client.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
              syncToFs: false,
            }),
          ),
        );
      }
      return RETRY;
    }
  }

  /** Each column's parser: the caller's for its type, else PGlite's (none: the text as it is). */
  function parsersFor(fields: Field[], options?: QueryOptions) {
    return fields.map((f) => options?.parsers?.[f.dataTypeID] ?? client.parsers[f.dataTypeID]);
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
      const { statement, answer } = await locks._runExclusiveTransaction(() =>
        locks._runExclusiveQuery(() => send(name, text, params, options)),
      );
      result = await read(name, statement, await answer, options);
    } catch (error) {
      if (error && typeof error === 'object' && 'code' in error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
    if (result === RETRY) return unprepared<T>(text, params, options);
    return result as Results<T>;
  };
}
