// Child process of the API benchmarks: opens a database, fills it with the synthetic data set,
// starts the built API and prints one JSON line with what the load generator needs.
// Started with an IPC channel, it also answers {type: 'explain', paths}: each path is requested once with every
// statement Drizzle sends recorded, and each recorded select is run again under EXPLAIN (ANALYZE, BUFFERS).
import { buildApp } from '../../apps/api/dist/app.js';
import { openDatabase } from '../../apps/api/dist/db/client.js';
import { generate } from '../../apps/api/dist/commands/seed/generate.js';
import { parseEnv } from '../../apps/api/dist/env.js';
import { issueToken, loadSessionUser } from '../../apps/api/dist/platform/services/sessions.js';
import { sql } from 'drizzle-orm';

// One question with a thread of 100 answers and 500 comments unless the caller asks for another count.
const sizes = { heavy: 1, ...JSON.parse(process.argv[2]) };
const env = parseEnv(
  {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-000',
  },
  { persistSecrets: false },
);
/** Statements sent while an explain request is being served (null: not recording). */
let recorded = null;
const logger = { logQuery: (query, params) => recorded?.push({ query, params }) };
const handle = await openDatabase(
  env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL, poolSize: 10, logger }
    : // PGLITE_THREAD as the API reads it (default: PGlite on a thread of its own, as `npm start` runs it).
      { inMemory: true, thread: env.PGLITE_THREAD, logger },
);
await handle.migrate();
const t0 = Date.now();
await generate(handle.db, sizes, (line) => process.stderr.write(`generate: ${line}\n`));
const generateSeconds = (Date.now() - t0) / 1000;

const app = await buildApp({ db: handle.db, env, logger: false });
// Writes must not call a web app that is not running during the benchmark.
app.ctx.revalidate = () => undefined;
// BENCH_API_PORT: a fixed port (default: any free one), for a machine where only some ports may be used.
await app.listen({ port: Number(process.env.BENCH_API_PORT ?? 0), host: '127.0.0.1' });
const { port } = app.server.address();

const rows = async (query) => (await handle.db.execute(query)).rows;
const [tutorial] = await rows(
  sql`select slug from tutorials where state = 'published' order by id desc limit 1 offset 100`,
);
const [question] = await rows(
  sql`select id from questions where state = 'published' order by id desc limit 1 offset 50`,
);
const [user] = await rows(sql`select id from users order by id desc limit 1`);
const session = await loadSessionUser(handle.db, user.id);
const { jwt } = await issueToken(app.ctx.tokens, session);

// What the page benchmarks read: published tutorials spread over the table, the questions with the heaviest
// threads, the tags with the most published items and the member with the most tutorials.
const tutorialSlugs = (
  await rows(sql`select slug from tutorials where state = 'published' and id % 499 = 0 order by id limit 20`)
).map((r) => r.slug);
const heavyQuestions = await rows(
  sql`select id, slug from questions where state = 'published' order by answers_count desc, id limit ${sizes.heavy || 1}`,
);
const bigTags = (
  await rows(
    sql`select g.slug from tags g join tutorial_tags x on x.tag_id = g.id group by g.id order by count(*) desc, g.id limit 5`,
  )
).map((r) => r.slug);
const [prolific] = await rows(
  sql`select u.slug from users u join tutorials t on t.author_id = u.id group by u.id order by count(*) desc, u.id limit 1`,
);

process.stdout.write(
  JSON.stringify({
    port,
    driver: handle.kind,
    tutorialSlug: tutorial.slug,
    questionId: question.id,
    jwt,
    generateSeconds,
    tutorialSlugs,
    heavyQuestions,
    bigTags,
    prolificUser: prolific.slug,
  }) + '\n',
);

/** Requests each path once, recording its statements, and returns each select's plan (timings of a warm run). */
async function explain(paths) {
  const client = handle.db.$client;
  const result = [];
  for (const path of paths) {
    await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer(); // warm
    recorded = [];
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    await response.arrayBuffer();
    const statements = recorded;
    recorded = null;
    const plans = [];
    for (const { query, params } of statements) {
      if (!/^\s*(select|with)\b/i.test(query)) {
        plans.push({ query, params, plan: null });
        continue;
      }
      const out = await client.query(`explain (analyze, buffers) ${query}`, params);
      plans.push({ query, params, plan: out.rows.map((r) => r['QUERY PLAN']) });
    }
    result.push({ path, status: response.status, statements: plans });
  }
  return result;
}
process.on('message', (message) => {
  if (message?.type !== 'explain') return;
  explain(message.paths).then(
    (result) => process.send({ type: 'explained', result }),
    (error) => process.send({ type: 'explained', error: String(error?.stack ?? error) }),
  );
});

const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
