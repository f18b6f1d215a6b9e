// The API response cache: anonymous GETs of the routes listed in response-cache-routes.ts are answered from
// stored bytes (with their ETag, so If-None-Match still gets a 304) before any route or hook runs. Entries are
// keyed by the request (method, path, the query with its parameters sorted, and only the headers a route says
// change its body) and indexed by the same cache tags that expire the web's pages, so the write that revalidates
// a page also removes the API responses it changed, before the write answers.
// Never shared: a request with an Authorization header (a signed-in member or a custom token) or the
// bypass-cache cookie, and a response that sets a cookie, is not 200, or says private/no-store.
// A hit is written on the raw response in one writeHead/end, with headers prebuilt from the miss's: what every
// request gets (content-type, cache-control, etag, vary, CORS's exposed headers…) is stored, and only what belongs
// to this request (its id, its CORS origin) is added. With the in-process store, the function installResponseCache
// returns answers hits before Fastify sees the request (app.ts puts it in front of the server, platform/lib/http-server.ts);
// the Redis store's hits, routes with varying headers and inject() go through the onRequest hook below.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BYPASS_CACHE_COOKIE, SITE_TAG } from '@reef/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import { matchesEtag } from './http-cache.js';
import type { ServerFront } from './http-server.js';
import type { Metrics } from './metrics.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';
import type { CachedResponse, Lookup, ResponseCacheStore } from './response-cache-store.js';

/** How one route is cached: the tags its response depends on, and the request headers that change its body. */
export type ResponseCacheRoute = {
  tags(req: FastifyRequest, body: unknown): string[];
  vary?: readonly string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for routes whose anonymous GETs the response cache keeps (platform/lib/response-cache-routes.ts). */
    responseCache?: ResponseCacheRoute;
  }
  interface FastifyRequest {
    /** A cacheable request that missed: where to store its response, and the generation its read began at. */
    responseCacheMiss: { key: string; generation: string } | null;
  }
}

/** The header that tells a client (and the benchmarks) whether the response came from the cache. */
export const CACHE_STATUS_HEADER = 'x-cache';

/** Whether a request's answer may be shared with every anonymous client. */
export function isShareable(req: Pick<FastifyRequest, 'headers'>): boolean {
  if (req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  return !(cookie && cookie.includes(`${BYPASS_CACHE_COOKIE}=`));
}

// Normalized query strings by the raw one: a hit's key costs a lookup instead of a parse, sort and serialization.
// Cleared when full: what a client can fill it with is bounded, and the common queries come back at once.
const sortedQueries = new Map<string, string>();
const SORTED_QUERIES_MAX = 2000;

function sortedQuery(raw: string): string {
  let sorted = sortedQueries.get(raw);
  if (sorted !== undefined) return sorted;
  const params = [...new URLSearchParams(raw)];
  // A stable sort: repeated parameters keep their order, which may matter to the route.
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  sorted = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  if (sortedQueries.size >= SORTED_QUERIES_MAX) sortedQueries.clear();
  sortedQueries.set(raw, sorted);
  return sorted;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A request path as the router reads it, for the cache key (security review 2, #1): a percent-encoded unreserved
 * character is that character (RFC 3986 6.2.2.2: `/questions/%63ron` is `/questions/cron`), other escapes have
 * upper-case hex, and a trailing slash is dropped (the router ignores it). Any spelling of a URL then finds the
 * canonical spelling's entry instead of missing once per spelling.
 */
export function keyPathOf(path: string): string {
  let out = path.includes('%')
    ? path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
        const char = String.fromCharCode(parseInt(hex, 16));
        return UNRESERVED.test(char) ? char : escape.toUpperCase();
      })
    : path;
  if (out.length > 1 && out.endsWith('/')) out = out.slice(0, -1);
  return out;
}

/**
 * Whether a request's answer may be stored: only for a path spelled canonically (its own key path, no empty or dot
 * segment, no `;` parameter, no backslash, no encoded slash or backslash) and a query that names no parameter twice. Another spelling is answered
 * from the canonical entry when there is one (keyPathOf), never stored: whatever the router makes of it can never
 * be filed under the canonical key, nor add an entry per spelling.
 */
export function isStorableUrl(url: string): boolean {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (keyPathOf(path) !== path || /\/\/|\/\.\.?(?:\/|$)|[;\\]|%2F|%5C/i.test(path)) return false;
  if (at === -1) return true;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return new Set(names).size === names.length;
}

/** The cache key: method, path, the query's parameters sorted by name (order within a name kept), varying headers. */
export function cacheKeyOf(
  method: string,
  url: string,
  headers: FastifyRequest['headers'],
  vary: readonly string[] = [],
) {
  const at = url.indexOf('?');
  const path = keyPathOf(at === -1 ? url : url.slice(0, at));
  let key = `${method} ${path}`;
  if (at !== -1 && at < url.length - 1) key += sortedQuery(url.slice(at + 1));
  for (const name of vary) {
    const value = headers[name];
    key += `\n${name}: ${Array.isArray(value) ? value.join(', ') : (value ?? '')}`;
  }
  return key;
}

/** Whether a route's `:id` or `:slug` is the body's own slug or id (true when either side has none). */
function namesItsObject(req: FastifyRequest, body: unknown): boolean {
  const params = req.params as Record<string, unknown> | undefined;
  const asked = params?.slug ?? params?.id;
  const object = body as { slug?: unknown; id?: unknown } | null | undefined;
  if (typeof asked !== 'string' || typeof object?.slug !== 'string') return true;
  return asked === object.slug || asked === String(object.id);
}

function isStorable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return false;
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

// What a hit sets for its own request; everything else it sends is what the miss sent.
const PER_REQUEST_HEADERS = new Set([
  'content-length',
  'access-control-allow-origin',
  CACHE_STATUS_HEADER,
  REQUEST_ID_HEADER,
]);

/** The headers a miss sent that a hit sends again, by lower-case name. */
function storedHeaders(reply: FastifyReply): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return headers;
}

/** A hit's headers, built once per entry: flat [name, value, …] lists for a 200 and for a 304. */
type Prebuilt = { ok: (string | string[])[]; notModified: (string | string[])[]; etag: string | undefined };
const prebuilt = new WeakMap<CachedResponse, Prebuilt>();

function prebuild(entry: CachedResponse): Prebuilt {
  let built = prebuilt.get(entry);
  if (built) return built;
  const ok: (string | string[])[] = [];
  const notModified: (string | string[])[] = [];
  for (const [name, value] of Object.entries(entry.headers)) {
    ok.push(name, value);
    // A 304 carries no body: the content scope drops its type and length (platform/lib/http-cache.ts).
    if (name !== 'content-type') notModified.push(name, value);
  }
  ok.push(CACHE_STATUS_HEADER, 'HIT', 'content-length', String(entry.body.length));
  // Fastify sends `content-length: 0` with the content scope's empty 304.
  notModified.push(CACHE_STATUS_HEADER, 'HIT', 'content-length', '0');
  const etag = entry.headers.etag;
  built = { ok, notModified, etag: typeof etag === 'string' ? etag : undefined };
  prebuilt.set(entry, built);
  return built;
}

export type ResponseCacheOptions = {
  store: ResponseCacheStore;
  /** Routes to cache, by their full URL pattern (`/content/v1/tutorials/:id`). */
  routes: Readonly<Record<string, ResponseCacheRoute>>;
  /** The origins CORS allows (a hit answers them with Access-Control-Allow-Origin, as @fastify/cors does). */
  corsOrigins?: readonly string[];
  /** What a hit counts: the same series as a request answered by Fastify (app.ts's onResponse hook). */
  metrics?: Pick<Metrics, 'cacheLookup' | 'observeRequest'>;
  /** Where a hit's one request line goes (unset: not logged, as with LOG_LEVEL above info). */
  requestLog?: { info(details: object, message: string): void };
  /** Whether the server is shutting down: hits are then left to Fastify, which answers 503. */
  isClosing?(): boolean;
  log: { warn(details: object, message: string): void };
};

/**
 * Installs the cache on the root instance: call before any route is registered. Returns what answers hits in
 * front of Fastify (platform/lib/http-server.ts) when the store answers synchronously (the in-process store), else null.
 */
export function installResponseCache(
  app: FastifyInstance,
  options: ResponseCacheOptions,
): ServerFront | null {
  const { store, routes, metrics, requestLog } = options;
  const corsOrigins = new Set(options.corsOrigins ?? []);
  app.decorateRequest('responseCacheMiss', null);

  /** Sends a hit in one writeHead/end: its stored headers, this request's id and CORS origin, 304 when asked. */
  const sendHit = (
    entry: CachedResponse,
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    startedAt: number,
  ) => {
    const built = prebuild(entry);
    let status = 200;
    const conditional = req.headers['if-none-match'];
    if (entry.revalidates && built.etag !== undefined && conditional) {
      const revalidated = matchesEtag(conditional, built.etag);
      // A conditional request is a lookup of the client's (or CDN's) cache: 304 is its hit.
      metrics?.cacheLookup('content_etag', revalidated);
      if (revalidated) status = 304;
    }
    const headers = [...(status === 304 ? built.notModified : built.ok), REQUEST_ID_HEADER, requestId];
    const origin = req.headers.origin;
    if (origin !== undefined && corsOrigins.has(origin)) headers.push('access-control-allow-origin', origin);
    res.writeHead(status, headers);
    res.end(status === 304 ? undefined : entry.body);
    const seconds = (performance.now() - startedAt) / 1000;
    metrics?.observeRequest('GET', entry.route, status, seconds);
    requestLog?.info(
      {
        request_id: requestId,
        req: { method: 'GET', url: req.url, remoteAddress: req.socket?.remoteAddress },
        res: { statusCode: status },
        responseTime: seconds * 1000,
        cache: 'HIT',
      },
      'request completed',
    );
  };

  // Runs after every scope's onSend (the content scope's ETag first): stores the bytes and headers it sends.
  const storeResponse: onSendAsyncHookHandler = async (req, reply, payload) => {
    const miss = req.responseCacheMiss;
    if (!miss) return payload;
    reply.header(CACHE_STATUS_HEADER, 'MISS');
    if (!isStorable(reply) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    if (!isStorableUrl(req.url)) return payload;
    const spec = req.routeOptions.config.responseCache!;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    let tags: string[];
    try {
      const parsed: unknown = /json/i.test(contentType) ? JSON.parse(body.toString('utf8')) : undefined;
      // An object asked by another spelling of its slug (`/questions/CRON` when lookups ignore case) is not kept:
      // one entry per spelling would let any client fill the cache with copies.
      if (!namesItsObject(req, parsed)) return payload;
      tags = spec.tags(req, parsed);
    } catch (error) {
      options.log.warn({ err: error, url: req.url }, 'response cache: no tags for this response; not stored');
      return payload;
    }
    // Tags name what may change the response: without any, nothing could ever remove it.
    if (tags.length === 0) return payload;
    void store.set(
      miss.key,
      {
        route: req.routeOptions.url ?? req.url,
        headers: { 'content-type': contentType, ...storedHeaders(reply) },
        revalidates: req.routeOptions.config.etags === true,
        body,
      },
      // Every entry also carries the site-wide tag, which "regenerate everything" names.
      [...new Set([...tags, SITE_TAG])],
      miss.generation,
    );
    return payload;
  };

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const spec = routes[route.url];
    if (!spec || !methods.includes('GET')) return;
    route.config = { ...(route.config ?? {}), responseCache: spec };
    route.onSend = [...[route.onSend ?? []].flat(), storeResponse];
  });

  // Hits the server's front did not answer (inject(), the Redis store, routes with varying headers).
  app.addHook('onRequest', async (req, reply) => {
    const spec = req.routeOptions.config?.responseCache;
    if (!spec || req.method !== 'GET' || !isShareable(req)) return;
    const startedAt = performance.now();
    const key = cacheKeyOf(req.method, req.url, req.headers, spec.vary);
    const { entry, generation } = await store.get(key);
    metrics?.cacheLookup('api_response', entry !== undefined);
    if (!entry) {
      if (generation !== null) req.responseCacheMiss = { key, generation };
      return;
    }
    if (options.isClosing?.()) return;
    // The hit is written here, in full; Fastify's onSend and onResponse hooks do not run for it.
    reply.hijack();
    sendHit(entry, req.raw, reply.raw, req.id, startedAt);
  });

  if (store.kind !== 'memory') return null;
  // The in-process store answers synchronously: a hit needs no turn of the event loop.
  const lookup = store.get.bind(store) as (key: string) => Lookup;
  return (req, res) => {
    // Only a shareable GET can be a hit; a route with varying headers has keys with them, which this one lacks,
    // so its lookup misses here and the hook above answers it.
    if (req.method !== 'GET' || !isShareable(req) || options.isClosing?.()) return false;
    const startedAt = performance.now();
    const url = req.url ?? '/';
    const { entry } = lookup(cacheKeyOf('GET', url, req.headers));
    // A miss is counted by the hook when Fastify routes it to a cached route (this lookup does not know the route).
    if (!entry) return false;
    metrics?.cacheLookup('api_response', true);
    sendHit(entry, req, res, requestIdFrom(req.headers), startedAt);
    return true;
  };
}
