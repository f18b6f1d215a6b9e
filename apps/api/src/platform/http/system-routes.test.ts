// Operations endpoints and behaviour: liveness, readiness, metrics, request ids, and the 503 that
// replaces a 500 while the database is unreachable.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { testEnv, useTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, signIn } from '../../test/factories.js';
import type { App } from '../types.js';

const t = useTestApp();

describe('liveness and readiness', () => {
  it('GET /ready answers 200 when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the route table lists /health, /ready and /metrics, each public (access to /metrics is checked in the handler)', () => {
    const routes = t.app.routeTable.map((r) => `${r.method} ${r.url} ${r.rule?.auth}`);
    expect(routes).toEqual(
      expect.arrayContaining(['GET /health public', 'GET /ready public', 'GET /metrics public']),
    );
  });
});

describe('request ids', () => {
  it('honours an incoming x-request-id and returns it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'web-1234-abcd' },
    });
    expect(res.headers['x-request-id']).toBe('web-1234-abcd');
  });

  it('takes the trace id of a W3C traceparent when there is no x-request-id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    expect(res.headers['x-request-id']).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('generates one when none is given, or when the given one is unsafe to log (too long, control characters)', async () => {
    for (const headers of [{}, { 'x-request-id': 'x'.repeat(200) }, { 'x-request-id': 'a b\tc' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/nope', headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });

  it('error responses carry the id too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers: { 'x-request-id': 'trace-me' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('trace-me');
  });
});

describe('metrics', () => {
  it('counts requests per route pattern with latency histograms, and exposes the cache counters', async () => {
    const question = await buildQuestion(t);
    await t.app.inject({ method: 'GET', url: `/content/v1/questions/${question.id}` });
    const first = await t.app.inject({ method: 'GET', url: `/v1/questions/${question.id}` });
    expect(first.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    // One series per pattern: the id never appears in a label.
    expect(res.body).toMatch(
      /reef_http_requests_total\{method="GET",route="\/v1\/questions\/:id",status_code="200"\} [1-9]/,
    );
    expect(res.body).toContain(
      'reef_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/v1/questions/:id"}',
    );
    expect(res.body).not.toContain(`/v1/questions/${question.id}"`);
    expect(res.body).toContain('reef_cache_lookups_total{cache="images",result="hit"}');
    expect(res.body).toContain('reef_process_cpu_seconds_total');
  });

  it('ETag revalidations of the static-content API count as hits and misses', async () => {
    const question = await buildQuestion(t);
    const first = await t.app.inject({ method: 'GET', url: `/content/v1/questions/${question.slug}` });
    expect(first.statusCode).toBe(200);
    const before = await hits();
    const again = await t.app.inject({
      method: 'GET',
      url: `/content/v1/questions/${question.slug}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(await hits()).toBe(before + 1);
  });

  it('is refused to a client that is not on the loopback interface, or that came through a proxy, unless it holds METRICS_TOKEN', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error.code).toBe('forbidden');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });
});

async function hits(): Promise<number> {
  const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(/reef_cache_lookups_total\{cache="content_etag",result="hit"\} (\d+)/.exec(body)?.[1] ?? NaN);
}

describe('METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789';
  const withToken = useTestApp({ METRICS_TOKEN: token });
  it('lets a remote scraper in with Authorization: Bearer <METRICS_TOKEN>, and only with it', async () => {
    const ok = await withToken.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await withToken.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('database unreachable', () => {
  // A PostgreSQL URL whose port nobody listens on: every connection is refused, as while the
  // server restarts. Nothing is mocked: the real driver fails the real way.
  let handle: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    handle = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/reef`,
      connectTimeoutMs: 1000,
    });
    app = await buildApp({
      db: handle.db,
      env: testEnv({ UNAVAILABLE_RETRY_AFTER_SECONDS: '7' }),
      poolStats: handle.poolStats,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('a read answers 503 with Retry-After and the JSON error shape, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/questions' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toEqual({
      error: { code: 'service_unavailable', message: expect.stringMatching(/database/) },
    });
  });

  it('a signed-in write answers 503 too (the token check reads the member first)', async () => {
    const member = await buildUser(t);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers: { ...(await signIn(t, member)), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
  });

  it('/health stays 200 (the process is alive) and reports the database down; /ready is 503', async () => {
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', database: 'down', migrations: 'unknown' });
    expect(ready.headers['retry-after']).toBe('7');
  });

  it('counts the 503s and reports the pool in /metrics', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/reef_database_unavailable_total [1-9]/);
    expect(res.body).toContain('reef_db_pool_connections{state="max"} 10');
  });
});
