import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/lib/passwords.js';
import { parseEnv } from '../../env.js';
import { buildUser } from '../../test/factories.js';
import { users } from '../../db/schema/index.js';
import { queryRows } from '../../platform/lib/sql.js';
import { DEMO_QUESTIONS } from './content.js';
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
    // The whole demo seed (issue #31 added its content in four more languages) takes a few seconds alone and far
    // longer on a loaded machine; the API project's 30 s default cut it short there.
  }, 60_000);

  it("[#30] the demo seed's questions get answers and comments written for each question, the accepted one first", async () => {
    const answered = DEMO_QUESTIONS.filter((q) => q.answers.length > 0);
    expect(answered.length).toBeGreaterThanOrEqual(20);
    const all = DEMO_QUESTIONS.flatMap((q) => [...q.answers, q.reply, q.comment]).filter(Boolean);
    expect(new Set(all).size, 'no answer or comment is shared between two questions').toBe(all.length);
    for (const q of answered) expect(q.reply, q.title).toBeTruthy();

    const threads = await queryRows<{
      title: string;
      answers: string[];
      accepted: string | null;
      reply: string | null;
      comments: string[];
    }>(
      t.db,
      sql`select q.title,
            coalesce((select array_agg(a.body_markdown order by a.id) from comments a
                      where a.parent_type = 'question' and a.parent_id = q.id and a.type = 'answer'), '{}') as answers,
            (select a.body_markdown from comments a where a.id = q.accepted_answer_id) as accepted,
            (select r.body_markdown from comments r join comments a on r.parent_type = 'comment' and r.parent_id = a.id
              where a.parent_type = 'question' and a.parent_id = q.id and r.author_id = q.author_id
              order by a.id, r.id limit 1) as reply,
            coalesce((select array_agg(c.body_markdown order by c.id) from comments c
                      where c.parent_type = 'question' and c.parent_id = q.id and c.type = 'comment'), '{}') as comments
          from questions q where q.language = 'en'`,
    );
    expect(threads).toHaveLength(DEMO_QUESTIONS.length);
    for (const [i, q] of DEMO_QUESTIONS.entries()) {
      const thread = threads.find((row) => row.title === q.title)!;
      expect(thread.answers, q.title).toEqual(q.answers);
      expect(thread.reply, q.title).toBe(q.reply ?? null);
      expect(thread.comments, q.title).toEqual(q.comment ? [q.comment] : []);
      // The first answer on every other question is accepted: the one written as the best.
      expect(thread.accepted, q.title).toBe(i % 2 === 0 && q.answers.length > 0 ? q.answers[0] : null);
    }
  });

  it('[#30] demo content names the demo brand only', async () => {
    // Routes the spec names keep their words; the pages behind them name the demo brand.
    const specRoutes = /write-for-digitalocean|hollies-hub-for-good/g;
    const realBrands =
      /digital ?ocean|droplet|linode|akamai|\baws\b|amazon|azure|google cloud|\bgcp\b|heroku|vultr|hetzner|hacktoberfest|hollie|spaces cdn/i;
    for (const table of [
      'questions',
      'comments',
      'tutorials',
      'tools',
      'static_pages',
      'posts',
      'partners',
      'global_contents',
    ]) {
      const rows = await queryRows<{ text: string }>(
        t.db,
        sql`select t::text as text from ${sql.identifier(table)} t`,
      );
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) expect(row.text.replace(specRoutes, ''), table).not.toMatch(realBrands);
    }
    const brand = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from comments where body_markdown like '%Tidal%'`,
    );
    expect(brand[0]!.n).toBeGreaterThan(0);
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
  }, 60_000);
});
