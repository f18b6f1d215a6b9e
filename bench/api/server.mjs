// Child process of the API benchmark: opens a database, fills it with the synthetic data set,
// starts the built API and prints one JSON line with what the load generator needs.
import { buildApp } from '../../apps/api/dist/app.js';
import { openDatabase } from '../../apps/api/dist/db/client.js';
import { generate } from '../../apps/api/dist/commands/seed/generate.js';
import { parseEnv } from '../../apps/api/dist/env.js';
import { issueToken, loadSessionUser } from '../../apps/api/dist/services/sessions.js';
import { sql } from 'drizzle-orm';

const sizes = JSON.parse(process.argv[2]);
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
const handle = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 10 } : { inMemory: true },
);
await handle.migrate();
const t0 = Date.now();
await generate(handle.db, sizes, (line) => process.stderr.write(`generate: ${line}\n`));
const generateSeconds = (Date.now() - t0) / 1000;

const app = await buildApp({ db: handle.db, env, logger: false });
// Writes must not call a web app that is not running during the benchmark.
app.ctx.revalidate = () => undefined;
await app.listen({ port: 0, host: '127.0.0.1' });
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

process.stdout.write(
  JSON.stringify({
    port,
    driver: handle.kind,
    tutorialSlug: tutorial.slug,
    questionId: question.id,
    jwt,
    generateSeconds,
  }) + '\n',
);

const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
