// The API response cache in this process (the default): anonymous reads answered from stored bytes, removed by
// the cache tags a write names, never shared with a signed-in member.
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BYPASS_CACHE_COOKIE, everythingTarget } from '@reef/core';
import { tutorials } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import { buildQuestion, buildTutorial, buildUser, buildUserWith, signIn } from '../test/factories.js';
import { CACHE_STATUS_HEADER, cacheKeyOf, installResponseCache } from './response-cache.js';
import { NOT_CACHED, CACHED_ROUTES } from './response-cache-routes.js';
import { createMemoryStore } from './response-cache-store.js';

const t = useTestApp({ RESPONSE_CACHE_MB: '16' });

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
    const entry = { contentType: 'application/json', body: Buffer.from('{}') };
    expect(await store.set('k', entry, ['tutorial:x'], generation!)).toBe(false);
    expect(await store.set('k', entry, ['tutorial:x'], store.get('k').generation!)).toBe(true);
    expect(store.get('k').entry?.body.toString()).toBe('{}');
  });

  it('keeps within its byte budget, evicting the least recently used', async () => {
    const store = createMemoryStore({ maxBytes: 10_000, ttlMs: 60_000 });
    const body = Buffer.alloc(3000);
    for (const key of ['a', 'b', 'c', 'd']) {
      await store.set(key, { contentType: 'x', body }, ['t'], store.get(key).generation!);
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
