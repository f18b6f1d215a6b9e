// The web app's Content-Security-Policy: a fresh nonce on every response, even for pages served from the page cache.
//
// Next.js puts the nonce it finds in the request's CSP header on every script it renders. The server hands it a
// placeholder nonce (random, made once per process, never sent to a browser), so cached pages are rendered once and
// kept with the placeholder; each response then carries a new nonce, written over the placeholder in the body
// and in the CSP header. The two have the same length, so Content-Length stays right. See docs/decisions.md
// "Content-Security-Policy with cached pages".
import { createHmac, randomBytes } from 'node:crypto';

const NONCE_BYTES = 18; // 24 base64url characters

/** A random nonce (base64url, no padding: what Next.js accepts in a CSP header). */
export function createNonce() {
  return randomBytes(NONCE_BYTES).toString('base64url');
}

/**
 * The placeholder every instance (and the page cache in front, deploy/nginx-page-cache.conf) shares: derived from
 * the revalidation secret, so it is a secret too (an author who knew it could have a live nonce written into a page).
 */
export function sharedPlaceholder(secret) {
  return createHmac('sha256', secret).update('reef csp nonce placeholder').digest('base64url').slice(0, 24);
}

/** The origin of a URL (`https://api.example.com`), or undefined when it is not one. */
function originOf(url) {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The policy for one response. `sources` come from csp.config.mjs; `api` in them stands for the API's origin.
 * @param {{ nonce: string, apiUrl: string, sources?: Record<string, readonly string[]>, upgradeInsecureRequests?: boolean }} options
 */
export function buildPolicy({ nonce, apiUrl, sources = {}, upgradeInsecureRequests = false }) {
  const api = originOf(apiUrl);
  const extra = (directive) =>
    (sources[directive] ?? []).map((source) => (source === 'api' ? api : source)).filter(Boolean);
  const directives = {
    'default-src': ["'self'"],
    // 'strict-dynamic': scripts the nonced ones add are trusted too; 'self' only matters to browsers without it.
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    // Inline event handlers and javascript: URLs stay blocked by script-src; a script-src-attr makes it explicit.
    'script-src-attr': ["'none'"],
    // Style attributes (embeds' sizes, React style props) need 'unsafe-inline'; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  for (const directive of Object.keys(sources)) {
    directives[directive] = [...new Set([...(directives[directive] ?? []), ...extra(directive)])];
  }
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (upgradeInsecureRequests) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** The longest end of `buffer` that is the start of `needle` (a placeholder cut in two by a chunk boundary). */
function partialMatchLength(buffer, needle) {
  const max = Math.min(buffer.length, needle.length - 1);
  for (let length = max; length > 0; length -= 1) {
    if (buffer.compare(needle, 0, length, buffer.length - length) === 0) return length;
  }
  return 0;
}

/**
 * A streaming replacer of `placeholder` by `nonce` (same length): `push(chunk)` returns the bytes ready to send,
 * holding back only an end that may be the start of a placeholder; `flush()` returns what is left.
 */
export function createNonceRewriter(placeholder, nonce) {
  const needle = Buffer.from(placeholder);
  const replacement = Buffer.from(nonce);
  if (needle.length !== replacement.length)
    throw new Error('The nonce and its placeholder must have the same length');
  let carry = Buffer.alloc(0);
  return {
    push(chunk) {
      const buffer = Buffer.concat([carry, chunk]); // a copy: the caller's chunk is never changed
      let at = buffer.indexOf(needle);
      while (at !== -1) {
        replacement.copy(buffer, at);
        at = buffer.indexOf(needle, at + needle.length);
      }
      const keep = partialMatchLength(buffer, needle);
      carry = buffer.subarray(buffer.length - keep);
      return buffer.subarray(0, buffer.length - keep);
    },
    flush() {
      const rest = carry;
      carry = Buffer.alloc(0);
      return rest;
    },
  };
}

/** Content types whose bodies may carry the nonce: pages and the React Server Component payloads of navigations. */
export function carriesNonce(contentType) {
  return typeof contentType === 'string' && /^(?:text\/html|text\/x-component)\b/i.test(contentType);
}
