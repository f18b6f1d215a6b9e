// Where the API response cache keeps its entries: in this process (an LRU bounded by bytes) or in Redis
// (shared by every instance). Both index entries by cache tag, so a write's tags remove exactly the responses
// that showed what it changed, and both refuse to store a response whose read began before an invalidation
// (a read that raced a write never puts the old bytes back after the write cleared them).
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A stored response: the bytes and the headers a hit sends again. */
export type CachedResponse = {
  /** The route's URL pattern (`/content/v1/questions/:id`): the label of its request metrics. */
  route: string;
  /**
   * The headers the miss sent that are the same for every request (content-type, cache-control, etag, vary,
   * CORS's exposed headers…), by lower-case name; a hit adds its request id, its CORS origin and its length.
   */
  headers: Record<string, string | string[]>;
  /** Whether a matching If-None-Match gets 304 (the static-content API's ETags). */
  revalidates: boolean;
  body: Buffer;
};

/** What a lookup found, and the invalidation generation to hand back to `set` (null: do not store). */
export type Lookup = { entry: CachedResponse | undefined; generation: string | null };

export type ResponseCacheStore = {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<Lookup> | Lookup;
  /** Stores unless an invalidation happened since `generation` was read; resolves whether it stored. */
  set(key: string, entry: CachedResponse, tags: string[], generation: string): Promise<boolean>;
  /** Removes every entry stored under any of these tags (on every instance, for the Redis store). */
  invalidate(tags: string[]): Promise<void>;
};

type MemoryValue = { entry: CachedResponse; tags: string[] };

/** Bytes an entry is charged for beyond its body (key, headers, bookkeeping). */
const ENTRY_OVERHEAD = 256;

/** The in-process store: one per instance, bounded by `maxBytes`, entries live at most `ttlMs`. */
export function createMemoryStore(options: {
  maxBytes: number;
  ttlMs: number;
}): Omit<ResponseCacheStore, 'get'> & { get(key: string): Lookup } {
  const byTag = new Map<string, Set<string>>();
  let generation = 0;
  const unindex = (key: string, tags: string[]) => {
    for (const tag of tags) {
      const keys = byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) byTag.delete(tag);
    }
  };
  const lru = new LRUCache<string, MemoryValue>({
    maxSize: options.maxBytes,
    sizeCalculation: (value, key) => value.entry.body.length + key.length + ENTRY_OVERHEAD,
    ttl: options.ttlMs,
    dispose: (value, key) => unindex(key, value.tags),
  });
  return {
    kind: 'memory',
    get(key) {
      return { entry: lru.get(key)?.entry, generation: String(generation) };
    },
    async set(key, entry, tags, readAt) {
      if (readAt !== String(generation)) return false;
      if (entry.body.length + key.length + ENTRY_OVERHEAD > options.maxBytes) return false;
      lru.set(key, { entry, tags });
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      return true;
    },
    async invalidate(tags) {
      generation += 1;
      for (const tag of tags) {
        const keys = byTag.get(tag);
        if (!keys) continue;
        for (const key of [...keys]) lru.delete(key);
        byTag.delete(tag);
      }
    },
  };
}

// KEYS: generation, entry, tag sets…; ARGV: generation read, value, ttl ms. Stores only while the generation is
// the one the read saw; each tag set lives as long as its newest entry.
const STORE_SCRIPT = `
local current = redis.call('GET', KEYS[1]) or '0'
if current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
for i = 3, #KEYS do
  redis.call('SADD', KEYS[i], KEYS[2])
  redis.call('PEXPIRE', KEYS[i], ARGV[3])
end
return 1
`;

// KEYS: generation, tag sets…. Bumps the generation first (reads in flight will not store), then deletes every
// entry named by the tag sets, in slices (Lua's unpack has a limit), and the sets.
const INVALIDATE_SCRIPT = `
redis.call('INCR', KEYS[1])
for i = 2, #KEYS do
  local members = redis.call('SMEMBERS', KEYS[i])
  for j = 1, #members, 500 do
    redis.call('DEL', unpack(members, j, math.min(j + 499, #members)))
  end
  redis.call('DEL', KEYS[i])
end
return 1
`;

type ScriptedRedis = Redis & {
  reefCacheStore(...args: (string | Buffer | number)[]): Promise<number>;
  reefCacheInvalidate(...args: string[]): Promise<number>;
};

/** Packs an entry as one binary value: a 4-byte header length, the header as JSON, the body. */
function pack(entry: CachedResponse): Buffer {
  const head = Buffer.from(
    JSON.stringify({ r: entry.route, h: entry.headers, v: entry.revalidates }),
    'utf8',
  );
  const size = Buffer.alloc(4);
  size.writeUInt32BE(head.length);
  return Buffer.concat([size, head, entry.body]);
}

function unpack(value: Buffer): CachedResponse | undefined {
  if (value.length < 4) return undefined;
  const headLength = value.readUInt32BE(0);
  if (4 + headLength > value.length) return undefined;
  try {
    const head = JSON.parse(value.subarray(4, 4 + headLength).toString('utf8')) as {
      r?: string;
      h?: Record<string, string | string[]>;
      v?: boolean;
    };
    // An entry of an earlier layout (no headers) is a miss: the response is read and stored again.
    if (typeof head.r !== 'string' || !head.h || typeof head.h !== 'object') return undefined;
    return {
      route: head.r,
      headers: head.h,
      revalidates: head.v === true,
      body: value.subarray(4 + headLength),
    };
  } catch {
    return undefined;
  }
}

/** Where a failed Redis call is reported. */
export type StoreLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * The shared store: entries, tag sets and the invalidation generation live in Redis under `prefix`, so every
 * instance reads what any instance stored and an invalidation through one instance is seen by all at once.
 * A failed lookup is a miss that is not stored; a failed invalidation is logged (its entries expire by TTL).
 */
export function createRedisStore(options: {
  redis: Redis;
  prefix: string;
  ttlMs: number;
  log: StoreLog;
}): ResponseCacheStore {
  const redis = options.redis as ScriptedRedis;
  if (!redis.reefCacheStore) {
    redis.defineCommand('reefCacheStore', { lua: STORE_SCRIPT });
    redis.defineCommand('reefCacheInvalidate', { lua: INVALIDATE_SCRIPT });
  }
  const generationKey = `${options.prefix}rc:generation`;
  const entryKey = (key: string) =>
    `${options.prefix}rc:entry:${createHash('sha256').update(key).digest('base64url')}`;
  const tagKey = (tag: string) => `${options.prefix}rc:tag:${tag}`;
  return {
    kind: 'redis',
    async get(key) {
      try {
        const results = await redis.pipeline().getBuffer(entryKey(key)).get(generationKey).exec();
        if (!results || results.some(([error]) => error)) return { entry: undefined, generation: null };
        const value = results[0]![1] as Buffer | null;
        const generation = (results[1]![1] as string | null) ?? '0';
        return { entry: value ? unpack(value) : undefined, generation };
      } catch (error) {
        options.log.warn({ err: error }, 'response cache lookup failed');
        return { entry: undefined, generation: null };
      }
    },
    async set(key, entry, tags, generation) {
      try {
        const keys = [generationKey, entryKey(key), ...tags.map(tagKey)];
        const stored = await redis.reefCacheStore(
          keys.length,
          ...keys,
          generation,
          pack(entry),
          options.ttlMs,
        );
        return stored === 1;
      } catch (error) {
        options.log.warn({ err: error }, 'response cache store failed');
        return false;
      }
    },
    async invalidate(tags) {
      const keys = [generationKey, ...[...new Set(tags)].map(tagKey)];
      try {
        await redis.reefCacheInvalidate(String(keys.length), ...keys);
      } catch (error) {
        options.log.error({ err: error, tags }, 'response cache invalidation failed; entries expire by TTL');
      }
    },
  };
}
