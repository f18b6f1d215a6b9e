// A bounded fuzzer of the page cache (deploy/nginx-page-cache.conf) in front of the web app (security review 2: the
// first round's fuzzer, apps/api/src/test/openapi-fuzz.ts, covers the API's routes; this one covers the edge). Each
// step sends one page's URL with a mutated spelling (scripts/url-spellings.mjs and random percent-encoding, case and
// slash changes) and mutated headers (Accept-Encoding, cookies, the App Router's RSC headers, Host, X-Forwarded-*,
// the refresh header with a wrong or the placeholder's value, Authorization), then asks every page as a plain
// anonymous visitor (no cookie, brotli as a browser does, and no Accept-Encoding) and checks it is still the right
// page: 200, its own <title>, no error. A difference is a poisoned page cache.
//   import { fuzzPageCache } from './fuzz.mjs' (e2e/specs/page-cache runs a few seconds; bench/page-cache/run.mjs
//   a minute or more).
import http from 'node:http';
import zlib from 'node:zlib';
import { urlSpellings } from '../../scripts/url-spellings.mjs';

/** A small seeded generator (mulberry32), so a failing run can be replayed with its seed. */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, pick, chance: (p) => next() < p };
}

/** A GET sent as written; the body decoded from its Content-Encoding. */
function send(base, path, headers) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path,
        method: 'GET',
        headers,
        agent: false,
        timeout: 30_000,
        setHost: !('host' in headers),
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let body = Buffer.concat(chunks);
          try {
            const encoding = res.headers['content-encoding'];
            if (encoding === 'br') body = zlib.brotliDecompressSync(body);
            else if (encoding === 'gzip') body = zlib.gunzipSync(body);
          } catch {
            // left as sent: the check below reports the page
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
        res.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }));
    req.end();
  });
}

/** Hosts the mutated headers name: a page that shows one was rendered for a hostile request and kept. */
const HOSTILE = ['evil.example', 'attacker.test'];

const titleOf = (body) => /<title>([^<]*)<\/title>/i.exec(body)?.[1]?.trim();

/** A random spelling of `path`: one of the shared list, or random escapes, capitals and slashes. */
function mutatePath(random, path) {
  if (random.chance(0.5)) return random.pick(urlSpellings(path)).url;
  let out = '';
  for (const char of path) {
    if (char === '/' && random.chance(0.1)) out += random.pick(['//', '/./', '/%2F', '/x/../']);
    else if (/[a-z0-9-]/i.test(char) && random.chance(0.15))
      out += random.chance(0.5)
        ? `%${char.charCodeAt(0).toString(16)}`
        : `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
    else if (/[a-z]/.test(char) && random.chance(0.05)) out += char.toUpperCase();
    else out += char;
  }
  return out + random.pick(['', '', '', '/', '.', ';a=b', '?', '?x=1', '?_rsc=abc', '#frag', '%00', '%20']);
}

/** Random headers a visitor could send to the page cache. */
function mutateHeaders(random, { placeholder }) {
  const headers = {};
  const maybe = (p, name, values) => {
    if (random.chance(p)) headers[name] = random.pick(values);
  };
  maybe(0.6, 'accept-encoding', [
    'br',
    'gzip',
    'gzip, br',
    'identity',
    'br;q=0',
    'deflate',
    '*',
    'x-gzip',
    'BR',
  ]);
  maybe(0.2, 'cookie', [
    'last_logged_in_at=1',
    'reef_bypass_cache=1',
    'jwt=x',
    'theme=dark',
    'a=b; last_logged_in_at=2',
  ]);
  maybe(0.15, 'rsc', ['1', '0', '']);
  maybe(0.1, 'next-router-prefetch', ['1']);
  maybe(0.1, 'next-router-state-tree', ['%5B%22%22%5D']);
  maybe(0.1, 'next-url', ['/community', '/evil']);
  maybe(0.1, 'x-nextjs-data', ['1']);
  maybe(0.1, 'host', ['evil.example', 'localhost', 'EVIL.example:80', '127.0.0.1']);
  maybe(0.15, 'x-forwarded-host', ['evil.example', 'attacker.test:8443']);
  maybe(0.15, 'x-forwarded-proto', ['http', 'https', 'javascript']);
  maybe(0.1, 'x-forwarded-for', ['1.2.3.4', '::1']);
  maybe(0.1, 'forwarded', ['host=evil.example;proto=https']);
  maybe(0.15, 'x-reef-page-cache-refresh', ['1', 'true', placeholder ?? 'placeholder']);
  maybe(0.1, 'x-reef-nonce-placeholder', [placeholder ?? 'placeholder', 'abc']);
  maybe(0.05, 'authorization', ['Bearer x']);
  maybe(0.05, 'x-middleware-prefetch', ['1']);
  maybe(0.05, 'purpose', ['prefetch']);
  return headers;
}

/**
 * Runs for `budgetMs` (or `maxSteps`) against the page cache at `cacheUrl`: `pages` are `{ path, title }` (the
 * title each page's <title> must contain). Resolves with { steps, requests, problems, seed }; problems lists each
 * canonical page that stopped being right, with the request that came before it.
 */
export async function fuzzPageCache({
  cacheUrl,
  pages,
  budgetMs = 5000,
  maxSteps = Infinity,
  seed,
  placeholder,
  checkEvery = 1,
}) {
  const usedSeed = seed ?? Math.floor(Math.random() * 2 ** 31);
  const random = randomSource(usedSeed);
  const problems = [];
  const startedAt = Date.now();
  let steps = 0;
  let requests = 0;
  // A page is first asked in a mutated spelling, before any plain visit has stored it (the review's attack: a
  // spelling answered first filed its 404 under the page), then checked after every step.
  const seen = new Set();
  const check = async (after) => {
    for (const page of pages.filter(({ path }) => seen.has(path))) {
      for (const headers of [{ 'accept-encoding': 'br' }, {}]) {
        const answer = await send(cacheUrl, page.path, headers);
        requests += 1;
        const title = titleOf(answer.body) ?? '';
        // The right page, and nothing a mutated request carried (a hostile host, the placeholder) stored in it.
        const carried = [...HOSTILE, ...(placeholder ? [placeholder] : [])].find((marker) =>
          `${JSON.stringify(answer.headers)}${answer.body}`.toLowerCase().includes(marker.toLowerCase()),
        );
        if (answer.status !== 200 || !title.includes(page.title) || carried)
          problems.push({ page: page.path, status: answer.status, title, carried, after });
      }
    }
  };
  while (Date.now() - startedAt < budgetMs && steps < maxSteps && problems.length === 0) {
    const page = random.pick(pages);
    const path = mutatePath(random, page.path);
    const headers = mutateHeaders(random, { placeholder });
    await send(cacheUrl, path, headers);
    requests += 1;
    steps += 1;
    const first = !seen.has(page.path);
    seen.add(page.path);
    if (first || steps % checkEvery === 0) await check({ path, headers });
  }
  return { steps, requests, problems, seed: usedSeed, seconds: (Date.now() - startedAt) / 1000 };
}
