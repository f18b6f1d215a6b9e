// Anonymous reads from a streaming read replica, never older than the last write the site has seen.
//
// A replica replays the primary's WAL a little behind it. Reading from it after a write could show the old row and,
// worse, put the old response back in the response cache the write just cleared, where it would stay until its TTL.
// So every write that changes a cached read (the events' after-commit step, before the response cache is cleared)
// records the primary's WAL position, shared through Redis when several instances run; an anonymous read of
// /content/v1 goes to the replica only once the replica has replayed past that position, else to the primary. Reads
// of signed-in members (/v1) always go to the primary: a member sees their own write at once.
//
// The routing is per request: `db` is a stand-in for the primary's Drizzle database that forwards each use to the
// replica inside a request the content scope's hook marked (AsyncLocalStorage), and to the primary everywhere else.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from './client.js';
import { ROUTED_DATABASE } from './reusable.js';

/** Where one routed request read, for /metrics. */
export type ReadTarget = 'replica' | 'primary';

export type ReadRouter = {
  /** Use in place of the primary's database: the replica inside a routed request, the primary elsewhere. */
  db: Database;
  /** Records the primary's WAL position after a committed write (call before clearing cached responses). */
  noteWrite(): Promise<void>;
  /** The content scope's preHandler: a GET goes to the replica when it has replayed the last write. */
  hook(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  /** Where the requests so far read (for tests and /metrics). */
  counts(): Record<ReadTarget, number>;
};

export type ReadRouterOptions = {
  primary: Database;
  replica: Database;
  /** A query on the primary (`select pg_current_wal_lsn()`), and one on the replica. */
  queryPrimary(text: string): Promise<Record<string, unknown>[]>;
  queryReplica(text: string): Promise<Record<string, unknown>[]>;
  /** Shares the last write's position between instances; without it, this process's own writes only. */
  redis?: Redis | null;
  keyPrefix?: string;
  /** How long a replica position read stays fresh enough to compare with (it only moves forward). */
  replicaPollMs?: number;
  /** How long reads stay on the primary after the replica failed to answer. */
  replicaRetryMs?: number;
  onRead?(target: ReadTarget): void;
  warn?(message: string, error?: unknown): void;
};

/** A WAL position (`16/B374D848`) as a number of bytes: exact below 2^53 bytes (8 PiB of WAL). */
export function parseLsn(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) return null;
  return parseInt(match[1]!, 16) * 2 ** 32 + parseInt(match[2]!, 16);
}

/** What a replica refuses: the builders of writes and transactions. */
const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete', 'transaction', 'refreshMaterializedView']);

// Keeps the larger of the stored position and ARGV[1]: instances may record their writes out of order.
const RECORD_MAX = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1]) end
return 1`;

export function createReadRouter(options: ReadRouterOptions): ReadRouter {
  const { primary, replica, redis } = options;
  const key = `${options.keyPrefix ?? ''}replica:write-lsn`;
  const pollMs = options.replicaPollMs ?? 25;
  const retryMs = options.replicaRetryMs ?? 5000;
  const storage = new AsyncLocalStorage<{ target: ReadTarget }>();
  const counts: Record<ReadTarget, number> = { replica: 0, primary: 0 };

  let localWriteLsn = 0;
  let replicaLsn = -1;
  let replicaReadAt = 0;
  let replicaDownUntil = 0;

  const db = new Proxy(primary as object, {
    get(_target, property) {
      // A write started inside a routed read (a side effect of a GET) still goes to the primary.
      const routed = storage.getStore()?.target === 'replica' && !WRITES.has(property);
      const chosen = (routed ? replica : primary) as object;
      if (property === ROUTED_DATABASE) return chosen;
      const value = Reflect.get(chosen, property, chosen) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(chosen) : value;
    },
  }) as Database;

  async function writeLsn(): Promise<number> {
    if (!redis) return localWriteLsn;
    const stored = Number(await redis.get(key));
    return Math.max(localWriteLsn, Number.isFinite(stored) ? stored : 0);
  }

  async function readReplicaLsn(): Promise<number> {
    const [row] = await options.queryReplica(
      'select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as standby',
    );
    // A server that is not in recovery (the replica promoted, or the primary itself) has every committed write.
    if (row && row.standby === false) return Number.MAX_SAFE_INTEGER;
    return parseLsn(row?.lsn) ?? -1;
  }

  /** Whether the replica has replayed every write this site has recorded. */
  async function replicaIsCurrent(): Promise<boolean> {
    if (Date.now() < replicaDownUntil) return false;
    const needed = await writeLsn();
    if (replicaLsn >= needed && Date.now() - replicaReadAt < pollMs) return true;
    try {
      replicaLsn = Math.max(replicaLsn, await readReplicaLsn());
      replicaReadAt = Date.now();
    } catch (error) {
      replicaDownUntil = Date.now() + retryMs;
      options.warn?.('read replica did not answer: reading from the primary', error);
      return false;
    }
    return replicaLsn >= needed;
  }

  return {
    db,
    async noteWrite() {
      const [row] = await options.queryPrimary('select pg_current_wal_lsn()::text as lsn');
      const lsn = parseLsn(row?.lsn);
      if (lsn === null) return;
      localWriteLsn = Math.max(localWriteLsn, lsn);
      if (redis) await redis.eval(RECORD_MAX, 1, key, String(lsn));
    },
    hook(req, _reply, done) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return done();
      replicaIsCurrent()
        .catch((error: unknown) => {
          // Redis did not answer: the last write's position is unknown, so only the primary is safe.
          options.warn?.('could not read the last write position: reading from the primary', error);
          return false;
        })
        .then((current) => {
          const target: ReadTarget = current ? 'replica' : 'primary';
          counts[target] += 1;
          options.onRead?.(target);
          storage.run({ target }, done);
        }, done);
    },
    counts: () => ({ ...counts }),
  };
}
