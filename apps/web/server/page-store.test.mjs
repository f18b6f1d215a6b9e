// The page store's rules (server/page-store.mjs): which requests it may answer, which answers it may keep, and its
// bounds. The store inside the running server is tested end to end in e2e/specs/page-cache/page-store.spec.ts.
import { describe, expect, it } from 'vitest';
import { isCanonicalPath } from './canonical-path.mjs';
import {
  createPageStore,
  isStorableAnswer,
  sharedMaxAge,
  storablePath,
  storedHeaders,
  storeEncoding,
} from './page-store.mjs';

const visitor = (url, headers = {}) => ({ method: 'GET', url, headers });
const cachedPage = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  'x-nextjs-cache': 'HIT',
};

describe('which requests the page store answers', () => {
  it('answers a visitor asking for a canonical page, as the page cache would', () => {
    expect(storablePath(visitor('/community/tutorials/cron'), isCanonicalPath)).toBe(
      '/community/tutorials/cron',
    );
    expect(storablePath({ ...visitor('/'), method: 'HEAD' }, isCanonicalPath)).toBe('/');
    // A cookie that is not a member's (an analytics consent) does not make the page personal.
    expect(storablePath(visitor('/pricing', { cookie: 'consent=yes' }), isCanonicalPath)).toBe('/pricing');
  });

  it('never answers a member, a client navigation, a query, a write or another spelling', () => {
    const never = [
      visitor('/pricing', { cookie: 'a=1; last_logged_in_at=2026-11-29' }),
      visitor('/pricing', { cookie: 'jwt=abc' }),
      visitor('/pricing', { cookie: 'reef_bypass_cache=1' }),
      visitor('/pricing', { authorization: 'Bearer x' }),
      visitor('/pricing', { rsc: '1' }),
      visitor('/pricing', { 'next-router-prefetch': '1' }),
      visitor('/pricing?x=1'),
      visitor('/pricing/'),
      visitor('/%70ricing'),
      visitor('//pricing'),
      visitor('/_next/static/chunks/a.js'),
      visitor('/api/revalidate'),
      { method: 'POST', url: '/pricing', headers: {} },
    ];
    for (const req of never) expect(storablePath(req, isCanonicalPath), JSON.stringify(req)).toBeUndefined();
  });

  it('picks the encoding the page cache would for Accept-Encoding', () => {
    expect(storeEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(storeEncoding('gzip')).toBe('gzip');
    expect(storeEncoding('deflate')).toBe('identity');
    expect(storeEncoding(undefined)).toBe('identity');
  });
});

describe('which answers the page store keeps', () => {
  it('keeps a page a shared cache may keep, never a private, stale or cookie-setting one', () => {
    expect(isStorableAnswer(200, cachedPage)).toBe(true);
    expect(isStorableAnswer(200, { ...cachedPage, 'cache-control': 'private, no-cache, no-store' })).toBe(
      false,
    );
    expect(isStorableAnswer(200, { ...cachedPage, 'x-nextjs-cache': 'STALE' })).toBe(false);
    expect(isStorableAnswer(200, { ...cachedPage, 'set-cookie': ['a=1'] })).toBe(false);
    expect(isStorableAnswer(500, cachedPage)).toBe(false);
    expect(isStorableAnswer(200, { ...cachedPage, 'content-type': 'application/json' })).toBe(false);
    expect(sharedMaxAge('public, max-age=0, s-maxage=60')).toBe(60);
    expect(sharedMaxAge('max-age=0')).toBeUndefined();
  });

  it('keeps the headers of the page, not those of one response, and varies by encoding', () => {
    const kept = storedHeaders({
      ...cachedPage,
      date: 'x',
      'content-length': '10',
      'content-encoding': 'br',
    });
    expect(kept).not.toHaveProperty('date');
    expect(kept).not.toHaveProperty('content-length');
    expect(kept).not.toHaveProperty('content-encoding');
    expect(kept.vary).toBe('Accept-Encoding');
    expect(storedHeaders({ vary: 'rsc, Accept-Encoding' }).vary).toBe('rsc, Accept-Encoding');
  });
});

describe('the page store', () => {
  const page = (text, etagBase = 'v1') => ({
    status: 200,
    headers: { 'content-type': 'text/html' },
    encoding: 'gzip',
    body: Buffer.from(text),
    etagBase,
    maxAgeSeconds: 300,
  });

  it('sends what it stored, with its length, encoding and validator in a head built once', () => {
    const store = createPageStore();
    expect(store.put('/a', page('hello'), store.epoch)).toBe(true);
    const hit = store.get('/a', 'gzip');
    expect(hit.body.toString()).toBe('hello');
    expect(hit.head['content-length']).toBe('5');
    expect(hit.head['content-encoding']).toBe('gzip');
    expect(hit.head.etag).toBe('"v1-gzip"');
    expect(store.get('/a', 'br')).toBeUndefined();
    // Another encoding of the same page joins it; a new page replaces every encoding of the old one.
    store.put('/a', { ...page('hi'), encoding: 'br' }, store.epoch);
    expect(store.get('/a', 'gzip')).toBeDefined();
    store.put('/a', page('new', 'v2'), store.epoch);
    expect(store.get('/a', 'br')).toBeUndefined();
    expect(store.get('/a', 'gzip').body.toString()).toBe('new');
  });

  it('drops the pages a revalidation names, and never stores a page rendered while one happened', () => {
    const store = createPageStore();
    store.put('/a', page('a'), store.epoch);
    store.put('/b', page('b'), store.epoch);
    const started = store.epoch;
    store.drop(['/a']);
    expect(store.get('/a', 'gzip')).toBeUndefined();
    expect(store.get('/b', 'gzip')).toBeDefined();
    expect(store.put('/a', page('rendered before the write'), started)).toBe(false);
    expect(store.get('/a', 'gzip')).toBeUndefined();
  });

  it('lets a page go after its shared max-age or the store TTL, whichever comes first', () => {
    let now = 0;
    const store = createPageStore({ ttlMs: 60_000, now: () => now });
    store.put('/short', { ...page('s'), maxAgeSeconds: 10 }, store.epoch);
    store.put('/long', page('l'), store.epoch);
    now = 11_000;
    expect(store.get('/short', 'gzip')).toBeUndefined();
    expect(store.get('/long', 'gzip')).toBeDefined();
    now = 61_000;
    expect(store.get('/long', 'gzip')).toBeUndefined();
  });

  it('holds at most its bytes, the least recently used page leaving first', () => {
    const store = createPageStore({ maxBytes: 300 });
    const text = 'x'.repeat(80);
    store.put('/1', page(text), store.epoch);
    store.put('/2', page(text), store.epoch);
    store.get('/1', 'gzip'); // used: /2 is now the oldest
    store.put('/3', page(text), store.epoch);
    expect(store.stats().bytes).toBeLessThanOrEqual(300);
    expect(store.get('/2', 'gzip')).toBeUndefined();
    expect(store.get('/1', 'gzip')).toBeDefined();
    expect(store.get('/3', 'gzip')).toBeDefined();
    // A page larger than the whole store is not kept at all.
    expect(store.put('/huge', page('y'.repeat(400)), store.epoch)).toBe(false);
    expect(store.get('/1', 'gzip')).toBeDefined();
  });
});
