// The production web server (`npm start -w apps/web`): Next.js's request handler behind a thin layer that gives
// every response its own Content-Security-Policy nonce, so pages served from the page cache stay cached and still
// run only the scripts they were rendered with (see server/csp.mjs). It also compresses responses (Next.js's own
// compression is off: it would run before the nonce is written). Options: -p/--port (else WEB_PORT, 3000),
// -H/--hostname (else every interface), like `next start`.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { CSP_SOURCES } from '../csp.config.mjs';
import { buildPolicy, carriesNonce, createNonce, createNonceRewriter } from './csp.mjs';

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
// instances share (a secret, so no author can put it in a page to have it replaced by a live nonce).
const placeholder = process.env.REDIS_URL ? sharedPlaceholder() : createNonce();
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

function sharedPlaceholder() {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret || secret.length < 16) {
    console.error(
      '[web] REDIS_URL needs REVALIDATE_SECRET (the same on every instance, at least 16 characters)',
    );
    process.exit(1);
  }
  return createHmac('sha256', secret).update('reef csp nonce placeholder').digest('base64url').slice(0, 24);
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
function applyPolicy(res) {
  let rewriter; // undefined: not decided yet; null: the body passes through
  const decide = (contentType = res.getHeader('content-type')) => {
    if (rewriter !== undefined) return rewriter;
    if (!carriesNonce(contentType)) return (rewriter = null);
    const nonce = createNonce();
    rewriter = createNonceRewriter(placeholder, nonce);
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

const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();
const compress = compression();
await app.prepare();

const server = http.createServer((req, res) => {
  // Next.js takes the nonce from the request's CSP header; a client's own header must never choose it (the page
  // rendered with it may be cached for everyone).
  delete req.headers['content-security-policy-report-only'];
  req.headers['content-security-policy'] = requestPolicy;
  compress(req, res, () => {
    applyPolicy(res);
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
