import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { seedDemo } from './demo.js';

const t = useTestApp();

async function counts() {
  const rows = (await t.db.execute(
    sql`select (select count(*)::int from users) as users, (select count(*)::int from tutorials) as tutorials, (select count(distinct subtype)::int from tutorials) as subtypes,
      (select count(*)::int from tutorial_series) as series, (select count(*)::int from questions) as questions, (select count(*)::int from comments where type = 'answer') as answers,
      (select count(*)::int from comments where type = 'comment') as comments, (select count(*)::int from tags) as tags, (select count(*)::int from tools) as tools`,
  )) as unknown as { rows: Record<string, number>[] };
  return rows.rows[0]!;
}

describe('demo seed', () => {
  it('writes enough content to look alive, and running it again changes nothing', async () => {
    await seedDemo(t.db, t.env);
    const first = await counts();
    expect(first.tutorials).toBeGreaterThanOrEqual(20);
    expect(first.subtypes).toBeGreaterThanOrEqual(5);
    expect(first.series).toBe(2);
    expect(first.questions).toBeGreaterThanOrEqual(30);
    expect(first.answers).toBeGreaterThan(30);
    expect(first.comments).toBeGreaterThan(10);
    expect(first.tools).toBeGreaterThan(0);
    await seedDemo(t.db, t.env);
    expect(await counts()).toEqual(first);
    const page = await t.app.inject({ method: 'GET', url: '/content/v1/tutorials/how-to-install-nginx-on-ubuntu-24-04' });
    expect(page.statusCode).toBe(200);
    expect(page.json().body_html).toContain('callout');
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'admin@example.com', password: 'reef-admin-password' } });
    expect(login.statusCode).toBe(200);
  });
});
