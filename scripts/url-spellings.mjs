// Non-canonical spellings of a URL, shared by the tests of every cache (the page cache in front of the web app,
// the web server and Next.js's cache, the API's response cache, the image cache) and by the page-cache fuzzer: a
// cache must neither store another answer under the canonical URL's key because of one (poisoning) nor render
// afresh for each (unbounded cache-busting). Each spelling is sent as it is written (rawGet below): fetch() would
// resolve dot segments first.
import http from 'node:http';

/** Percent-encodes one character (upper- or lower-case hex). */
const encodeChar = (char, lower = false) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? hex : hex.toUpperCase()}`;
};

/**
 * Non-canonical spellings of `url` (a path with an optional query, e.g. `/pricing` or `/v1/x?limit=2`): a list of
 * { name, url }.
 * @param {string} url
 * @returns {{ name: string, url: string }[]}
 */
export function urlSpellings(url) {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at);
  const cut = path.lastIndexOf('/');
  const dir = path.slice(0, cut); // '' for a path of one segment
  const last = path.slice(cut + 1);
  const letter = last.search(/[a-z]/i);
  // The home page has no letter to change: only the spellings of its slash, dots, parameters and query.
  const withLetter = (replacement) =>
    letter === -1 ? undefined : `${dir}/${last.slice(0, letter)}${replacement}${last.slice(letter + 1)}`;
  const firstDir = dir.split('/')[1];
  const spellings = [
    ['percent-encoded letter', withLetter(encodeChar(last[letter] ?? '')) + query],
    ['percent-encoded letter, lower-case hex', withLetter(encodeChar(last[letter] ?? '', true)) + query],
    [
      'every character of the last segment percent-encoded',
      `${dir}/${[...last].map((c) => encodeChar(c)).join('')}${query}`,
    ],
    ['encoded slash', dir ? `${dir}%2F${last}${query}` : `/%2F${last}${query}`],
    ['double slash at the start', `/${path}${query}`],
    ['double slash before the last segment', `${dir}//${last}${query}`],
    ['trailing slash', `${path}/${query}`],
    ['trailing dot', `${path}.${query}`],
    ['dot segment', `${dir}/./${last}${query}`],
    ['parent segment', `${dir}/x/../${last}${query}`],
    ['encoded dot segment', `${dir}/%2e/${last}${query}`],
    ['upper-case last segment', `${dir}/${last.toUpperCase()}${query}`],
    ['one upper-case letter', withLetter((last[letter] ?? '').toUpperCase()) + query],
    ['semicolon parameter', `${path};a=1${query}`],
    ['empty semicolon parameter', `${path};${query}`],
    ['duplicated query key', `${path}${query ? `${query}&` : '?'}x=1&x=2`],
    ['repeated own query', query ? `${path}${query}&${query.slice(1)}` : `${path}?`],
    ['empty query', `${path}?${query.slice(1)}`],
    ['backslash', `${dir}\\${last}${query}`],
  ];
  if (firstDir)
    spellings.push([
      'upper-case first segment',
      `/${firstDir.toUpperCase()}${path.slice(firstDir.length + 1)}${query}`,
    ]);
  const seen = new Set([url]);
  return spellings
    .filter(([, spelled]) => !spelled.startsWith('undefined') && !seen.has(spelled) && seen.add(spelled))
    .map(([name, spelled]) => ({ name, url: spelled }));
}

/**
 * A GET of `url` sent exactly as written (no dot segment resolved, nothing re-encoded) to `base`
 * (`http://host:port`): resolves with the status, headers and body as text.
 * @param {string} base
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
export function rawGet(base, url, headers = {}) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path: url, method: 'GET', headers, agent: false, timeout: 30_000 },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer in 30 s`)));
    req.on('error', reject);
    req.end();
  });
}
