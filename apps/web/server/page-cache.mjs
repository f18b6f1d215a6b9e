// The page cache in front of the web app (deploy/nginx-page-cache.conf): which cached page carries which cache tag,
// and the refresh of those pages in the page cache when a write expires their tags.
//
// Next.js does not tell a proxy which tags a page carries (its x-next-cache-tags header is sent in minimal mode
// only), so the cache handler (cache-handler.mjs) records them here whenever Next.js stores a page: tag → paths,
// in this process, or in Redis when several web instances share one cache (REDIS_URL). Once the revalidation route
// has expired Next.js's tags, the server (main.mjs) refreshes every recorded path of those tags in each page cache of
// PAGE_CACHE_URLS: a GET past the stored copy (the refresh header names the secret placeholder) whose answer, the
// page Next.js renders anew, replaces it. A path recorded under a tag it no longer carries only costs a refresh.
import { createHash, createHmac } from 'node:crypto';
import { isCanonicalPath } from './canonical-path.mjs';

/** Index size of one process (tag → path pairs); past it the index starts again (entries still expire by age). */
const MAX_PAIRS = 200_000;
/** How long Redis keeps a tag's paths after the last page that carried it was stored. */
const REDIS_TTL_SECONDS = 8 * 24 * 3600;
/**
 * The page cache keeps one copy of a page per encoding (deploy/nginx-page-cache.conf, `$reef_encoding`): a refresh
 * replaces each. `identity` stands for a browser that accepts neither.
 */
const ENCODINGS = ['br', 'gzip', 'identity'];
/** Refreshes in flight at once (each may render a page). */
const CONCURRENCY = 4;
/**
 * How long a revalidation call waits for its refreshes before it answers (the rest goes on afterwards); below the
 * API's 5 s limit for the call. The API repeats each call a few seconds later, which also refreshes again a page
 * the proxy stored from an answer that was already on its way when the first refresh ran.
 */
const WAIT_MS = 3000;

/**
 * The value of the page cache's refresh header (X-Reef-Page-Cache-Refresh), derived from the revalidation secret with
 * a label of its own: a secret that shares its value with nothing else (security review 2, #4: it was the CSP nonce
 * placeholder, which Next.js once put in the Link header of pages). Only the web server and the page cache's
 * configuration (scripts/page-cache.mjs) know it.
 */
export function pageCacheRefreshSecret(secret) {
  return createHmac('sha256', secret).update('reef page cache refresh').digest('base64url');
}

/**
 * The site path of a Next.js page-cache key (`/route-cache/APP_PAGE/<hash>/$/en/community/x` → `/community/x`,
 * `…/$/de/community/x` → `/de/community/x`; the home page is stored as `/index` or `/en`), or undefined for other
 * entries.
 */
export function pagePathOfCacheKey(key) {
  if (typeof key !== 'string') return undefined;
  const at = key.indexOf('/$/');
  const page =
    at === -1
      ? key.startsWith('/') && !key.startsWith('/route-cache/')
        ? key
        : undefined
      : key.slice(at + 2);
  if (!page) return undefined;
  if (page === '/index') return '/';
  const path = page.startsWith('/index/') ? page.slice('/index'.length) : page;
  // Every page renders under its language (app/[locale]); an English one's address has no prefix (src/proxy.ts).
  if (path === '/en') return '/';
  return path.startsWith('/en/') ? path.slice('/en'.length) : path;
}

/** The tags Next.js stored with a page entry (its x-next-cache-tags header), or []. */
export function tagsOfPageEntry(value) {
  if (!value || value.kind !== 'APP_PAGE') return [];
  const header = value.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}

function memoryIndex() {
  let pairs = 0;
  const byTag = new Map();
  return {
    async record(path, tags) {
      if (pairs > MAX_PAIRS) {
        byTag.clear();
        pairs = 0;
      }
      for (const tag of tags) {
        let paths = byTag.get(tag);
        if (!paths) byTag.set(tag, (paths = new Set()));
        if (!paths.has(path)) {
          paths.add(path);
          pairs += 1;
        }
      }
    },
    async pathsFor(tags) {
      return [...new Set(tags.flatMap((tag) => [...(byTag.get(tag) ?? [])]))];
    },
  };
}

function redisIndex(redis, prefix) {
  // Tags are bounded by the cache-tag vocabulary (@reef/core), but hashed to keep keys short and safe.
  const keyOf = (tag) => `${prefix}page-tags:${createHash('sha1').update(tag).digest('base64url')}`;
  return {
    async record(path, tags) {
      const batch = redis.multi();
      for (const tag of tags) batch.sadd(keyOf(tag), path).expire(keyOf(tag), REDIS_TTL_SECONDS);
      await batch.exec();
    },
    async pathsFor(tags) {
      if (tags.length === 0) return [];
      return redis.sunion(...tags.map(keyOf));
    },
  };
}

/**
 * The page cache's side in the web server. `urls`: the page caches' base URLs; `refreshSecret`: the value of their
 * refresh header (pageCacheRefreshSecret); `redis` (optional, an ioredis client): the shared index of instances;
 * `onPaths` (optional): told the paths of every refresh first (the web server's own page store drops them).
 */
export function createPageCache({ urls, refreshSecret, redis, keyPrefix = 'reef:', log = console, onPaths }) {
  const index = redis ? redisIndex(redis, `${keyPrefix}next:`) : memoryIndex();
  const bases = urls.map((url) => url.replace(/\/+$/, ''));

  async function refreshOnce(paths) {
    const jobs = bases.flatMap((base) =>
      paths.flatMap((path) => ENCODINGS.map((encoding) => ({ base, path, encoding }))),
    );
    const total = jobs.length;
    const failures = [];
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        try {
          const res = await fetch(job.base + encodeURI(job.path), {
            headers: { 'x-reef-page-cache-refresh': refreshSecret, 'accept-encoding': job.encoding },
            signal: AbortSignal.timeout(30_000),
          });
          await res.arrayBuffer();
        } catch (error) {
          failures.push(`${job.base}${job.path}: ${error.cause?.code ?? error.message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // One line per refresh: a page cache that is down fails every page alike.
    if (failures.length > 0)
      log.warn(`[web] page cache refresh: ${failures.length} of ${total} failed (${failures[0]})`);
    return total - failures.length;
  }

  return {
    /** Records the tags of a page Next.js just stored (called by the cache handler; never throws). */
    recordEntry(key, value) {
      const path = pagePathOfCacheKey(key);
      const tags = tagsOfPageEntry(value);
      // Only the canonical spelling of a path is refreshed (and so stored) in the page cache: an entry Next.js kept
      // under another spelling never adds a path to refresh (nor grows the index with one per spelling).
      if (!path || tags.length === 0 || !isCanonicalPath(path)) return;
      index.record(path, tags).catch((error) => log.warn(`[web] page cache index: ${error.message}`));
    },
    /**
     * Refreshes in every page cache the pages that carry one of `tags`, and `paths`. Call it once Next.js has
     * expired the tags (the refresh asks Next.js for the page). Resolves when done or after WAIT_MS.
     */
    async refresh({ tags = [], paths = [] }) {
      const recorded = await index.pathsFor(tags).catch((error) => {
        log.warn(`[web] page cache index: ${error.message}`);
        return [];
      });
      const all = [...new Set([...recorded, ...paths])];
      if (all.length > 0) await onPaths?.(all);
      if (all.length === 0 || bases.length === 0) return;
      await Promise.race([refreshOnce(all), new Promise((resolve) => setTimeout(resolve, WAIT_MS).unref())]);
    },
  };
}

/** The page cache of this process (read by cache-handler.mjs), set by server/main.mjs when PAGE_CACHE_URLS is set. */
export const PAGE_CACHE_KEY = Symbol.for('reef.pageCache');
