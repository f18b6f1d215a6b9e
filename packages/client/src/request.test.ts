import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAll, type Paginated } from './pagination.js';
import { BYPASS_CACHE_COOKIE, HttpError, TimeoutError, buildUrl, path, request } from './request.js';
import { getNotifications, getTopHatLinks, getUser, markNotificationsRead } from './calls.js';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/echo') return json(200, { ok: true });
      if (url.pathname === '/empty') return res.writeHead(204).end();
      if (url.pathname === '/missing') return json(404, { error: 'nope' });
      if (url.pathname === '/slow') return void setTimeout(() => json(200, {}), 500);
      if (url.pathname === '/pages') {
        const page = Number(url.searchParams.get('page'));
        return json(200, {
          data: [`item-${page}`],
          meta: { pagination: { page: { current: page, count: 3 } } },
        });
      }
      if (url.pathname.startsWith('/v1/users/')) {
        if (url.pathname.endsWith('/notifications')) return json(200, { data: [{ id: 1, name: 'answer' }] });
        if (url.pathname.includes('/notifications/read')) return res.writeHead(204).end();
        return json(200, { user: { slug: decodeURIComponent(url.pathname.split('/')[3] ?? '') } });
      }
      if (url.pathname === '/content/v1/global_contents/top_hat') {
        return json(200, { data: [{ title: 'Hi', url: '/x', newTab: false }, { title: 'bad' }] });
      }
      json(500, { error: 'unexpected' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => seen[seen.length - 1]!;

describe('request', () => {
  it('sends JSON content type and a bearer header when given a token', async () => {
    await request(baseUrl, '/echo', { method: 'POST', token: 'abc', body: { a: 1 } });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers.authorization).toBe('Bearer abc');
    expect(JSON.parse(last().body)).toEqual({ a: 1 });
  });

  it('sends no authorization header without a token', async () => {
    await request(baseUrl, '/echo');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('adds the bypass-cache cookie when asked', async () => {
    await request(baseUrl, '/echo', { bypassCache: true });
    expect(last().headers.cookie).toBe(`${BYPASS_CACHE_COOKIE}=1`);
  });

  it('returns undefined for an empty body', async () => {
    await expect(request(baseUrl, '/empty', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('throws HttpError naming "method (default GET), address, status, status text, then the response body"', async () => {
    const error = await request(baseUrl, '/missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).message).toBe(`GET ${baseUrl}/missing 404 Not Found {"error":"nope"}`);
  });

  it('aborts with "Request timed out after {n}ms"', async () => {
    const error = await request(baseUrl, '/slow', { timeoutMs: 50 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Request timed out after 50ms');
  });
});

describe('paths and queries', () => {
  it('URL-encodes path parameters', () => {
    expect(path`/v1/users/${'a b/c'}/x`).toBe('/v1/users/a%20b%2Fc/x');
  });

  it('drops undefined query values and joins lists with commas', () => {
    expect(buildUrl('http://h/', 'v1/x', { a: 1, b: undefined, c: ['x', 'y'] })).toBe(
      'http://h/v1/x?a=1&c=x%2Cy',
    );
  });
});

describe('fetchAll', () => {
  it('loops over pages until the current page reaches the page count', async () => {
    const items = await fetchAll((page) =>
      request<Paginated<string>>(baseUrl, '/pages', { query: { page } }),
    );
    expect(items).toEqual(['item-1', 'item-2', 'item-3']);
  });
});

describe('calls', () => {
  const ctx = () => ({ baseUrl, token: 'tok' });

  it('getUser unwraps { user } and encodes the slug', async () => {
    await expect(getUser(ctx(), 'jo ann')).resolves.toEqual({ slug: 'jo ann' });
    expect(last().url).toBe('/v1/users/jo%20ann');
  });

  it('getNotifications sends page, limit and the type list', async () => {
    const list = await getNotifications(ctx(), 'sam', { page: 2, limit: 10, type: ['answer', 'comment'] });
    expect(list.data).toEqual([{ id: 1, name: 'answer' }]);
    expect(last().url).toBe('/v1/users/sam/notifications?page=2&limit=10&type=answer%2Ccomment');
  });

  it('markNotificationsRead posts to /read or /read/{id}', async () => {
    await markNotificationsRead(ctx(), 'sam');
    expect(last().url).toBe('/v1/users/sam/notifications/read');
    await markNotificationsRead(ctx(), 'sam', 7);
    expect([last().method, last().url]).toEqual(['POST', '/v1/users/sam/notifications/read/7']);
  });

  it('getTopHatLinks keeps only entries with a url', async () => {
    await expect(getTopHatLinks({ baseUrl })).resolves.toEqual([{ title: 'Hi', url: '/x', newTab: false }]);
  });
});

describe('context headers', () => {
  it('sends the context headers with every call, asking a function for fresh ones each time (request ids)', async () => {
    let n = 0;
    const ctx = { baseUrl, headers: () => ({ 'x-request-id': `web-${++n}` }) };
    await getUser(ctx, 'sammy');
    await getUser(ctx, 'sammy');
    const ids = seen.slice(-2).map((s) => s.headers['x-request-id']);
    expect(ids).toEqual(['web-1', 'web-2']);
  });
});
