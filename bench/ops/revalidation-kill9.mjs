// Drill: kill -9 the API between an admin write's commit and its revalidation, restart it, and prove the page is
// revalidated anyway (PostgreSQL). A stand-in for the web app's revalidation endpoint records every call; until the
// kill it holds each call open without answering, so the revalidation the API starts right after the commit never
// completes. Then the API gets SIGKILL, is started again on the same database, the stand-in answers, and the drill
// waits for a completed call naming the page: the durable job the write added in its own transaction.
//   node bench/ops/revalidation-kill9.mjs [--rounds 3]
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { setTimeout as delay } from 'node:timers/promises';
import { call, createPostgres, registerMembers, startApi } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const rounds = opt('rounds', 3);
const WEB_PORT = 4338; // the REVALIDATE_URL startApi gives the API
const MANAGE_STATIC_PAGES = 16; // bit position (packages/core permissions)

// The web app's stand-in: `hold` keeps every call open (the process dies before an answer); `answer` answers 200.
let mode = 'hold';
const calls = []; // { at, paths, tags, answered }
const held = [];
const web = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const { paths = [], tags = [] } = JSON.parse(body || '{}');
    const entry = { at: Date.now(), paths, tags, answered: mode === 'answer' };
    calls.push(entry);
    if (mode === 'answer')
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    else held.push(res);
  });
});
await new Promise((resolve) => web.listen(WEB_PORT, '127.0.0.1', resolve));

const cluster = createPostgres();
const dbUrl = cluster.url.replace(/\/postgres$/, '/reef_revalidation');
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query('CREATE DATABASE reef_revalidation');
await admin.end();
const db = new pg.Client({ connectionString: dbUrl });
// The API's output, to read when a start fails.
const logFile = path.join(tmpdir(), `reef-ops-revalidation-${process.pid}.log`);
const start = () => startApi({ databaseUrl: dbUrl, logFile });

let api = await start().catch((error) => {
  cluster.destroy();
  throw new Error(`${error.message} (its output: ${logFile})`);
});
await db.connect();
const [editor] = await registerMembers(api.base, 1, 'revalidation');
await db.query(
  `update users set permissions = permissions | (1::bigint << ${MANAGE_STATIC_PAGES}), email_confirmed_at = now() where id = $1`,
  [editor.id],
);
const login = await call(api.base, 'POST', '/v1/auth/login', {
  body: { email: editor.email, password: 'ops drill password 1' },
});
if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.json)}`);
const token = login.json.jwt;

const queued = async (path) =>
  (
    await db.query(
      `select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks k on k.id = j.task_id
       where k.identifier = 'revalidate' and j.payload::jsonb -> 'paths' ? $1`,
      [path],
    )
  ).rows[0].n;

const results = [];
for (let round = 1; round <= rounds; round += 1) {
  mode = 'hold';
  const slug = `drill-${round}-${Date.now().toString(36)}`;
  const path = `/legal/${slug}`;
  const write = await call(api.base, 'POST', '/v1/static_pages', {
    token,
    body: {
      static_page: {
        type: 'legal',
        slug,
        title: `Revalidation drill ${round}`,
        state: 'published',
        slices: [{ slice_type: 'content', primary: { body: `Round ${round}.` }, items: [] }],
      },
    },
  });
  if (write.status !== 201) throw new Error(`write: ${write.status} ${JSON.stringify(write.json)}`);
  // The acknowledged write: kill at once, while the call after commit is held open (or not yet sent).
  await api.kill('SIGKILL');
  api.cleanup();
  const answeredBeforeKill = calls.some((c) => c.answered && c.paths.includes(path));
  const jobAfterKill = await queued(path);
  for (const res of held.splice(0)) res.destroy();

  mode = 'answer';
  const restart = Date.now();
  api = await start();
  const readyMs = Date.now() - restart;
  let revalidatedMs = null;
  while (Date.now() - restart < 60_000) {
    const done = calls.find((c) => c.answered && c.paths.includes(path));
    if (done) {
      revalidatedMs = done.at - restart;
      break;
    }
    await delay(100);
  }
  // The job is gone once the web app answered it (a go-live sweep of the same minute may add and run one more).
  let jobLeft = await queued(path);
  for (let i = 0; i < 100 && jobLeft > 0; i += 1) {
    await delay(100);
    jobLeft = await queued(path);
  }
  results.push({ round, path, answeredBeforeKill, jobAfterKill, readyMs, revalidatedMs, jobLeft });
  console.log(
    `round ${round}: ${path} written, API killed (job queued: ${jobAfterKill}); restarted in ${readyMs} ms, ` +
      (revalidatedMs === null
        ? 'NOT revalidated within 60 s'
        : `revalidated ${revalidatedMs} ms after the restart`),
  );
}

await db.end();
await api.kill('SIGTERM');
api.cleanup();
cluster.destroy();
await new Promise((resolve) => web.close(resolve));

const pass = results.every(
  (r) => !r.answeredBeforeKill && r.jobAfterKill === 1 && r.revalidatedMs !== null && r.jobLeft === 0,
);
console.log(JSON.stringify({ rounds, calls: calls.length, results }, null, 2));
console.log(pass ? 'PASS' : 'FAIL');
process.exit(pass ? 0 : 1);
