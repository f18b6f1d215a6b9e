// The API response cache in this process (the default): anonymous reads answered from stored bytes, removed by
// the cache tags a write names, never shared with a signed-in member.
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BYPASS_CACHE_COOKIE, SITE_TAG, everythingTarget } from '@reef/core';
import { tutorials } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildTutorial, buildUser, buildUserWith, signIn } from '../../test/factories.js';
import { comparableHeaders, listenForTests, type RawResponse } from '../../test/http.js';
import { rawGet, urlSpellings } from '../../../../../scripts/url-spellings.mjs';
import {
  CACHE_STATUS_HEADER,
  cacheKeyOf,
  installResponseCache,
  isStorableUrl,
  keyPathOf,
} from './response-cache.js';
import { NOT_CACHED, CACHED_ROUTES } from './response-cache-routes.js';
import { createMemoryStore } from './response-cache-store.js';

const t = useTestApp({ RESPONSE_CACHE_MB: '16' });
let base = '';
let listening: ReturnType<typeof listenForTests> | undefined;
/** GET over a real socket, through the server's front (the app listens once for the whole file). */
async function listenOnce() {
  const get = await (listening ??= listenForTests(t.app));
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  return get;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('API response cache (in-process)', () => {
  it('a write is visible at the next read: a new answer shows on the question and in its thread', async () => {
    const question = await buildQuestion(t);
    const page = `/content/v1/questions/${question.slug}`;
    const thread = `/content/v1/comments/question/${question.id}`;
    const first = await get(page);
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('MISS');
    const again = await get(page);
    expect(again.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    await get(thread);
    expect((await get(thread)).json().data).toEqual([]);

    const member = await signIn(t, await buildUser(t));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: member,
      payload: {
        comment: {
          parent_type: 'question',
          parent_id: question.id,
          type: 'answer',
          body: 'Open port 22 in the firewall, then restart sshd.',
        },
      },
    });
    expect(answer.statusCode).toBe(201);

    const threadAfter = await get(thread);
    expect(threadAfter.headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(JSON.stringify(threadAfter.json().data)).toContain('Open port 22 in the firewall');
    const pageAfter = await get(page);
    expect(pageAfter.json().answers_count).toBe(first.json().answers_count + 1);
    expect(pageAfter.headers.etag).not.toBe(first.headers.etag);
  });

  it("an author's edit is visible at the next read, by slug, by id and in the list", async () => {
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const tutorial = await buildTutorial(t, { author, title: 'How To Set Up Caddy' });
    const urls = [
      `/content/v1/tutorials/${tutorial.slug}`,
      `/content/v1/tutorials/${tutorial.id}`,
      `/v1/tutorials/${tutorial.id}`,
      '/content/v1/tutorials?limit=50',
    ];
    for (const url of urls) {
      await get(url);
      expect((await get(url)).headers[CACHE_STATUS_HEADER], url).toBe('HIT');
    }
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tutorials/${tutorial.id}`,
      headers: await signIn(t, author),
      payload: { tutorial: { title: 'How To Set Up Caddy as a Reverse Proxy' } },
    });
    expect(edit.statusCode).toBe(200);
    for (const url of urls) {
      const after = await get(url);
      expect(after.headers[CACHE_STATUS_HEADER], url).toBe('MISS');
      expect(after.body, url).toContain('How To Set Up Caddy as a Reverse Proxy');
    }
  });

  it('ETag/304 stays: a cached response answers a matching If-None-Match with 304', async () => {
    const tutorial = await buildTutorial(t);
    const url = `/content/v1/tutorials/${tutorial.slug}`;
    const { etag } = (await get(url)).headers;
    const hit = await get(url, { 'if-none-match': String(etag) });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('a cached response carries the CORS headers of the request it answers', async () => {
    const tutorial = await buildTutorial(t);
    const url = `/content/v1/tutorials/${tutorial.slug}`;
    const origin = { origin: 'http://localhost:3000' };
    await get(url, origin);
    const hit = await get(url, origin);
    expect(hit.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(hit.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(hit.headers['access-control-expose-headers'])).toContain('etag');
  });

  it('"regenerate everything" (/community/admin/regeneration) drops every cached response', async () => {
    const tutorial = await buildTutorial(t);
    const urls = [`/content/v1/tutorials/${tutorial.slug}`, '/content/v1/questions?limit=2&page=0'];
    for (const url of urls) await get(url);
    for (const url of urls) expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/regeneration',
      headers: await signIn(t, await buildUserWith(t, 'MANAGE_REGENERATION')),
      payload: everythingTarget(),
    });
    expect(res.statusCode).toBe(200);
    for (const url of urls) expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('MISS');
  });

  it('keys by the query with its parameters sorted: the same parameters in another order share an entry', async () => {
    await get('/content/v1/questions?limit=3&page=0');
    expect((await get('/content/v1/questions?page=0&limit=3')).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect((await get('/content/v1/questions?page=0&limit=4')).headers[CACHE_STATUS_HEADER]).toBe('MISS');
  });

  it('an authenticated read is never served from or stored into the cache', async () => {
    const tutorial = await buildTutorial(t, { title: 'How To Install Redis' });
    const member = await signIn(t, await buildUser(t));
    // A change no event announces tells the cached bytes from a fresh read.
    const retitle = (title: string) =>
      t.db.update(tutorials).set({ title }).where(eq(tutorials.id, tutorial.id));

    // Not served: an anonymous read is cached, the member still reads the database.
    const url = `/content/v1/tutorials/${tutorial.slug}`;
    await get(url);
    await retitle('How To Install Redis 8');
    expect((await get(url)).json().title).toBe('How To Install Redis');
    const signedIn = await get(url, member);
    expect(signedIn.json().title).toBe('How To Install Redis 8');
    expect(signedIn.headers[CACHE_STATUS_HEADER]).toBeUndefined();

    // Not stored: after the member's read of a fresh URL, an anonymous read still goes to the database.
    const dynamicUrl = `/v1/tutorials/${tutorial.id}`;
    expect((await get(dynamicUrl, member)).json().title).toBe('How To Install Redis 8');
    await retitle('How To Install Redis 9');
    const anonymous = await get(dynamicUrl);
    expect(anonymous.headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(anonymous.json().title).toBe('How To Install Redis 9');
  });

  it('a request with the bypass-cache cookie reads the database', async () => {
    const tutorial = await buildTutorial(t, { title: 'How To Use Valkey' });
    const url = `/content/v1/tutorials/${tutorial.slug}`;
    await get(url);
    await t.db.update(tutorials).set({ title: 'How To Use Valkey 8' }).where(eq(tutorials.id, tutorial.id));
    const bypass = await get(url, { cookie: `${BYPASS_CACHE_COOKIE}=1` });
    expect(bypass.json().title).toBe('How To Use Valkey 8');
    expect(bypass.headers[CACHE_STATUS_HEADER]).toBeUndefined();
  });

  it('lists every static-content GET route as cached (with its tags) or not cached (with a reason)', () => {
    const contentGets = t.app.routeTable
      .filter((r) => r.method === 'GET' && r.url.startsWith('/content/v1/'))
      .map((r) => r.url);
    expect(contentGets.length).toBeGreaterThan(20);
    const unlisted = contentGets.filter((url) => !CACHED_ROUTES[url] && !NOT_CACHED[url]);
    expect(unlisted).toEqual([]);
    // Every listed route exists (a renamed route would silently stop being cached).
    const routes = new Set(t.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url));
    expect(Object.keys(CACHED_ROUTES).filter((url) => !routes.has(url))).toEqual([]);
  });

  it('counts hits and misses in /metrics', async () => {
    const metrics = await get('/metrics');
    expect(metrics.body).toMatch(/cache="api_response",result="hit"/);
  });
});

describe('API response cache hits over HTTP (answered in front of Fastify)', () => {
  let http: Awaited<ReturnType<typeof listenForTests>>;
  const clearCache = () => t.app.ctx.responseCache!.invalidate([SITE_TAG]);
  // A fixed request id: a hit and a miss of one request then differ only in their date and x-cache.
  const ask = (url: string, headers: Record<string, string> = {}) =>
    http(url, { 'x-request-id': 'same-request', ...headers });
  const expectSameAnswer = (hit: RawResponse, miss: RawResponse, what: string) => {
    expect(hit.headers['x-cache'], what).toBe('HIT');
    expect(miss.headers['x-cache'], what).toBe('MISS');
    expect(hit.status, what).toBe(miss.status);
    expect(hit.body, what).toBe(miss.body);
    expect(comparableHeaders(hit.headers), what).toEqual(comparableHeaders(miss.headers));
  };

  beforeAll(async () => {
    http = await listenOnce();
  });

  it('a hit answers the same status, headers and body as the miss, CORS origin and 304 included', async () => {
    const question = await buildQuestion(t);
    const urls = [
      `/content/v1/questions/${question.slug}`,
      `/content/v1/questions/${question.id}`,
      `/v1/questions/${question.id}`,
      '/content/v1/questions?page=0&limit=2',
    ];
    const origins = {
      'no Origin': {},
      'an allowed Origin': { origin: 'http://localhost:3000' },
      'another Origin': { origin: 'https://elsewhere.example' },
    };
    for (const url of urls) {
      for (const [name, headers] of Object.entries(origins)) {
        await clearCache();
        const miss = await ask(url, headers);
        expect(miss.status, url).toBe(200);
        expectSameAnswer(await ask(url, headers), miss, `${url} with ${name}`);
      }
    }
    const allowed = await ask(urls[0]!, origins['an allowed Origin']);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('etag');
    expect(
      (await ask(urls[0]!, origins['another Origin'])).headers['access-control-allow-origin'],
    ).toBeUndefined();

    // 304 from a hit, with the headers of the 304 a miss answers.
    const url = urls[0]!;
    await clearCache();
    const { etag } = (await ask(url)).headers;
    await clearCache();
    const conditional = { 'if-none-match': String(etag), ...origins['an allowed Origin'] };
    const notModifiedMiss = await ask(url, conditional);
    expect(notModifiedMiss.status).toBe(304);
    await ask(url);
    const notModifiedHit = await ask(url, conditional);
    expect(notModifiedHit.status).toBe(304);
    expect(notModifiedHit.body).toBe('');
    expect(notModifiedHit.headers['x-cache']).toBe('HIT');
    expect(comparableHeaders(notModifiedHit.headers)).toEqual(comparableHeaders(notModifiedMiss.headers));
    expect((await ask(url, { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('a write is visible at the next read over HTTP, and a hit carries its own request id', async () => {
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const tutorial = await buildTutorial(t, { author, title: 'How To Set Up Nginx' });
    const url = `/content/v1/tutorials/${tutorial.slug}`;
    await http(url);
    const hit = await http(url, { 'x-request-id': 'hit-1' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-request-id']).toBe('hit-1');
    expect((await http(url)).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tutorials/${tutorial.id}`,
      headers: await signIn(t, author),
      payload: { tutorial: { title: 'How To Set Up Nginx on Debian' } },
    });
    expect(edit.statusCode).toBe(200);
    const after = await http(url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(JSON.parse(after.body).title).toBe('How To Set Up Nginx on Debian');
    expect((await http(url)).headers['x-cache']).toBe('HIT');
  });

  it('a signed-in read and a bypass-cache read are never answered from the cache', async () => {
    const tutorial = await buildTutorial(t, { title: 'How To Use Caddy' });
    const url = `/content/v1/tutorials/${tutorial.slug}`;
    await http(url);
    await t.db.update(tutorials).set({ title: 'How To Use Caddy 2' }).where(eq(tutorials.id, tutorial.id));
    expect(JSON.parse((await http(url)).body).title).toBe('How To Use Caddy');
    const member = await signIn(t, await buildUser(t));
    const signedIn = await http(url, member);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(JSON.parse(signedIn.body).title).toBe('How To Use Caddy 2');
    const bypass = await http(url, { cookie: `${BYPASS_CACHE_COOKIE}=1` });
    expect(JSON.parse(bypass.body).title).toBe('How To Use Caddy 2');
  });

  it('counts a hit in /metrics like any request: its route, status and the cache lookup', async () => {
    const question = await buildQuestion(t);
    const url = `/content/v1/questions/${question.slug}`;
    const count = async (pattern: RegExp) => {
      const line = (await t.app.inject('/metrics')).body.split('\n').find((l) => pattern.test(l));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const requests =
      /^reef_http_requests_total\{method="GET",route="\/content\/v1\/questions\/:id",status_code="200"\}/;
    const notModified =
      /^reef_http_requests_total\{method="GET",route="\/content\/v1\/questions\/:id",status_code="304"\}/;
    const hits = /^reef_cache_lookups_total\{cache="api_response",result="hit"\}/;
    const revalidated = /^reef_cache_lookups_total\{cache="content_etag",result="hit"\}/;
    const { etag } = (await http(url)).headers;
    const before = [
      await count(requests),
      await count(hits),
      await count(notModified),
      await count(revalidated),
    ];
    expect((await http(url)).headers['x-cache']).toBe('HIT');
    expect((await http(url, { 'if-none-match': String(etag) })).status).toBe(304);
    expect([
      await count(requests),
      await count(hits),
      await count(notModified),
      await count(revalidated),
    ]).toEqual([before[0]! + 1, before[1]! + 2, before[2]! + 1, before[3]! + 1]);
  });
});

describe('response cache rules', () => {
  it('never stores a response that sets a cookie, is not 200, or is private', async () => {
    const app = Fastify();
    const store = createMemoryStore({ maxBytes: 1 << 20, ttlMs: 60_000 });
    installResponseCache(app, {
      store,
      routes: {
        '/cookie': { tags: () => ['a'] },
        '/private': { tags: () => ['a'] },
        '/missing': { tags: () => ['a'] },
      },
      log: { warn: () => undefined },
    });
    let calls = 0;
    app.get('/cookie', async (_req, reply) => (calls++, reply.header('set-cookie', 'x=1').send({ calls })));
    app.get(
      '/private',
      async (_req, reply) => (calls++, reply.header('cache-control', 'private').send({ calls })),
    );
    app.get('/missing', async (_req, reply) => (calls++, reply.code(404).send({ calls })));
    for (const url of ['/cookie', '/private', '/missing']) {
      await app.inject(url);
      await new Promise((resolve) => setImmediate(resolve));
      expect((await app.inject(url)).headers[CACHE_STATUS_HEADER], url).toBe('MISS');
    }
    expect(calls).toBe(6);
    await app.close();
  });

  it('does not store a response whose read began before an invalidation (a read that raced a write)', async () => {
    const store = createMemoryStore({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const { generation } = store.get('k');
    await store.invalidate(['tutorial:x']);
    const entry = {
      route: '/k',
      headers: { 'content-type': 'application/json' },
      revalidates: false,
      body: Buffer.from('{}'),
    };
    expect(await store.set('k', entry, ['tutorial:x'], generation!)).toBe(false);
    expect(await store.set('k', entry, ['tutorial:x'], store.get('k').generation!)).toBe(true);
    expect(store.get('k').entry?.body.toString()).toBe('{}');
  });

  it('keeps within its byte budget, evicting the least recently used', async () => {
    const store = createMemoryStore({ maxBytes: 10_000, ttlMs: 60_000 });
    const body = Buffer.alloc(3000);
    for (const key of ['a', 'b', 'c', 'd']) {
      await store.set(
        key,
        { route: '/x', headers: {}, revalidates: false, body },
        ['t'],
        store.get(key).generation!,
      );
    }
    expect(store.get('a').entry).toBeUndefined();
    expect(store.get('d').entry).toBeDefined();
  });

  it('keys by method, path, sorted query and varying headers only', () => {
    expect(cacheKeyOf('GET', '/x?b=2&a=1&a=0', {})).toBe('GET /x?a=1&a=0&b=2');
    expect(cacheKeyOf('GET', '/x?', {})).toBe('GET /x');
    expect(cacheKeyOf('GET', '/x', { 'accept-language': 'de', 'user-agent': 'z' }, ['accept-language'])).toBe(
      'GET /x\naccept-language: de',
    );
  });
});

describe('API response cache and spellings of a URL', () => {
  it('[R2-1] no spelling of an object or list URL (percent-encoding, slashes, dots, case, ; parameters, duplicated query keys) stores another answer under the URL, nor an entry of its own', async () => {
    const tutorial = await buildTutorial(t, { title: 'How To Keep A Cache Honest' });
    const get = await listenOnce();
    for (const canonical of [`/content/v1/tutorials/${tutorial.slug}`, '/content/v1/tutorials?limit=5']) {
      await get(canonical);
      const expected = await get(canonical);
      expect(expected.headers[CACHE_STATUS_HEADER]).toBe('HIT');
      // Changed behind the cache's back (no tag named): a fresh read of any spelling now differs from the entry.
      await t.db
        .update(tutorials)
        .set({ title: `How To Keep A Cache Honest, read ${canonical.length} at ${Date.now()}` })
        .where(eq(tutorials.id, tutorial.id));
      for (const spelling of urlSpellings(canonical)) {
        const label = `${spelling.name}: ${spelling.url}`;
        // Twice: an entry stored for the spelling itself would answer the second as a hit with the fresh body.
        for (let round = 0; round < 2; round += 1) {
          const answer = await rawGet(base, spelling.url);
          if (answer.headers[CACHE_STATUS_HEADER] === 'HIT') expect(answer.body, label).toBe(expected.body);
        }
        const after = await get(canonical);
        expect(after.status, `after ${label}`).toBe(200);
        expect(after.headers[CACHE_STATUS_HEADER], `after ${label}`).toBe('HIT');
        expect(after.body, `after ${label}`).toBe(expected.body);
      }
    }
    // A percent-encoded letter is the same URL: answered from the canonical entry, not read again.
    const encoded = `/content/v1/tutorials/%${tutorial.slug.charCodeAt(0).toString(16)}${tutorial.slug.slice(1)}`;
    expect((await rawGet(base, encoded)).headers[CACHE_STATUS_HEADER]).toBe('HIT');
  });

  it('[R2-1] the key reads a URL as the router does, and only canonical spellings are stored', () => {
    expect(keyPathOf('/content/v1/tutorials/%63ron')).toBe('/content/v1/tutorials/cron');
    expect(keyPathOf('/content/v1/tutorials/cron/')).toBe('/content/v1/tutorials/cron');
    expect(keyPathOf('/content/v1/tags/c%2b%2b')).toBe('/content/v1/tags/c%2B%2B');
    expect(isStorableUrl('/content/v1/tutorials/cron?limit=5&page=2')).toBe(true);
    for (const { url } of urlSpellings('/content/v1/tutorials/cron?limit=5').filter(
      ({ name }) => !/case|trailing dot|repeated own query|empty query/.test(name),
    ))
      expect(isStorableUrl(url), url).toBe(false);
  });
});
