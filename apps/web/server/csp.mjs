// The web app's Content-Security-Policy: a fresh nonce on every response it sends itself, even for pages served from
// Next.js's cache; the pages it prepares for the page cache in front (stored once, sent to everybody) name their own
// scripts by hash instead (hashScriptsOfPage below).
//
// Next.js puts the nonce it finds in the request's CSP header on every script it renders. The server hands it a
// placeholder nonce (random, made once per process, never sent to a browser), so cached pages are rendered once and
// kept with the placeholder; each response then carries a new nonce, written over the placeholder in the body
// and in the CSP header. The two have the same length, so Content-Length stays right. See docs/decisions.md
// "Content-Security-Policy with cached pages".
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { THEME_SCRIPT } from '../src/lib/theme-script.mjs';

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

/**
 * The hash source of the colour theme's inline script (src/lib/theme-script.mjs): the same text on every page, so
 * every policy names it by hash, computed from that same text. It runs before anything else on the page and must
 * never be blocked (a page in the wrong theme), so it does not depend on the nonce the root layout also gives it.
 */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64')}'`;

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
export function buildPolicy({ nonce, hashes, apiUrl, sources = {}, upgradeInsecureRequests = false }) {
  const api = originOf(apiUrl);
  const extra = (directive) =>
    (sources[directive] ?? []).map((source) => (source === 'api' ? api : source)).filter(Boolean);
  const directives = {
    'default-src': ["'self'"],
    // 'strict-dynamic': scripts the nonced ones add are trusted too; 'self' only matters to browsers without it.
    // A page kept by the page cache names its own scripts by hash instead (hashScriptsOfPage below). The colour
    // theme's script goes by hash in both (THEME_SCRIPT_SOURCE).
    'script-src': [
      ...new Set([
        ...(hashes ? hashes.map((hash) => `'${hash}'`) : [`'nonce-${nonce}'`]),
        THEME_SCRIPT_SOURCE,
        "'strict-dynamic'",
        "'self'",
      ]),
    ],
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

/** Every `<script …>…</script>` of a page rendered by React and Next.js (whose inline scripts never hold `</script`). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A `<link rel="preload" as="script">` (any attribute order). */
const LINK_ELEMENT = /<link\b[^>]*>/gi;

function attributeOf(attributes, name) {
  const match = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/]|$)`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

/** A string literal safe inside an inline script (no `<` at all, so never `</script`). */
const scriptString = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Turns a page rendered with the placeholder nonce into one that names its scripts by hash, for the page cache: a page
 * stored once and sent as it is to everyone can carry no nonce (a nonce known in advance protects nothing), but the
 * hashes of its own scripts, in a policy sent with it, let exactly those scripts run (docs/decisions.md, "The CSP at
 * the page cache").
 *
 * Only the elements that carry the placeholder nonce are trusted: Next.js puts it on every script it renders, and it
 * is a secret, so a `<script>` that reached the page any other way (an injection) is neither hashed nor loaded and the
 * browser blocks it, as it would under the nonce. Each trusted inline script is hashed as it is; each run of trusted
 * external scripts (`<script src async>`) becomes one inline loader, hashed too, that adds them where they stood, so
 * 'strict-dynamic' lets them run in every browser (a hash cannot name an external script without integrity metadata).
 * A trusted `nomodule` script runs in no browser that has 'strict-dynamic' and is dropped, and so is a trusted
 * `<link rel="preload" as="script">` (the loader fetches the same file at once; with no nonce the browser would refuse
 * the preload). The placeholder's nonce attributes and the `"nonce"` members of the inline flight data (React's
 * resource hints, the props of the scripts and styles it renders) are removed: a nonce no policy names does nothing
 * (issue #33, goal 2: about 0.7 KB of the seeded tutorial page). Anything else left of the placeholder is replaced by
 * `replacement`, a random value that no policy names.
 * @param {string} html
 * @param {string} placeholder
 * @param {string} replacement
 * @returns {{ html: string, hashes: string[] }} hashes as CSP sources without quotes (`sha256-…`)
 */
export function hashScriptsOfPage(html, placeholder, replacement) {
  if (replacement.includes(placeholder)) throw new Error('The replacement must not contain the placeholder');
  const quoted = placeholder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // `"nonce":"<placeholder>"` in flight data, as JSON or inside a JSON string (`\"nonce\":\"…\"`), with its comma.
  // (A named group: `\1` before a placeholder that starts with a digit would read as another reference.)
  const member = `(?<q>\\\\?")nonce\\k<q>:\\k<q>${quoted}\\k<q>`;
  const nonceMembers = [new RegExp(`,${member}`, 'g'), new RegExp(`${member},?`, 'g')];
  const withoutNonces = (text) =>
    nonceMembers
      .reduce((result, pattern) => result.replace(pattern, ''), text)
      .split(placeholder)
      .join(replacement);
  const nonceAttribute = new RegExp(`\\snonce="${quoted}"`, 'g');
  const trusted = (attributes) => attributeOf(attributes, 'nonce') === placeholder;
  const hashes = [];
  const hashOf = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
  let out = '';
  let last = 0;
  // A run of trusted external scripts with nothing but white space between them: one loader.
  let run = null;
  const closeRun = () => {
    if (!run) return;
    const list = run.scripts.map(
      (script) => `[${scriptString(script.src)},${scriptString(script.crossOrigin ?? null)}]`,
    );
    const loader =
      `for(const[s,c]of[${list.join(',')}]){const e=document.createElement("script");e.src=s;` +
      `e.async=true;e.setAttribute("async","");if(c!==null)e.crossOrigin=c;` +
      `document.currentScript.before(e)}`;
    hashes.push(hashOf(loader));
    out += `<script>${loader}</script>`;
    run = null;
  };
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [element, attributes, text] = match;
    const at = match.index;
    const between = html.slice(last, at);
    if (run && between.trim() !== '') closeRun();
    out += between;
    last = at + element.length;
    if (!trusted(attributes)) {
      closeRun();
      out += element;
      continue;
    }
    const src = attributeOf(attributes, 'src');
    if (src === undefined) {
      closeRun();
      // Hashed as the browser will see it: without the nonces, anything else of the placeholder replaced.
      const seen = withoutNonces(text);
      hashes.push(hashOf(seen));
      const openEnd = element.indexOf('>') + 1;
      out +=
        element.slice(0, openEnd).replace(nonceAttribute, '') + seen + element.slice(openEnd + text.length);
      continue;
    }
    if (attributeOf(attributes, 'nomodule') !== undefined) continue;
    run ??= { scripts: [] };
    run.scripts.push({ src, crossOrigin: attributeOf(attributes, 'crossorigin') });
  }
  closeRun();
  out += html.slice(last);
  out = out.replace(LINK_ELEMENT, (element) =>
    trusted(element) && /\srel="preload"/i.test(element) && /\sas="script"/i.test(element) ? '' : element,
  );
  return {
    html: out.replace(nonceAttribute, '').split(placeholder).join(replacement),
    hashes: [...new Set(hashes)],
  };
}
