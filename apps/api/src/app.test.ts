import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/app.js';

const t = useTestApp();

describe('app skeleton', () => {
  it('GET /health reports the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('unknown routes get the error shape with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toHaveProperty('openapi');
    expect(doc.json().paths).toHaveProperty('/health');
    const page = await t.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/health');
  });

  it('a malformed bearer token is a 401, never a 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/nope',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });
});
