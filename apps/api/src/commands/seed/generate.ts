// `npm run db:generate-data -- --tutorials 100000 --questions 50000 --comments 1000000 --users 5000`:
// a large synthetic data set for benchmarks, written with set-based SQL (generate_series) so a
// million rows take seconds, not hours. Markdown is rendered once per body template in JS and the
// rendering is stored beside each copy, so reads behave exactly as with real content.
import { DEFAULT_MEMBER_PERMISSIONS } from '@reef/core';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import { loadEnv } from '../../env.js';
import { render } from '../../services/render.js';
import { openDatabase, type Database } from '../../db/client.js';
import { DEMO_TUTORIALS, tutorialBody } from './content.js';

export type GenerateSizes = {
  users: number;
  tutorials: number;
  questions: number;
  comments: number;
  tags: number;
};

const WORDS = [
  'nginx',
  'docker',
  'postgresql',
  'kubernetes',
  'redis',
  'python',
  'node',
  'golang',
  'ubuntu',
  'debian',
  'firewall',
  'backup',
  'monitoring',
  'ssl',
  'mysql',
  'cache',
  'proxy',
  'cluster',
  'deploy',
  'scaling',
];

/** Writes the synthetic rows; ids continue after existing rows. */
export async function generate(
  db: Database,
  sizes: GenerateSizes,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const started = Date.now();
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const t0 = Date.now();
    await db.execute(query);
    log(`${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  const hash = await hashPassword('reef-bench-password', { memoryCost: 64, timeCost: 1 });
  const prefix = `g${Date.now().toString(36)}`;

  await step(
    `users ${sizes.users}`,
    sql`insert into users (slug, username, email, password_hash, first_name, permissions)
        select ${prefix} || '-user-' || i, ${prefix} || '_user_' || i, ${prefix} || '.user' || i || '@example.com', ${hash}, 'User ' || i, ${DEFAULT_MEMBER_PERMISSIONS.bits}
        from generate_series(1, ${sizes.users}) i`,
  );
  await step(
    `tags ${sizes.tags}`,
    sql`insert into tags (name, slug) select ${prefix} || ' topic ' || i, ${prefix} || '-topic-' || i from generate_series(1, ${sizes.tags}) i on conflict do nothing`,
  );

  // A handful of distinct bodies, each rendered once.
  const templates = DEMO_TUTORIALS.map((t) => {
    const body = tutorialBody(t);
    const out = render(body, 'default');
    return { body, html: out.html, headings: JSON.stringify(out.headings), version: out.rendererVersion };
  });
  await db.execute(
    sql`create temporary table if not exists gen_bodies (n int primary key, body text, html text, headings jsonb, version text)`,
  );
  await db.execute(sql`truncate gen_bodies`);
  for (const [n, tpl] of templates.entries()) {
    await db.execute(
      sql`insert into gen_bodies values (${n}, ${tpl.body}, ${tpl.html}, ${tpl.headings}::jsonb, ${tpl.version})`,
    );
  }
  const userRange = sql`(select min(id) from users where slug like ${prefix + '-user-%'})`;
  await step(
    `tutorials ${sizes.tutorials}`,
    sql`insert into tutorials (slug, title, description, subtype, state, language, author_id, body_markdown, body_html, headings, renderer_version, published_at, created_at, upvotes_count, views_count)
        select ${prefix} || '-tutorial-' || i,
               'How to use ' || (${words})[1 + i % 20] || ' with ' || (${words})[1 + (i / 20) % 20] || ' part ' || i,
               'A guide about ' || (${words})[1 + i % 20] || '.',
               (array['tutorial','tutorial','tutorial','conceptual-article','cheatsheet'])[1 + i % 5],
               case when i % 50 = 0 then 'draft' else 'published' end, 'en',
               ${userRange} + (i % ${sizes.users}),
               b.body, b.html, b.headings, b.version,
               now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, i % 97, i % 1000
        from generate_series(1, ${sizes.tutorials}) i join gen_bodies b on b.n = i % ${templates.length}`,
  );
  await step(
    'tutorial tags',
    sql`insert into tutorial_tags (tutorial_id, tag_id)
        select t.id, g.id from tutorials t join tags g on g.slug = ${prefix} || '-topic-' || (1 + t.id % ${sizes.tags})
        where t.slug like ${prefix + '-tutorial-%'} on conflict do nothing`,
  );
  await step(
    'tutorial search vectors',
    sql`update tutorials t set search_vector = setweight(to_tsvector('english', t.title), 'A') || setweight(to_tsvector('english', t.description), 'B') || setweight(to_tsvector('english', t.body_markdown), 'C')
        where t.slug like ${prefix + '-tutorial-%'}`,
  );
  await step(
    `questions ${sizes.questions}`,
    sql`insert into questions (slug, title, state, language, author_id, body_markdown, body_html, renderer_version, search_vector, published_at, created_at, last_activity_at)
        select ${prefix} || '-question-' || i, 'Why does ' || (${words})[1 + i % 20] || ' fail with ' || (${words})[1 + (i / 7) % 20] || ' error ' || i,
               'published', 'en', ${userRange} + (i % ${sizes.users}),
               'I tried to configure ' || (${words})[1 + i % 20] || ' and it fails. What should I check?',
               '<p>I tried to configure ' || (${words})[1 + i % 20] || ' and it fails. What should I check?</p>', ${templates[0]!.version},
               setweight(to_tsvector('english', 'Why does ' || (${words})[1 + i % 20] || ' fail with ' || (${words})[1 + (i / 7) % 20]), 'A'),
               now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
        from generate_series(1, ${sizes.questions}) i`,
  );
  // Comments spread over tutorials and questions; every fourth on a question is an answer.
  await step(
    `comments ${sizes.comments}`,
    sql`with t as (select array_agg(id order by id) ids from tutorials where slug like ${prefix + '-tutorial-%'}),
             q as (select array_agg(id order by id) ids from questions where slug like ${prefix + '-question-%'})
        insert into comments (type, parent_type, parent_id, root_type, root_id, author_id, state, body_markdown, body_html, renderer_version, created_at)
        select case when i % 2 = 1 and i % 8 = 1 then 'answer' else 'comment' end,
               case when i % 2 = 0 then 'tutorial' else 'question' end,
               case when i % 2 = 0 then t.ids[1 + (i / 2) % cardinality(t.ids)] else q.ids[1 + (i / 2) % cardinality(q.ids)] end,
               case when i % 2 = 0 then 'tutorial' else 'question' end,
               case when i % 2 = 0 then t.ids[1 + (i / 2) % cardinality(t.ids)] else q.ids[1 + (i / 2) % cardinality(q.ids)] end,
               ${userRange} + (i % ${sizes.users}), 'published',
               'Thanks, this helped with ' || (${words})[1 + i % 20] || '.', '<p>Thanks, this helped with ' || (${words})[1 + i % 20] || '.</p>', ${templates[0]!.version},
               now() - (i || ' seconds')::interval
        from generate_series(1, ${sizes.comments}) i, t, q
        where cardinality(t.ids) > 0 and cardinality(q.ids) > 0`,
  );
  await step(
    'counters',
    sql`update tutorials t set comments_count = c.n from (select root_id, count(*)::int n from comments where root_type = 'tutorial' group by root_id) c where c.root_id = t.id and t.slug like ${prefix + '-tutorial-%'}`,
  );
  await step(
    'question counters',
    sql`update questions q set comments_count = c.n, answers_count = c.a from (select root_id, count(*)::int n, count(*) filter (where type = 'answer')::int a from comments where root_type = 'question' group by root_id) c
        where c.root_id = q.id and q.slug like ${prefix + '-question-%'}`,
  );
  await step('analyze', sql`analyze`);
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function parseSizes(argv: string[]): GenerateSizes {
  const sizes: GenerateSizes = {
    users: 2000,
    tutorials: 20_000,
    questions: 20_000,
    comments: 200_000,
    tags: 200,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, '') as keyof GenerateSizes;
    const value = Number(argv[i + 1]);
    if (!(key in sizes) || !Number.isInteger(value) || value < 1)
      throw new Error(
        `usage: generate [--users N] [--tutorials N] [--questions N] [--comments N] [--tags N] (bad: ${argv[i]} ${argv[i + 1]})`,
      );
    sizes[key] = value;
  }
  return sizes;
}

// Run as a command (not when imported by the benchmark).
if (process.argv[1] && /generate\.(ts|js)$/.test(process.argv[1])) {
  const sizes = parseSizes(process.argv.slice(2));
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await handle.migrate();
    console.log(`generate: ${JSON.stringify(sizes)} into ${handle.kind}`);
    await generate(handle.db, sizes, (line) => console.log(`generate: ${line}`));
  } finally {
    await handle.close();
  }
}
