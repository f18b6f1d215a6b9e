import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

describe('spam and domain lists (community-app §7)', () => {
  const cases = [
    {
      path: 'spam_ips',
      wrapper: 'spam_ip',
      field: 'ip',
      good: '203.0.113.7',
      range: '198.51.100.0/24',
      bad: '999.1.1.1',
    },
    {
      path: 'spam_phrases',
      wrapper: 'spam_phrase',
      field: 'phrase',
      good: 'cheap watches',
      range: 'Buy Followers',
      bad: 'x',
    },
    {
      path: 'permitted_domains',
      wrapper: 'permitted_domain',
      field: 'domain',
      good: 'github.com',
      range: 'Example.ORG',
      bad: 'not a domain',
    },
  ] as const;

  for (const c of cases) {
    it(`/${c.path}: GET with limit and page; POST {${c.wrapper}}; DELETE /{id}`, async () => {
      const moderator = await buildUserWith(t, 'MANAGE_COMMENTS');
      const headers = await signIn(t, moderator);
      const a = await t.app.inject({
        method: 'POST',
        url: `/v1/${c.path}`,
        headers,
        payload: { [c.wrapper]: { [c.field]: c.good } },
      });
      expect(a.statusCode).toBe(201);
      expect(a.json()[c.field]).toBe(c.good);
      const b = await t.app.inject({
        method: 'POST',
        url: `/v1/${c.path}`,
        headers,
        payload: { [c.wrapper]: { [c.field]: c.range } },
      });
      expect(b.statusCode).toBe(201);
      const dup = await t.app.inject({
        method: 'POST',
        url: `/v1/${c.path}`,
        headers,
        payload: { [c.wrapper]: { [c.field]: c.good } },
      });
      expect(dup.statusCode).toBe(409);
      const page1 = await t.app.inject({ method: 'GET', url: `/v1/${c.path}?limit=1&page=1`, headers });
      expect(page1.statusCode).toBe(200);
      expect(page1.json().data).toHaveLength(1);
      expect(page1.json().meta.pagination.page).toEqual({ current: 1, count: 2 });
      const del = await t.app.inject({ method: 'DELETE', url: `/v1/${c.path}/${a.json().id}`, headers });
      expect(del.statusCode).toBe(200);
      const again = await t.app.inject({ method: 'DELETE', url: `/v1/${c.path}/${a.json().id}`, headers });
      expect(again.statusCode).toBe(404);
      await t.app.inject({ method: 'DELETE', url: `/v1/${c.path}/${b.json().id}`, headers });
    });

    it(`/${c.path}: a bad value is a 400 naming the field`, async () => {
      const headers = await signIn(t, await buildUserWith(t, 'MANAGE_QUESTIONS'));
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/${c.path}`,
        headers,
        payload: { [c.wrapper]: { [c.field]: c.bad } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].path).toContain(c.field);
    });

    it(`/${c.path}: members get 403, visitors 401`, async () => {
      const headers = await signIn(t, await buildUser(t));
      expect((await t.app.inject({ method: 'GET', url: `/v1/${c.path}`, headers })).statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/v1/${c.path}`,
            headers,
            payload: { [c.wrapper]: { [c.field]: c.good } },
          })
        ).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/v1/${c.path}` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: `/v1/${c.path}/1` })).statusCode).toBe(401);
    });
  }

  it('every change is in the audit log with its before/after', async () => {
    const admin = await buildUserWith(t, 'ADMINISTRATOR');
    const headers = await signIn(t, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/spam_phrases',
      headers,
      payload: { spam_phrase: { phrase: 'miracle pills' } },
    });
    await t.app.inject({ method: 'DELETE', url: `/v1/spam_phrases/${created.json().id}`, headers });
    const log = await t.app.inject({ method: 'GET', url: `/v1/audit_log?actor=${admin.slug}`, headers });
    expect(log.statusCode).toBe(200);
    const actions = log.json().data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['spam_phrase.delete', 'spam_phrase.create']);
    expect(log.json().data[0].before).toMatchObject({ phrase: 'miracle pills' });
    expect(log.json().data[0].actor.slug).toBe(admin.slug);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));
    expect((await t.app.inject({ method: 'GET', url: '/v1/audit_log', headers: moderator })).statusCode).toBe(
      403,
    );
  });
});
