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
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: prefix,
        sharedTagsKey: `${prefix}__tags__`,
        sharedTagsTtlKey: `${prefix}__tag_ttls__`,
        timeoutMs: 1000,
      }),
    ],
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
