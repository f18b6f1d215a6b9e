import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/lib/passwords.js';
import { parseEnv } from '../../env.js';
import { buildUser } from '../../test/factories.js';
import { users } from '../../db/schema/index.js';
import {
  DemoSeedRefusedError,
  demoAccountNotice,
  mayWriteDemoAccounts,
  seedDemo,
  seedIfEmpty,
} from './demo.js';

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
  it('[R1-18] a production start refuses to seed the demo accounts unless SEED_DEMO is set', async () => {
    const production = { ...t.env, NODE_ENV: 'production' as const, SEED_DEMO: false };
    await expect(seedDemo(t.db, production)).rejects.toBeInstanceOf(DemoSeedRefusedError);
    expect((await counts()).users).toBe(0);
    expect(mayWriteDemoAccounts({ NODE_ENV: 'production', SEED_DEMO: true })).toBe(true);
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SEED_IF_EMPTY: 'true' }, { persistSecrets: false }),
    ).toThrow(/SEED_DEMO/);
    expect(
      parseEnv({ NODE_ENV: 'production', SEED_IF_EMPTY: 'true', SEED_DEMO: '1' }, { persistSecrets: false })
        .SEED_DEMO,
    ).toBe(true);
  });

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
    const page = await t.app.inject({
      method: 'GET',
      url: '/content/v1/tutorials/how-to-install-nginx-on-ubuntu-24-04',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().body_html).toContain('callout');
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'admin@example.com', password: 'reef-admin-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('[R1-18] a start prints that the administrator is a demo account with its published password, until it is changed', async () => {
    const notice = await demoAccountNotice(t.db, t.env);
    expect(notice).toContain('demo accounts');
    expect(notice).toContain('admin@example.com / reef-admin-password');
    const cost = { memoryCost: t.env.ARGON2_MEMORY_KIB, timeCost: t.env.ARGON2_TIME_COST };
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('a private password', cost) })
      .where(eq(users.slug, 'admin'));
    expect(await demoAccountNotice(t.db, t.env)).toBeNull();
  });
});

describe('seed if empty (npm start)', () => {
  it('seeds a database that has only accounts, says so, and leaves a database with content alone', async () => {
    await t.db.execute(
      sql`truncate users, tutorials, questions, tools, tutorial_series, tags restart identity cascade`,
    );
    const member = await buildUser(t, { username: 'early-member' });
    const first = await seedIfEmpty(t.db, t.env);
    expect(first.seeded).toBe(true);
    expect(first.message).toMatch(
      /^the database had no content \(only accounts\): seeded the demo content \(\d+ tutorials/,
    );
    expect((await counts()).tutorials).toBeGreaterThanOrEqual(20);
    const again = await seedIfEmpty(t.db, t.env);
    expect(again).toEqual({
      seeded: false,
      message: expect.stringMatching(/^the database already has content .*: demo content not seeded$/),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: member.email, password: 'correct horse battery staple' },
    });
    expect(login.statusCode).toBe(200);
  });
});
