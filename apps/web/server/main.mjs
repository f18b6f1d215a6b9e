// The production web server (`npm start -w apps/web`): Next.js's request handler behind a thin layer that gives
// every response its own Content-Security-Policy nonce, so pages served from the page cache stay cached and still
// run only the scripts they were rendered with (see server/csp.mjs). It also compresses responses (Next.js's own
// compression is off: it would run before the nonce is written). Options: -p/--port (else WEB_PORT, 3000),
// -H/--hostname (else every interface), like `next start`.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { CSP_SOURCES } from '../csp.config.mjs';
import {
  buildPolicy,
  carriesNonce,
  createNonce,
  createNonceRewriter,
  hashScriptsOfPage,
  sharedPlaceholder,
} from './csp.mjs';
import { isCanonicalPath, lowerCaseRedirect, rawPathOf } from './canonical-path.mjs';
import { storedPageHtml } from './flight-strip.mjs';
import { FRAGMENT_CACHE_CONTROL, fragmentOfPage, isFragmentPath } from './fragments.mjs';
import { createPageCache, PAGE_CACHE_KEY, pageCacheRefreshSecret } from './page-cache.mjs';
import {
  createPageStore,
  isStorableAnswer,
  sharedMaxAge,
  storablePath,
  storeEncoding,
  storedHeaders,
} from './page-store.mjs';
import { createPrecompressedStatic } from './precompressed.mjs';
import { applyTimeouts, clientTimeouts, serverOptions } from './timeouts.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argument(...names) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => names.includes(arg));
  return at === -1 ? undefined : args[at + 1];
}

const port = Number(argument('-p', '--port') ?? process.env.WEB_PORT ?? 3000);
const hostname = argument('-H', '--hostname');

/** The name Next.js is given for `hostname`: `localhost` for none or a loopback address, as NextURL spells it. */
function nextHostname(name) {
  if (!name || /^(?:127(?:\.\d{1,3}){3}|\[?::1\]?|localhost)$/.test(name)) return 'localhost';
  return name;
}
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
const policyOptions = {
  apiUrl: process.env.PUBLIC_API_URL || 'http://localhost:4000',
  sources: CSP_SOURCES,
  upgradeInsecureRequests: publicWebUrl.startsWith('https:'),
};
const [policyStart, policyEnd] = buildPolicy({ ...policyOptions, nonce: NONCE_MARK }).split(NONCE_MARK);
/** The policy of a page kept by the page cache: its own scripts by hash (built once per stored page). */
const policyWithHashes = (hashes) => buildPolicy({ ...policyOptions, hashes });

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
 *
 * A page for the page cache is stored once and sent as it is to everyone, so it cannot carry a nonce: it is held
 * whole, its own scripts are named by hash in its policy (hashScriptsOfPage in csp.mjs), and it is sent with the
 * right length. Only pages: an RSC payload asked through the page cache (never stored there) gets a nonce as above.
 * A fragment (`fragment`, fragments.mjs) is held whole the same way and sent as its fragment element's content alone.
 */
function applyPolicy(res, { forPageCache = false, acceptEncoding = '', store, fragment = false } = {}) {
  let mode; // undefined: not decided yet; 'pass': untouched; 'nonce': rewritten as it streams; 'hash': held whole
  let rewriter;
  let responseNonce; // the nonce of a rewritten response
  const decide = (contentType = res.getHeader('content-type')) => {
    if (mode !== undefined) return mode;
    if (!carriesNonce(contentType)) return (mode = 'pass');
    const isPage = /^text\/html\b/i.test(String(contentType));
    // The body changes with every response (or is rewritten here): a validator of Next.js's body would be wrong.
    if (!res.headersSent) res.removeHeader('etag');
    if (forPageCache && isPage && !res.headersSent) return (mode = 'hash');
    const nonce = (responseNonce = createNonce());
    rewriter = createNonceRewriter(placeholder, nonce);
    if (isPage && !res.headersSent) res.setHeader('Content-Security-Policy', policyStart + nonce + policyEnd);
    return (mode = 'nonce');
  };
  const { write, end, writeHead, flushHeaders } = res;
  res.flushHeaders = function () {
    // A held page's headers go out with its body (flushing them now would send a body with no head).
    if (decide() !== 'hash' || released) flushHeaders.call(this);
  };
  let released = false; // a held page is complete: its head and body go out now
  let heldHead; // the arguments of a writeHead() held until a held page is complete
  const held = [];
  res.writeHead = function (statusCode, ...rest) {
    // The last moment to set the policy header (flushHeaders() comes through here too).
    const active = decide(rest.map(contentTypeIn).find(Boolean) ?? res.getHeader('content-type'));
    if (active === 'hash' && !released) {
      heldHead = [statusCode, ...rest];
      return this;
    }
    replacePlaceholderInHeaders(this, rest, active === 'nonce' ? responseNonce : createNonce());
    return writeHead.call(this, statusCode, ...rest);
  };
  res.write = function (chunk, encoding, callback) {
    const active = decide();
    const done = typeof encoding === 'function' ? encoding : callback;
    if (active === 'hash') {
      if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
      if (done) process.nextTick(done);
      return true;
    }
    if (active === 'pass' || chunk === undefined || chunk === null)
      return write.call(this, chunk, encoding, callback);
    return write.call(this, rewriter.push(toBuffer(chunk, encoding)), undefined, done);
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    if (typeof encoding === 'function') return res.end(chunk, undefined, encoding);
    const active = decide();
    if (active === 'pass') return end.call(this, chunk, encoding, callback);
    if (active === 'hash') {
      if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
      released = true;
      // Held whole: a page (decide()). Its content once (flight-strip.mjs): what its HTML holds is cut from its inline
      // flight data; the RSC payload of a client navigation (never held) keeps it. A fragment is its content alone,
      // with no script, kept for good (its address names its version).
      const rendered = Buffer.concat(held).toString('utf8');
      const status = heldHead ? heldHead[0] : res.statusCode;
      const fragmentHtml = fragment && status === 200 ? fragmentOfPage(rendered) : undefined;
      const html = fragmentHtml ?? storedPageHtml(rendered);
      const page = hashScriptsOfPage(html, placeholder, createNonce());
      res.setHeader('Content-Security-Policy', policyWithHashes(page.hashes));
      if (fragmentHtml !== undefined) {
        res.setHeader('Cache-Control', FRAGMENT_CACHE_CONTROL);
        // The page's preloads (its fonts, styles and scripts) are nothing a fragment needs.
        res.removeHeader('Link');
      }
      const contentEncoding = pageCacheEncoding(acceptEncoding);
      compressForPageCache(Buffer.from(page.html), contentEncoding, (error, body) => {
        if (error) {
          console.error('[web] compressing a page for the page cache failed', error);
          res.statusCode = 500;
          return end.call(this, undefined, undefined, callback);
        }
        // Compressed here, whole, with its length: the compression layer below leaves an encoded body alone, and
        // the page cache stores (and sends) a body with a length as one piece.
        if (contentEncoding !== 'identity') res.setHeader('Content-Encoding', contentEncoding);
        res.setHeader('Content-Length', body.length);
        if (store) res.setHeader('X-Reef-Page-Store', 'MISS');
        if (heldHead) {
          const [statusCode, ...rest] = heldHead;
          // A headers object given to writeHead() wins over setHeader(): drop what was decided here.
          const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
          for (const name of Object.keys(headers ?? {}))
            if (
              /^(content-length|content-encoding|content-security-policy|etag)$/i.test(name) ||
              (fragmentHtml !== undefined && /^(cache-control|link)$/i.test(name))
            )
              delete headers[name];
          replacePlaceholderInHeaders(this, rest, createNonce());
          writeHead.call(this, statusCode, ...rest);
        }
        end.call(this, body, undefined, callback);
        if (store) keepInStore(store, res.statusCode, res.getHeaders(), page.html, contentEncoding, body);
      });
      return this;
    }
    const body =
      chunk === undefined || chunk === null
        ? rewriter.flush()
        : Buffer.concat([rewriter.push(toBuffer(chunk, encoding)), rewriter.flush()]);
    return end.call(this, body, undefined, callback);
  };
}

/**
 * Writes `value` over the placeholder wherever a header carries it (security review 2, #4: Next.js names the nonce in
 * the Link header of its preloads, and that header went out with the placeholder, a secret). `rest`: the other
 * arguments of writeHead(), whose headers object wins over setHeader(). With a nonce, the preloads keep matching the
 * policy; otherwise a random value no policy names.
 */
function replacePlaceholderInHeaders(res, rest, value) {
  const replace = (header) =>
    Array.isArray(header)
      ? header.map((item) => String(item).split(placeholder).join(value))
      : typeof header === 'string'
        ? header.split(placeholder).join(value)
        : header;
  for (const name of res.getHeaderNames()) {
    const header = res.getHeader(name);
    if (String(header).includes(placeholder)) res.setHeader(name, replace(header));
  }
  for (const arg of rest) {
    if (!arg || typeof arg !== 'object') continue;
    if (Array.isArray(arg)) {
      for (let at = 0; at < arg.length; at += 1) arg[at] = replace(arg[at]);
    } else {
      for (const name of Object.keys(arg)) arg[name] = replace(arg[name]);
    }
  }
}

/** How long a shared cache may keep an error page (a 4xx): no stale-while-revalidate, a minute at most. */
const ERROR_SHARED_MAX_AGE = 60;

/**
 * What shared caches may keep of this response (security review 2, #1), set as its head goes out:
 * - nothing, when the request's raw path is not canonical (server/canonical-path.mjs): its answer belongs to no key
 *   a cache could file it under (the page cache refuses such paths too; this holds behind any other proxy);
 * - nothing of a server error; an error page (4xx) that Next.js marks cacheable (with its pages' year of
 *   stale-while-revalidate), a minute and no stale copy: a 404 stored for a page that comes back, or stored by a
 *   proxy under another spelling's key, goes away on its own.
 */
function limitSharedCaching(req, res) {
  const rawPath = rawPathOf(req.url);
  // The build's files are named by their content (and may be spelled with escapes): immutable whatever the spelling.
  const canonical = isCanonicalPath(rawPath) || rawPath.startsWith('/_next/static/');
  const { writeHead } = res;
  res.writeHead = function (statusCode, ...rest) {
    const status = typeof statusCode === 'number' ? statusCode : res.statusCode;
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    const given = headers && Object.keys(headers).find((name) => name.toLowerCase() === 'cache-control');
    const current = String((given ? headers[given] : res.getHeader('cache-control')) ?? '');
    let next;
    if (!canonical || status >= 500) next = 'private, no-store';
    else if (status >= 400 && !/\b(private|no-store)\b/i.test(current))
      next = `public, max-age=0, s-maxage=${ERROR_SHARED_MAX_AGE}, must-revalidate`;
    if (next !== undefined) {
      if (given) delete headers[given];
      res.setHeader('Cache-Control', next);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

/**
 * The encoding of a page for the page cache: it asks for exactly one (deploy/nginx-page-cache.conf, $reef_encoding)
 * and keeps one copy per encoding.
 */
function pageCacheEncoding(acceptEncoding) {
  const asked = String(acceptEncoding ?? '').toLowerCase();
  if (/(^|[\s,])br($|[\s,;])/.test(asked)) return 'br';
  if (/(^|[\s,])gzip($|[\s,;])/.test(asked)) return 'gzip';
  return 'identity';
}

/**
 * Compresses a page once, when the page cache stores it; it is then sent as it is many times. The levels are where
 * more effort stops paying: a page is stored at every miss and refreshed after every write that expires it, and on
 * a 120 KB page brotli 9 took ten times the CPU of brotli 6 (15 ms against 1.4) for 2 % fewer bytes, gzip 9 three
 * times that of gzip 6 for 1 % (bench/README.md, "Compressing a stored page").
 */
function compressForPageCache(body, encoding, done) {
  if (encoding === 'br')
    return zlib.brotliCompress(
      body,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      done,
    );
  if (encoding === 'gzip') return zlib.gzip(body, { level: 6 }, done);
  return done(null, body);
}

/**
 * The page store (server/page-store.mjs): with no page cache in front (PAGE_CACHE_URLS unset), the server keeps the
 * pages it serves visitors and sends them again as stored. PAGE_STORE_MAX_BYTES bounds it (0 turns it off),
 * PAGE_STORE_TTL_SECONDS bounds how long a page stays without a revalidation dropping it.
 */
const pageStoreMaxBytes = Number(process.env.PAGE_STORE_MAX_BYTES ?? 32 * 1024 * 1024);
const pageStore =
  pageCacheUrls.length === 0 && pageStoreMaxBytes > 0
    ? createPageStore({
        maxBytes: pageStoreMaxBytes,
        ttlMs: Number(process.env.PAGE_STORE_TTL_SECONDS ?? 600) * 1000,
      })
    : undefined;

/** Keeps a page rendered for the store (a miss) once it has gone out, with its other compressed encodings. */
function keepInStore({ path, epoch }, status, headers, html, encoding, body) {
  if (!isStorableAnswer(status, headers)) return;
  const kept = storedHeaders(headers);
  delete kept['x-reef-page-store'];
  // Sent again from a cache, with no render: what Next.js says of a page its own cache answers.
  kept['x-nextjs-cache'] = 'HIT';
  const etagBase = createHash('sha256').update(html).digest('base64url').slice(0, 22);
  const maxAgeSeconds = sharedMaxAge(headers['cache-control']);
  const put = (as, bytes) =>
    pageStore.put(path, { status, headers: kept, encoding: as, body: bytes, etagBase, maxAgeSeconds }, epoch);
  if (!put(encoding, body)) return;
  // Brotli and gzip now, once, so that the next browser is served whichever it asks for (identity only when asked).
  for (const other of ['br', 'gzip'])
    if (other !== encoding)
      compressForPageCache(Buffer.from(html), other, (error, bytes) => {
        if (!error) put(other, bytes);
      });
}

/** Sends a stored page: its head built once, its body as stored; a 304 to a browser that holds this very copy. */
function sendStored(req, res, stored) {
  if (req.headers['if-none-match'] === stored.etag) {
    const head = { ...stored.head };
    delete head['content-length'];
    delete head['content-encoding'];
    res.writeHead(304, head);
    return res.end();
  }
  res.writeHead(stored.status, stored.head);
  return res.end(req.method === 'HEAD' ? undefined : stored.body);
}

/** Whether a request comes from the page cache: it names the placeholder, so sending it the placeholder tells nothing. */
function isFromPageCache(req) {
  const given = req.headers['x-reef-nonce-placeholder'];
  delete req.headers['x-reef-nonce-placeholder'];
  if (pageCacheUrls.length === 0 || typeof given !== 'string') return false;
  const bytes = Buffer.from(given);
  return bytes.length === placeholderBytes.length && timingSafeEqual(bytes, placeholderBytes);
}

if (pageCacheUrls.length > 0 || pageStore) {
  // The tags of each page Next.js stores are recorded here (cache-handler.mjs) for the refresh after a revalidation:
  // in Redis when the instances share their cache, so any instance refreshes what any other one stored.
  let redis;
  const keyPrefix = process.env.REDIS_KEY_PREFIX || 'reef:';
  // Each instance's page store drops what a revalidation on any instance expired: the paths go out on a channel.
  const dropChannel = `${keyPrefix}page-store:drop`;
  if (process.env.REDIS_URL) {
    const { Redis } = await import('ioredis');
    redis = new Redis(process.env.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    redis.on('error', (error) => console.warn('[web] redis (page cache index):', error.message));
    if (pageStore) {
      const subscriber = redis.duplicate();
      subscriber.on('error', (error) => console.warn('[web] redis (page store drops):', error.message));
      subscriber.on('message', (channel, message) => {
        if (channel !== dropChannel) return;
        try {
          const paths = JSON.parse(message);
          if (Array.isArray(paths)) pageStore.drop(paths.filter((path) => typeof path === 'string'));
        } catch {
          // not a list of paths: nothing to drop
        }
      });
      subscriber
        .subscribe(dropChannel)
        .catch((error) => console.warn('[web] redis (page store drops):', error.message));
    }
  }
  globalThis[PAGE_CACHE_KEY] = createPageCache({
    urls: pageCacheUrls,
    refreshSecret: pageCacheUrls.length > 0 ? pageCacheRefreshSecret(process.env.REVALIDATE_SECRET) : '',
    redis,
    keyPrefix,
    onPaths: pageStore
      ? async (paths) => {
          pageStore.drop(paths);
          if (redis)
            await redis
              .publish(dropChannel, JSON.stringify(paths))
              .catch((error) => console.warn('[web] redis (page store drops):', error.message));
        }
      : undefined,
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

// next.config.ts then names the cache handler that records each stored page's tags (cache-handler.mjs).
if (globalThis[PAGE_CACHE_KEY]) process.env.REEF_RECORD_PAGE_TAGS = '1';
// The build's id, in the version of what a page fetches later (the menu's panels, menu-panels.ts): their markup and
// class names are the build's, so a new build gives them new addresses.
try {
  process.env.REEF_BUILD_ID = readFileSync(
    path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'),
    'utf8',
  ).trim();
} catch {
  // no build id (never for a built app): the version names the menu's data alone
}
// The hostname Next.js builds its own request URLs on. It spells every loopback address `localhost` where it
// compares them (NextURL), so a server bound to 127.0.0.1 is named `localhost` here: otherwise the proxy's rewrite of
// an English page to /en/… (src/proxy.ts) looks like one to another origin, and Next.js fetches it as an outside
// request, which the proxy then redirects back, in a loop.
const app = next({ dev: false, dir, port, hostname: nextHostname(hostname) });
const handle = app.getRequestHandler();
const compress = compression();
const servePrecompressed = createPrecompressedStatic(path.join(dir, process.env.NEXT_DIST_DIR || '.next'));
await app.prepare();

let timeouts;
try {
  timeouts = clientTimeouts();
} catch (error) {
  console.error(`[web] ${error.message}`);
  process.exit(1);
}
const server = http.createServer(serverOptions(timeouts), (req, res) => {
  // A page the store keeps goes out as stored, before anything else runs for it.
  const storePath = pageStore && storablePath(req, isCanonicalPath);
  let store;
  if (storePath) {
    const encoding = storeEncoding(req.headers['accept-encoding']);
    const stored = pageStore.get(storePath, encoding);
    if (stored) return sendStored(req, res, stored);
    if (req.method === 'GET') store = { path: storePath, epoch: pageStore.epoch };
  }
  limitSharedCaching(req, res);
  // A lower-case slug asked with capitals: one address per page, not one render per spelling (canonical-path.mjs).
  const lowerCase = (req.method === 'GET' || req.method === 'HEAD') && lowerCaseRedirect(rawPathOf(req.url));
  if (lowerCase) {
    const query = req.url.slice(rawPathOf(req.url).length);
    res.writeHead(308, { location: lowerCase + query, 'cache-control': 'public, max-age=3600' });
    return res.end();
  }
  // Next.js takes the nonce from the request's CSP header; a client's own header must never choose it (the page
  // rendered with it may be cached for everyone).
  delete req.headers['content-security-policy-report-only'];
  req.headers['content-security-policy'] = requestPolicy;
  // The build's scripts and styles, brotli-compressed once at build time (see precompressed.mjs).
  if (servePrecompressed(req, res)) return;
  // A fragment is always held whole: what goes out is a piece of the page Next.js renders (fragments.mjs).
  const fragment = isFragmentPath(rawPathOf(req.url));
  const forPageCache = isFromPageCache(req) || store !== undefined || fragment;
  compress(req, res, () => {
    applyPolicy(res, { forPageCache, acceptEncoding: req.headers['accept-encoding'], store, fragment });
    refreshPageCacheAfterRevalidation(req, res);
    handle(req, res).catch((error) => {
      console.error('[web] request failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});

// A client that trickles its request is cut off (security review 2, #9; docs/operations.md "Timeouts").
applyTimeouts(server, timeouts);

server.listen(port, hostname, () => {
  console.log(`[web] ready on http://${hostname ?? 'localhost'}:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
