// Several API instances on one database and one Redis (REDIS_URL): the response cache and the rate limits are
// shared, so nothing depends on which instance the load balancer picks. Each file uses its own Redis key prefix.
import { describe, expect, it, afterAll } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, signIn } from '../../test/factories.js';
import { comparableHeaders, listenForTests } from '../../test/http.js';
import { reachableRedis } from '../../test/redis.js';
import { CACHE_STATUS_HEADER } from './response-cache.js';
import { connectRedis, closeRedis } from './redis.js';
import { createRedisStore } from './response-cache-store.js';

const redis = await reachableRedis();
const shared: Record<string, string> = redis
  ? {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.prefix,
      RESPONSE_CACHE_MB: '16',
      RATE_LIMIT_WRITE_MAX: '3',
    }
  : {};
const t = useTestApp(shared);
afterAll(async () => redis?.cleanup());

describe.skipIf(!redis)('several API instances sharing Redis', () => {
  it('two API instances sharing Redis: a write through one is visible through the other at the next read', async () => {
    const a = t.app;
    const b = await t.startInstance(shared);
    const question = await buildQuestion(t);
    const thread = `/content/v1/comments/question/${question.id}`;
    const page = `/content/v1/questions/${question.slug}`;

    // What one instance stored, the other serves.
    expect((await b.inject(page)).headers[CACHE_STATUS_HEADER]).toBe('MISS');
    const fromA = await a.inject(page);
    expect(fromA.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    await a.inject(thread);
    expect((await b.inject(thread)).headers[CACHE_STATUS_HEADER]).toBe('HIT');

    const member = await signIn(t, await buildUser(t));
    const answer = (body: string) => ({
      method: 'POST' as const,
      url: '/v1/comments',
      headers: member,
      payload: { comment: { parent_type: 'question', parent_id: question.id, type: 'answer', body } },
    });
    expect((await a.inject(answer('Through instance A: check the firewall.'))).statusCode).toBe(201);
    const seenByB = await b.inject(thread);
    expect(seenByB.body).toContain('Through instance A: check the firewall.');
    expect((await b.inject(page)).json().answers_count).toBe(fromA.json().answers_count + 1);

    await b.inject(thread);
    expect((await a.inject(thread)).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect((await b.inject(answer('Through instance B: restart sshd.'))).statusCode).toBe(201);
    expect((await a.inject(thread)).body).toContain('Through instance B: restart sshd.');
  });

  it('a hit from Redis answers the same headers and body as the miss on the other instance, and 304', async () => {
    const b = await t.startInstance(shared);
    const [getA, getB] = [await listenForTests(t.app), await listenForTests(b)];
    const question = await buildQuestion(t);
    const url = `/content/v1/questions/${question.slug}`;
    const headers = { 'x-request-id': 'same-request', origin: 'http://localhost:3000' };
    const miss = await getB(url, headers);
    const hit = await getA(url, headers);
    expect([miss.headers[CACHE_STATUS_HEADER], hit.headers[CACHE_STATUS_HEADER]]).toEqual(['MISS', 'HIT']);
    expect(hit.body).toBe(miss.body);
    expect(comparableHeaders(hit.headers)).toEqual(comparableHeaders(miss.headers));
    expect(hit.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const notModified = await getA(url, { 'if-none-match': String(miss.headers.etag) });
    expect([notModified.status, notModified.headers[CACHE_STATUS_HEADER]]).toEqual([304, 'HIT']);
  });

  it('an authenticated read through either instance is never served from or stored into the shared cache', async () => {
    const b = await t.startInstance(shared);
    const question = await buildQuestion(t);
    const member = await signIn(t, await buildUser(t));
    const url = `/v1/questions/${question.id}`;
    const signedIn = await t.app.inject({ method: 'GET', url, headers: member });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect((await b.inject(url)).headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(
      (await t.app.inject({ method: 'GET', url, headers: member })).headers[CACHE_STATUS_HEADER],
    ).toBeUndefined();
  });

  it('two instances share a rate limit: writes through both count against one budget', async () => {
    const b = await t.startInstance(shared);
    const question = await buildQuestion(t);
    const headers = await signIn(t, await buildUser(t));
    const vote = (app: typeof b) =>
      app.inject({ method: 'POST', url: `/v1/upvotes/question/${question.id}`, headers });
    const statuses = [];
    for (const app of [t.app, b, t.app, b]) statuses.push((await vote(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('does not store a response whose read began before an invalidation on another instance', async () => {
    const one = connectRedis(redis!.url);
    const two = connectRedis(redis!.url);
    const log = { warn: () => undefined, error: () => undefined };
    const options = { prefix: redis!.prefix, ttlMs: 60_000, log };
    const first = createRedisStore({ redis: one, ...options });
    const second = createRedisStore({ redis: two, ...options });
    const { generation } = await first.get('GET /race');
    await second.invalidate(['tutorial:race']);
    const entry = {
      route: '/race',
      headers: { 'content-type': 'application/json' },
      revalidates: false,
      body: Buffer.from('{"old":true}'),
    };
    expect(await first.set('GET /race', entry, ['tutorial:race'], generation!)).toBe(false);
    const fresh = await first.get('GET /race');
    expect(await first.set('GET /race', entry, ['tutorial:race'], fresh.generation!)).toBe(true);
    expect((await second.get('GET /race')).entry?.body.toString()).toBe('{"old":true}');
    await second.invalidate(['tutorial:race']);
    expect((await first.get('GET /race')).entry).toBeUndefined();
    await closeRedis(one);
    await closeRedis(two);
  });
});
