// The API response cache: anonymous GETs of the routes listed in response-cache-routes.ts are answered from
// stored bytes (with their ETag, so If-None-Match still gets a 304) before routing reaches a handler. Entries are
// keyed by the request (method, path, the query with its parameters sorted, and only the headers a route says
// change its body) and indexed by the same cache tags that expire the web's pages, so the write that revalidates
// a page also removes the API responses it changed, before the write answers.
// Never shared: a request with an Authorization header (a signed-in member or a custom token) or the
// bypass-cache cookie, and a response that sets a cookie, is not 200, or says private/no-store.
import { BYPASS_CACHE_COOKIE, SITE_TAG } from '@reef/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import type { ResponseCacheStore } from './response-cache-store.js';

/** How one route is cached: the tags its response depends on, and the request headers that change its body. */
export type ResponseCacheRoute = {
  tags(req: FastifyRequest, body: unknown): string[];
  vary?: readonly string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for routes whose anonymous GETs the response cache keeps (lib/response-cache-routes.ts). */
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
export function isShareable(req: FastifyRequest): boolean {
  if (req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  return !(cookie && cookie.includes(`${BYPASS_CACHE_COOKIE}=`));
}

/** The cache key: method, path, the query's parameters sorted by name (order within a name kept), varying headers. */
export function cacheKeyOf(
  method: string,
  url: string,
  headers: FastifyRequest['headers'],
  vary: readonly string[] = [],
) {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  let key = `${method} ${path}`;
  if (at !== -1 && at < url.length - 1) {
    const params = [...new URLSearchParams(url.slice(at + 1))];
    // A stable sort: repeated parameters keep their order, which may matter to the route.
    params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (params.length > 0) key += `?${new URLSearchParams(params).toString()}`;
  }
  for (const name of vary) {
    const value = headers[name];
    key += `\n${name}: ${Array.isArray(value) ? value.join(', ') : (value ?? '')}`;
  }
  return key;
}

function isStorable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return false;
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

export type ResponseCacheOptions = {
  store: ResponseCacheStore;
  /** Routes to cache, by their full URL pattern (`/content/v1/tutorials/:id`). */
  routes: Readonly<Record<string, ResponseCacheRoute>>;
  onLookup?(hit: boolean): void;
  log: { warn(details: object, message: string): void };
};

/** Installs the cache on the root instance: call before any route is registered. */
export function installResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const { store, routes } = options;
  app.decorateRequest('responseCacheMiss', null);

  // Runs after every scope's onSend (the content scope's ETag first): stores the bytes and headers it sends.
  const storeResponse: onSendAsyncHookHandler = async (req, reply, payload) => {
    const miss = req.responseCacheMiss;
    if (!miss) return payload;
    reply.header(CACHE_STATUS_HEADER, 'MISS');
    if (!isStorable(reply) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const spec = req.routeOptions.config.responseCache!;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    let tags: string[];
    try {
      tags = spec.tags(req, /json/i.test(contentType) ? JSON.parse(body.toString('utf8')) : undefined);
    } catch (error) {
      options.log.warn({ err: error, url: req.url }, 'response cache: no tags for this response; not stored');
      return payload;
    }
    // Tags name what may change the response: without any, nothing could ever remove it.
    if (tags.length === 0) return payload;
    const cacheControl = reply.getHeader('cache-control');
    const etag = reply.getHeader('etag');
    void store.set(
      miss.key,
      {
        contentType,
        cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
        etag: etag === undefined ? undefined : String(etag),
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

  app.addHook('onRequest', async (req, reply) => {
    const spec = req.routeOptions.config?.responseCache;
    if (!spec || req.method !== 'GET' || !isShareable(req)) return;
    const key = cacheKeyOf(req.method, req.url, req.headers, spec.vary);
    const { entry, generation } = await store.get(key);
    options.onLookup?.(entry !== undefined);
    if (!entry) {
      if (generation !== null) req.responseCacheMiss = { key, generation };
      return;
    }
    reply.header('content-type', entry.contentType).header(CACHE_STATUS_HEADER, 'HIT');
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    // The content scope's onSend answers a matching If-None-Match with 304 from this ETag, without hashing again.
    if (entry.etag) reply.header('etag', entry.etag);
    return reply.code(200).send(entry.body);
  });
}
