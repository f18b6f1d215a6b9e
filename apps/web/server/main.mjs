// The production web server (`npm start -w apps/web`): Next.js's request handler behind a thin layer that gives
// every response its own Content-Security-Policy nonce, so pages served from the page cache stay cached and still
// run only the scripts they were rendered with (see server/csp.mjs). It also compresses responses (Next.js's own
// compression is off: it would run before the nonce is written). Options: -p/--port (else WEB_PORT, 3000),
// -H/--hostname (else every interface), like `next start`.
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { CSP_SOURCES } from '../csp.config.mjs';
import { buildPolicy, carriesNonce, createNonce, createNonceRewriter, sharedPlaceholder } from './csp.mjs';
import { createPageCache, PAGE_CACHE_KEY } from './page-cache.mjs';
import { createPrecompressedStatic } from './precompressed.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argument(...names) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => names.includes(arg));
  return at === -1 ? undefined : args[at + 1];
}

const port = Number(argument('-p', '--port') ?? process.env.WEB_PORT ?? 3000);
const hostname = argument('-H', '--hostname');
const publicWebUrl = process.env.PUBLIC_WEB_URL || 'http://localhost:3000';

// The nonce Next.js renders with: never sent. With the cache in this process's memory (isrFlushToDisk: false) it is
// made once per process, so a restart never meets a page rendered with an old one. With the cache shared in Redis
// (REDIS_URL), every instance must write over the same placeholder: it is derived from the revalidation secret the
// instances share (a secret, so no author can put it in a page to have it replaced by a live nonce). So it is with a
// page cache in front (PAGE_CACHE_URLS): the proxy writes the nonces and is configured with the placeholder.
const pageCacheUrls = (process.env.PAGE_CACHE_URLS ?? '')
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);
const placeholder =
  process.env.REDIS_URL || pageCacheUrls.length > 0 ? placeholderFromSecret() : createNonce();
const placeholderBytes = Buffer.from(placeholder);
globalThis[Symbol.for('reef.cspNoncePlaceholder')] = placeholder;
const requestPolicy = `script-src 'nonce-${placeholder}'`;

// The policy is the same for every response but for its nonce: built once, split where the nonce goes.
const NONCE_MARK = 'NONCEMARK';
const [policyStart, policyEnd] = buildPolicy({
  nonce: NONCE_MARK,
  apiUrl: process.env.PUBLIC_API_URL || 'http://localhost:4000',
  sources: CSP_SOURCES,
  upgradeInsecureRequests: publicWebUrl.startsWith('https:'),
}).split(NONCE_MARK);

function placeholderFromSecret() {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret || secret.length < 16) {
    console.error(
      '[web] REDIS_URL and PAGE_CACHE_URLS need REVALIDATE_SECRET (the same on every instance and for the page cache, at least 16 characters)',
    );
    process.exit(1);
  }
  return sharedPlaceholder(secret);
}

function toBuffer(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function contentTypeIn(headers) {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return undefined;
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'content-type');
  return key === undefined ? undefined : String(headers[key]);
}

/**
 * Gives a page (or an RSC payload) of this response its own nonce: in the CSP header of a page, and written over the
 * placeholder in the body. Other responses (scripts, styles, images, JSON) pass through untouched and carry no
 * policy: it would only add bytes to every file.
 */
function applyPolicy(res, { forPageCache = false } = {}) {
  let rewriter; // undefined: not decided yet; null: the body passes through
  const decide = (contentType = res.getHeader('content-type')) => {
    if (rewriter !== undefined) return rewriter;
    if (!carriesNonce(contentType)) return (rewriter = null);
    // The page cache stores the page as rendered and writes each response's nonce itself (the body and the header).
    const nonce = forPageCache ? placeholder : createNonce();
    rewriter = forPageCache ? null : createNonceRewriter(placeholder, nonce);
    if (!res.headersSent) {
      if (/^text\/html\b/i.test(String(contentType)))
        res.setHeader('Content-Security-Policy', policyStart + nonce + policyEnd);
      // The body changes with every response: a validator of it would make browsers keep a stale nonce.
      res.removeHeader('etag');
    }
    return rewriter;
  };
  const { write, end, writeHead } = res;
  res.writeHead = function (statusCode, ...rest) {
    // The last moment to set the policy header (flushHeaders() comes through here too).
    decide(rest.map(contentTypeIn).find(Boolean) ?? res.getHeader('content-type'));
    return writeHead.call(this, statusCode, ...rest);
  };
  res.write = function (chunk, encoding, callback) {
    const active = decide();
    if (!active || chunk === undefined || chunk === null) return write.call(this, chunk, encoding, callback);
    return write.call(
      this,
      active.push(toBuffer(chunk, encoding)),
      undefined,
      typeof encoding === 'function' ? encoding : callback,
    );
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    if (typeof encoding === 'function') return res.end(chunk, undefined, encoding);
    const active = decide();
    if (!active) return end.call(this, chunk, encoding, callback);
    const body =
      chunk === undefined || chunk === null
        ? active.flush()
        : Buffer.concat([active.push(toBuffer(chunk, encoding)), active.flush()]);
    return end.call(this, body, undefined, callback);
  };
}

/** Whether a request comes from the page cache: it names the placeholder, so sending it the placeholder tells nothing. */
function isFromPageCache(req) {
  const given = req.headers['x-reef-nonce-placeholder'];
  delete req.headers['x-reef-nonce-placeholder'];
  if (pageCacheUrls.length === 0 || typeof given !== 'string') return false;
  const bytes = Buffer.from(given);
  return bytes.length === placeholderBytes.length && timingSafeEqual(bytes, placeholderBytes);
}

if (pageCacheUrls.length > 0) {
  // The tags of each page Next.js stores are recorded here (cache-handler.mjs) for the refresh after a revalidation:
  // in Redis when the instances share their cache, so any instance refreshes what any other one stored.
  let redis;
  if (process.env.REDIS_URL) {
    const { Redis } = await import('ioredis');
    redis = new Redis(process.env.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    redis.on('error', (error) => console.warn('[web] redis (page cache index):', error.message));
  }
  globalThis[PAGE_CACHE_KEY] = createPageCache({
    urls: pageCacheUrls,
    refreshSecret: placeholder,
    redis,
    keyPrefix: process.env.REDIS_KEY_PREFIX || 'reef:',
  });
}

/**
 * After a revalidation call (POST /api/revalidate) succeeds, the page cache refreshes the pages of its tags. Next.js
 * ends that route's response only once the tags are expired (its pending revalidations), so the end is held here
 * until the refresh is done: when the API's call returns, the page cache already serves the new pages.
 */
function refreshPageCacheAfterRevalidation(req, res) {
  const pageCache = globalThis[PAGE_CACHE_KEY];
  if (!pageCache || req.method !== 'POST' || req.url?.split('?')[0] !== '/api/revalidate') return;
  const chunks = [];
  const { write, end } = res;
  res.write = function (chunk, encoding, callback) {
    if (chunk) chunks.push(toBuffer(chunk, encoding));
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function' || typeof encoding === 'function')
      return end.call(this, chunk, encoding, callback);
    if (chunk) chunks.push(toBuffer(chunk, encoding));
    let target;
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (res.statusCode === 200 && body.revalidated === true)
        target = { tags: body.tags, paths: body.paths };
    } catch {
      // not the route's JSON answer: nothing to refresh
    }
    if (!target) return end.call(this, chunk, encoding, callback);
    pageCache
      .refresh(target)
      .catch((error) => console.warn('[web] page cache refresh failed:', error.message))
      .finally(() => end.call(this, chunk, encoding, callback));
    return this;
  };
}

const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();
const compress = compression();
const servePrecompressed = createPrecompressedStatic(path.join(dir, process.env.NEXT_DIST_DIR || '.next'));
await app.prepare();

const server = http.createServer((req, res) => {
  // Next.js takes the nonce from the request's CSP header; a client's own header must never choose it (the page
  // rendered with it may be cached for everyone).
  delete req.headers['content-security-policy-report-only'];
  req.headers['content-security-policy'] = requestPolicy;
  // The build's scripts and styles, brotli-compressed once at build time (see precompressed.mjs).
  if (servePrecompressed(req, res)) return;
  const forPageCache = isFromPageCache(req);
  compress(req, res, () => {
    applyPolicy(res, { forPageCache });
    refreshPageCacheAfterRevalidation(req, res);
    handle(req, res).catch((error) => {
      console.error('[web] request failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});

server.listen(port, hostname, () => {
  console.log(`[web] ready on http://${hostname ?? 'localhost'}:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
