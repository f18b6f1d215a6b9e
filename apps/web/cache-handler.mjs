// The Next.js cache (rendered pages and cached API reads) of several web instances: kept in Redis through
// @fortedigital/nextjs-cache-handler, so a page rendered by one instance is served by every instance and a
// revalidateTag() on any instance (the API's call reaches one of them) expires it for all. next.config.ts names this
// file when REDIS_URL or PAGE_CACHE_URLS is set when the server starts; with neither, Next.js keeps its own
// in-memory cache. With a page cache in front (PAGE_CACHE_URLS), every page Next.js stores has its tags
// recorded (server/page-cache.mjs), so that a revalidation refreshes exactly those pages in the proxy; without Redis
// the cache itself stays Next.js's own in-memory one.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';

const CONFIG = Symbol.for('reef.nextCacheConfig');

async function configure() {
  const prefix = `${process.env.REDIS_KEY_PREFIX || 'reef:'}next:`;
  const client = new Redis(process.env.REDIS_URL, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  client.on('error', (error) => console.warn('[web] redis:', error.message));
  try {
    await client.ping();
  } catch (error) {
    // A web instance that cannot reach Redis still serves, from a cache of its own (logged: not shared).
    console.error('[web] Redis is unreachable; the page cache stays in this process:', error.message);
    return { handlers: [createLruHandler()] };
  }
  const options = {
    client: ioredisAdapter(client),
    keyPrefix: prefix,
    sharedTagsKey: `${prefix}__tags__`,
    sharedTagsTtlKey: `${prefix}__tag_ttls__`,
    timeoutMs: 1000,
  };
  return { handlers: [withTagIndex(createRedisHandler(options), client, options)] };
}

/** How often the expired entries' bookkeeping is swept (the library's full scan of its hashes). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The Redis handler with an index from each tag to the entries that carry it. The library expires a tag by reading
 * every entry's tags (HSCAN of the whole hash, and of the expiry hash) on every revalidateTag: its cost grows with
 * the number of cached pages and data entries, and every write on the site pays it for each of its tags. Here set()
 * also adds the entry to a Redis set per tag, and revalidateTag() removes exactly that set's entries. Entries, their
 * tags hash and the implicit-tag times stay where the library reads them, so get() is the library's own; the
 * library's sweep of expired entries runs at most once a minute instead of with every tag.
 */
function withTagIndex(handler, client, { keyPrefix, sharedTagsKey, sharedTagsTtlKey }) {
  const tagSet = (tag) => `${keyPrefix}__tag_index__:${tag}`;
  let lastSweep = 0;
  return {
    ...handler,
    name: 'redis-strings-tag-index',
    async set(key, value, ctx) {
      await handler.set(key, value, ctx);
      const tags = value?.tags ?? [];
      if (tags.length === 0) return;
      const batch = client.multi();
      for (const tag of tags) batch.sadd(tagSet(tag), key);
      await batch.exec();
    },
    async revalidateTag(tag) {
      // Path tags (`_N_T_/…`) are also checked by time at every get(), as the library does.
      if (tag.startsWith('_N_T_')) await client.hset(`${keyPrefix}__revalidated_tags__`, tag, Date.now());
      const keys = await client.smembers(tagSet(tag));
      const batch = client.multi();
      if (keys.length > 0) {
        batch.unlink(...keys.map((key) => keyPrefix + key));
        batch.hdel(keyPrefix + sharedTagsKey, ...keys);
        batch.hdel(keyPrefix + sharedTagsTtlKey, ...keys);
      }
      batch.del(tagSet(tag));
      await batch.exec();
      if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        await handler.prepare?.();
      }
    },
  };
}

const PAGE_CACHE = Symbol.for('reef.pageCache');

/** Tells the page cache (when there is one) which tags a stored page carries. */
function recordEntry(key, value) {
  globalThis[PAGE_CACHE]?.recordEntry(key, value);
}

class SharedCacheHandler extends CacheHandler {
  async set(key, value, ctx) {
    recordEntry(key, value);
    return super.set(key, value, ctx);
  }
}

/** Next.js's own cache of one process (memory, as with no handler), which also records page tags. */
async function localCacheHandler() {
  const { default: fileSystemCache } =
    await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
  const NextCache = fileSystemCache.default ?? fileSystemCache;
  return class LocalCacheHandler extends NextCache {
    async set(key, value, ctx) {
      recordEntry(key, value);
      return super.set(key, value, ctx);
    }
  };
}

CacheHandler.onCreation(() => (globalThis[CONFIG] ??= configure()));

export default process.env.REDIS_URL ? SharedCacheHandler : await localCacheHandler();
