// The page cache's side in the web server (server/page-cache.mjs): which paths a revalidation refreshes, and how.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { rawPathOf, isCanonicalPath, lowerCaseRedirect } from './canonical-path.mjs';
import { sharedPlaceholder } from './csp.mjs';
import {
  createPageCache,
  pageCacheRefreshSecret,
  pagePathOfCacheKey,
  tagsOfPageEntry,
} from './page-cache.mjs';
import { urlSpellings } from '../../../scripts/url-spellings.mjs';

const pageEntry = (tags) => ({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': tags.join(',') } });
const quiet = { warn: () => undefined };

/** A stand-in page cache that records every request it gets. */
async function fakePageCache() {
  const requests = [];
  const server = http.createServer((req, res) => {
    requests.push({
      method: req.method,
      url: req.url,
      refresh: req.headers['x-reef-page-cache-refresh'],
      encoding: req.headers['accept-encoding'],
    });
    res.end('ok');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, requests, close: () => server.close() };
}

let cleanup = [];
afterEach(() => {
  for (const close of cleanup) close();
  cleanup = [];
});

describe('page cache', () => {
  it("reads a page's path and tags from what Next.js stores", () => {
    expect(pagePathOfCacheKey('/route-cache/APP_PAGE/abc/$/community/tutorials/cron')).toBe(
      '/community/tutorials/cron',
    );
    expect(pagePathOfCacheKey('/route-cache/APP_PAGE/abc/$/index')).toBe('/');
    // Pages render under their language; an English page's address has no prefix, another language's keeps it.
    expect(pagePathOfCacheKey('/route-cache/APP_PAGE/abc/$/en/community/tutorials/cron')).toBe(
      '/community/tutorials/cron',
    );
    expect(pagePathOfCacheKey('/route-cache/APP_PAGE/abc/$/en')).toBe('/');
    expect(pagePathOfCacheKey('/route-cache/APP_PAGE/abc/$/de/community/tutorials/cron')).toBe(
      '/de/community/tutorials/cron',
    );
    expect(pagePathOfCacheKey('0123456789abcdef')).toBeUndefined(); // a fetch cache entry
    expect(tagsOfPageEntry(pageEntry(['site', 'tutorial:cron']))).toEqual(['site', 'tutorial:cron']);
    expect(tagsOfPageEntry({ kind: 'FETCH', data: {} })).toEqual([]);
  });

  /** The distinct paths a fake page cache was asked for. */
  const pathsOf = (requests) => [...new Set(requests.map((r) => r.url))].sort();

  it('refreshes the pages that carry an expired tag, and the paths named, with the secret header', async () => {
    const proxy = await fakePageCache();
    cleanup.push(proxy.close);
    const pageCache = createPageCache({ urls: [proxy.url], refreshSecret: 'the-placeholder', log: quiet });
    pageCache.recordEntry(
      '/route-cache/APP_PAGE/a/$/community/tutorials/cron',
      pageEntry(['site', 'tutorial:cron']),
    );
    pageCache.recordEntry(
      '/route-cache/APP_PAGE/b/$/community/tutorials/ssh',
      pageEntry(['site', 'tutorial:ssh']),
    );
    pageCache.recordEntry('/route-cache/APP_PAGE/c/$/index', pageEntry(['site']));

    await pageCache.refresh({ tags: ['tutorial:cron'], paths: ['/pricing'] });
    expect(pathsOf(proxy.requests)).toEqual(['/community/tutorials/cron', '/pricing']);
    expect(proxy.requests.every((r) => r.method === 'GET' && r.refresh === 'the-placeholder')).toBe(true);
    // The page cache keeps one copy per encoding: each path is refreshed in each.
    expect(
      proxy.requests
        .filter((r) => r.url === '/pricing')
        .map((r) => r.encoding)
        .sort(),
    ).toEqual(['br', 'gzip', 'identity']);

    proxy.requests.length = 0;
    await pageCache.refresh({ tags: ['site'] });
    expect(pathsOf(proxy.requests)).toEqual(['/', '/community/tutorials/cron', '/community/tutorials/ssh']);

    proxy.requests.length = 0;
    await pageCache.refresh({ tags: ['tutorial:unknown'] });
    expect(proxy.requests).toEqual([]);
  });

  it('refreshes every page cache it is given, and a page cache that is down does not stop the others', async () => {
    const first = await fakePageCache();
    const second = await fakePageCache();
    cleanup.push(first.close, second.close);
    const warnings = [];
    const pageCache = createPageCache({
      urls: ['http://127.0.0.1:9', first.url, second.url],
      refreshSecret: 'the-placeholder',
      log: { warn: (line) => warnings.push(line) },
    });
    pageCache.recordEntry('/route-cache/APP_PAGE/a/$/community/questions/tls', pageEntry(['question:tls']));
    await pageCache.refresh({ tags: ['question:tls'] });
    expect(pathsOf(first.requests)).toEqual(['/community/questions/tls']);
    expect(pathsOf(second.requests)).toEqual(['/community/questions/tls']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('3 of 9 failed'); // the page in each of 3 encodings, at the page cache that is down
  });

  it('[R2-1] a page Next.js kept under another spelling of its path is never refreshed into the page cache', async () => {
    const proxy = await fakePageCache();
    cleanup.push(proxy.close);
    const pageCache = createPageCache({ urls: [proxy.url], refreshSecret: 'the-refresh-secret', log: quiet });
    const canonical = '/community/tutorials/cron';
    for (const spelling of urlSpellings(canonical))
      pageCache.recordEntry(
        `/route-cache/APP_PAGE/a/$${rawPathOf(spelling.url)}`,
        pageEntry(['tutorial:cron']),
      );
    pageCache.recordEntry(`/route-cache/APP_PAGE/a/$${canonical}`, pageEntry(['tutorial:cron']));
    await pageCache.refresh({ tags: ['tutorial:cron'] });
    // Only the canonical path, and the other names nginx keys apart (a trailing dot, capitals): never a spelling
    // the proxy would normalise.
    for (const url of new Set(proxy.requests.map((r) => r.url))) expect(isCanonicalPath(url), url).toBe(true);
    expect(proxy.requests.map((r) => r.url)).toContain(canonical);
  });

  it("tells the server's own page store which paths a revalidation expires, with no page cache to refresh", async () => {
    const told = [];
    const pageCache = createPageCache({
      urls: [],
      refreshSecret: '',
      log: quiet,
      onPaths: (paths) => told.push(paths),
    });
    pageCache.recordEntry(
      '/route-cache/APP_PAGE/a/$/community/tutorials/cron',
      pageEntry(['site', 'tutorial:cron']),
    );
    pageCache.recordEntry('/route-cache/APP_PAGE/a/$/pricing', pageEntry(['site', 'pricing']));
    await pageCache.refresh({ tags: ['tutorial:cron'], paths: ['/about'] });
    expect(told).toEqual([['/community/tutorials/cron', '/about']]);
    await pageCache.refresh({ tags: ['nothing'] });
    expect(told).toHaveLength(1);
  });

  it('[R2-1] which raw paths are canonical, and capitals in a lower-case slug redirect to it', () => {
    for (const path of ['/', '/pricing', '/community/tutorials/cron', '/community/users/Sammy'])
      expect(isCanonicalPath(path), path).toBe(true);
    for (const { url } of urlSpellings('/pricing').filter(({ name }) => !/case|dot$|query/.test(name)))
      expect(isCanonicalPath(rawPathOf(url)), url).toBe(false);
    expect(lowerCaseRedirect('/community/tutorials/CRON-Jobs')).toBe('/community/tutorials/cron-jobs');
    expect(lowerCaseRedirect('/de/community/tutorials/CRON-Jobs')).toBe('/de/community/tutorials/cron-jobs');
    expect(lowerCaseRedirect('/community/users/Sammy')).toBeUndefined();
    expect(lowerCaseRedirect('/community/tutorials/cron')).toBeUndefined();
  });

  it('[R2-4] the refresh secret shares its value with nothing sent to a client (not the nonce placeholder)', () => {
    const secret = 'some-revalidate-secret-0123456789';
    const refresh = pageCacheRefreshSecret(secret);
    expect(refresh).not.toBe(sharedPlaceholder(secret));
    expect(refresh).not.toContain(sharedPlaceholder(secret));
    expect(refresh).not.toContain(secret);
    expect(refresh.length).toBeGreaterThanOrEqual(32);
  });
});
