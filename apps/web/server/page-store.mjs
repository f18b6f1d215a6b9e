// The page store: the web server's own page cache, for the plain `npm start` with no proxy in front (issue #33,
// goal 1). A page Next.js serves from its cache to a visitor is kept here as the bytes that went out (compressed
// once per encoding, its scripts named by hash in its CSP: server/csp.mjs hashScriptsOfPage) and sent as they are to
// the next visitor who asks for it: no render, no rewrite, no compression per request. It follows the page cache's
// rules (deploy/nginx-page-cache.conf), so a site behaves the same with or without nginx in front:
// - only GET and HEAD of a canonical path (server/canonical-path.mjs) with no query, from a visitor (no member or
//   bypass cookie, no Authorization) and not a client navigation (no RSC or router header);
// - only answers a shared cache may keep (Cache-Control public or s-maxage, never private/no-store/no-cache), with
//   no Set-Cookie, and not a stale copy Next.js is re-rendering (x-nextjs-cache: STALE);
// - a revalidation (POST /api/revalidate) drops the pages of its tags and paths (server/page-cache.mjs keeps the
//   tag → path index); with REDIS_URL the drop is published to every instance (main.mjs);
// - every page also leaves after `ttlMs`, a bound on how long a page whose drop went astray can stay.
// Pages are held in memory up to `maxBytes` (every encoding counted), the least recently used leaving first.

/** Cookies that mark a member (or a request that must see the page afresh): the page cache's $reef_member_cookie. */
const MEMBER_COOKIE = /(?:^|;)\s*(?:last_logged_in_at|reef_bypass_cache|jwt)=/;
/** Request headers of a client navigation or prefetch: the answer is an RSC payload, not a page. */
const NAVIGATION_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-url',
  'x-nextjs-data',
  'x-middleware-prefetch',
  'x-prerender-revalidate',
];
/** Response headers never stored: they belong to one response. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The encoding a stored page is sent in for this Accept-Encoding (the page cache's $reef_encoding). */
export function storeEncoding(acceptEncoding) {
  const asked = String(acceptEncoding ?? '').toLowerCase();
  if (/(^|[\s,])br($|[\s,;])/.test(asked)) return 'br';
  if (/(^|[\s,])gzip($|[\s,;])/.test(asked)) return 'gzip';
  return 'identity';
}

/**
 * The path under which the page of this request may be stored and served from the store, or undefined when the
 * request must go to Next.js (the same requests the page cache passes through).
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function storablePath(req, isCanonicalPath) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = String(req.url ?? '/');
  if (url.includes('?')) return undefined;
  if (!isCanonicalPath(url)) return undefined;
  if (url.startsWith('/_next/') || url.startsWith('/api/')) return undefined;
  const { headers } = req;
  if (headers.authorization !== undefined) return undefined;
  if (typeof headers.cookie === 'string' && MEMBER_COOKIE.test(headers.cookie)) return undefined;
  for (const name of NAVIGATION_HEADERS) if (headers[name] !== undefined) return undefined;
  return url;
}

/** Seconds a shared cache may keep an answer by its Cache-Control, or undefined when it may not keep it. */
export function sharedMaxAge(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase();
  if (!value || /\b(private|no-store|no-cache)\b/.test(value)) return undefined;
  const seconds = /\bs-maxage=(\d+)/.exec(value)?.[1] ?? /\bmax-age=(\d+)/.exec(value)?.[1];
  if (seconds === undefined || Number(seconds) <= 0) return undefined;
  return Number(seconds);
}

/**
 * Whether a finished answer may be stored: a page (200) or a missing page (404), cacheable by shared caches, with no
 * cookie, not a stale copy. `headers`: the answer's headers, lower-case names.
 */
export function isStorableAnswer(status, headers) {
  if (status !== 200 && status !== 404) return false;
  if (headers['set-cookie'] !== undefined) return false;
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return false;
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return false;
  return sharedMaxAge(headers['cache-control']) !== undefined;
}

/** The headers kept with a stored page: all but those of one response and those of its encoding. */
export function storedHeaders(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (PER_RESPONSE_HEADERS.has(lower) || lower === 'content-length' || lower === 'content-encoding')
      continue;
    kept[lower] = value;
  }
  // The body differs by encoding: caches between the store and the browser must keep them apart.
  const vary = String(kept.vary ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return kept;
}

/**
 * An in-memory page store bounded by bytes. `now`: a clock (tests). An entry holds a page's status, its body per
 * encoding (`br`, `gzip`, `identity`), and per encoding its ETag and the whole head a hit sends.
 */
export function createPageStore({ maxBytes = 32 * 1024 * 1024, ttlMs = 10 * 60_000, now = Date.now } = {}) {
  /** path → entry, in least recently used order (a hit moves its entry to the end). */
  const entries = new Map();
  let bytes = 0;
  /** Bumped by every drop: a page rendered while a drop happened is not stored (it may predate the write). */
  let epoch = 0;
  let hits = 0;
  let misses = 0;

  const sizeOf = (entry) =>
    Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0) +
    JSON.stringify(entry.headers).length;

  function remove(path) {
    const entry = entries.get(path);
    if (!entry) return;
    entries.delete(path);
    bytes -= entry.bytes;
  }

  function evict() {
    for (const path of entries.keys()) {
      if (bytes <= maxBytes) return;
      remove(path);
    }
  }

  return {
    /** The counter a render reads before it starts and gives back to put(). */
    get epoch() {
      return epoch;
    },
    /** The stored page of `path` in `encoding` (undefined: not stored, expired, or not in that encoding). */
    get(path, encoding) {
      const entry = entries.get(path);
      if (!entry || entry.expiresAt <= now()) {
        if (entry) remove(path);
        misses += 1;
        return undefined;
      }
      const body = entry.bodies[encoding];
      if (!body) {
        misses += 1;
        return undefined;
      }
      entries.delete(path);
      entries.set(path, entry);
      hits += 1;
      return { status: entry.status, head: entry.heads[encoding], body, etag: entry.etags[encoding] };
    },
    /**
     * Stores one encoding of a page rendered since `startEpoch`; other encodings already stored for the same page
     * (same body, told by `etagBase`) are kept, a different page replaces them. Returns whether it was stored.
     */
    put(path, { status, headers, encoding, body, etagBase, maxAgeSeconds }, startEpoch) {
      if (startEpoch !== epoch || maxBytes <= 0) return false;
      const previous = entries.get(path);
      const same = previous && previous.etagBase === etagBase && previous.expiresAt > now();
      const entry = same
        ? previous
        : {
            status,
            headers,
            etagBase,
            bodies: {},
            etags: {},
            heads: {},
            expiresAt: now() + Math.min(ttlMs, maxAgeSeconds * 1000),
            bytes: 0,
          };
      if (!same) remove(path);
      else bytes -= entry.bytes;
      entry.bodies[encoding] = body;
      entry.etags[encoding] = `"${etagBase}-${encoding}"`;
      // The whole head of an answer from the store, built once: a hit only writes it.
      entry.heads[encoding] = {
        ...headers,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-length': String(body.length),
        etag: entry.etags[encoding],
        'x-reef-page-store': 'HIT',
      };
      entry.bytes = sizeOf(entry);
      // One page larger than the whole store is not kept (it would push out everything else).
      if (entry.bytes > maxBytes) {
        entries.delete(path);
        return false;
      }
      entries.delete(path);
      entries.set(path, entry);
      bytes += entry.bytes;
      evict();
      return entries.has(path);
    },
    /** Drops the stored pages of `paths` (a revalidation); every render in flight will not be stored. */
    drop(paths) {
      epoch += 1;
      for (const path of paths) remove(path);
    },
    /** Drops every page. */
    clear() {
      epoch += 1;
      entries.clear();
      bytes = 0;
    },
    stats() {
      return { pages: entries.size, bytes, maxBytes, hits, misses };
    },
  };
}
