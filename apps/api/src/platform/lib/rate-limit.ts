// Counters of attempts that every API instance shares, for limits keyed on something other than the request
// (an account's failed sign-ins): in Redis when REDIS_URL is set, in the database otherwise, so several instances
// count together either way. The per-request limits (per client address or member) are @fastify/rate-limit's,
// configured in app.ts and platform/lib/route-schema.ts with the keys of `clientRateKey`.
import { randomUUID } from 'node:crypto';
import { and, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { revokedTokens } from '../../db/schema/index.js';
import { clientAddressKey } from './client-ip.js';
import { escapeLike } from './sql.js';

/** The rate-limit key of an anonymous client: its address key (IPv6 by /64, IPv4 as is). */
export function clientRateKey(req: { ip: string }): string {
  return clientAddressKey(req.ip);
}

/** Counters shared by every instance; each key counts in a fixed window that starts at its first hit. */
export type AttemptStore = {
  /** Adds one attempt under `key` and returns how many the window holds now. */
  hit(key: string, windowMs: number): Promise<number>;
  /** How many attempts the window of `key` holds. */
  count(key: string): Promise<number>;
  /** Forgets the attempts of `key`. */
  clear(key: string): Promise<void>;
  /** True for the first claim of `key` in `windowMs`, false for every later one until it ends. */
  claim(key: string, windowMs: number): Promise<boolean>;
};

/**
 * The database's store: one row per attempt in `revoked_tokens` (the table of single-use markers with an expiry,
 * pruned as they expire), named `attempt:<key>#<random>`.
 */
export function createDatabaseAttemptStore(db: Database): AttemptStore {
  const prefix = (key: string) => `attempt:${escapeLike(key)}#%`;
  const live = (key: string) =>
    and(sql`${revokedTokens.jti} like ${prefix(key)}`, gt(revokedTokens.expiresAt, sql`now()`));
  const store: AttemptStore = {
    async hit(key, windowMs) {
      // A fixed window: later attempts expire with the first one of the window.
      const [first] = await db
        .select({ expiresAt: revokedTokens.expiresAt })
        .from(revokedTokens)
        .where(live(key))
        .orderBy(revokedTokens.expiresAt)
        .limit(1);
      await db.insert(revokedTokens).values({
        jti: `attempt:${key}#${randomUUID()}`,
        userId: null,
        expiresAt: first?.expiresAt ?? new Date(Date.now() + windowMs),
      });
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
      return store.count(key);
    },
    async count(key) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(revokedTokens)
        .where(live(key));
      return Number(row?.n ?? 0);
    },
    async clear(key) {
      await db.delete(revokedTokens).where(sql`${revokedTokens.jti} like ${prefix(key)}`);
    },
    async claim(key, windowMs) {
      const inserted = await db
        .insert(revokedTokens)
        .values({ jti: `claim:${key}`, userId: null, expiresAt: new Date(Date.now() + windowMs) })
        .onConflictDoNothing()
        .returning({ jti: revokedTokens.jti });
      if (inserted.length > 0) return true;
      // An expired claim not yet pruned: take it over.
      const renewed = await db
        .update(revokedTokens)
        .set({ expiresAt: new Date(Date.now() + windowMs) })
        .where(and(sql`${revokedTokens.jti} = ${`claim:${key}`}`, lt(revokedTokens.expiresAt, sql`now()`)))
        .returning({ jti: revokedTokens.jti });
      return renewed.length > 0;
    },
  };
  return store;
}

/** Redis's store (REDIS_URL): INCR with an expiry set by the first hit; SET NX PX for claims. */
export function createRedisAttemptStore(redis: Redis, prefix: string): AttemptStore {
  const name = (key: string) => `${prefix}attempts:${key}`;
  return {
    async hit(key, windowMs) {
      const [[, count]] = (await redis.multi().incr(name(key)).pexpire(name(key), windowMs, 'NX').exec()) as [
        [Error | null, number],
        unknown,
      ];
      return Number(count);
    },
    async count(key) {
      return Number((await redis.get(name(key))) ?? 0);
    },
    async clear(key) {
      await redis.del(name(key));
    },
    async claim(key, windowMs) {
      return (await redis.set(`${name(key)}:claim`, '1', 'PX', windowMs, 'NX')) === 'OK';
    },
  };
}

/**
 * Redis's store that falls back to the database's while Redis fails: a limit that protects accounts keeps
 * counting when the shared cache is away (the per-request limits let requests through instead).
 */
export function createAttemptStore(db: Database, redis: Redis | null, prefix: string): AttemptStore {
  const database = createDatabaseAttemptStore(db);
  if (!redis) return database;
  const shared = createRedisAttemptStore(redis, prefix);
  async function either<T>(viaRedis: () => Promise<T>, viaDatabase: () => Promise<T>): Promise<T> {
    try {
      return await viaRedis();
    } catch {
      return viaDatabase();
    }
  }
  return {
    hit: (key, windowMs) =>
      either(
        () => shared.hit(key, windowMs),
        () => database.hit(key, windowMs),
      ),
    count: (key) =>
      either(
        () => shared.count(key),
        () => database.count(key),
      ),
    clear: (key) =>
      either(
        () => shared.clear(key),
        () => database.clear(key),
      ),
    claim: (key, windowMs) =>
      either(
        () => shared.claim(key, windowMs),
        () => database.claim(key, windowMs),
      ),
  };
}
