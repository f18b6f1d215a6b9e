// Drill: restart PostgreSQL under load. Clients keep reading and writing while a throwaway cluster
// is stopped (fast shutdown, as a restart or failover does) for a few seconds and started again. The
// API must answer 503 with Retry-After (JSON error shape), never 500, during the outage, and answer
// 2xx again within 5 s of PostgreSQL being back, without being restarted.
//   node bench/ops/pg-restart.mjs [--restarts 3] [--down 4] [--clients 8]
import pg from 'pg';
import { setTimeout as delay } from 'node:timers/promises';
import { call, createPostgres, percentile, registerMembers, startApi } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const restarts = opt('restarts', 3);
const downSeconds = opt('down', 4);
const clients = opt('clients', 8);

const cluster = createPostgres();
const dbUrl = cluster.url.replace(/\/postgres$/, '/reef_restart');
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query('CREATE DATABASE reef_restart');
await admin.end();

const api = await startApi({
  databaseUrl: dbUrl,
  env: { DATABASE_CONNECT_TIMEOUT_MS: '2000' },
  logFile: process.env.OPS_API_LOG,
});
const [member] = await registerMembers(api.base, 1, 'restart');
const created = await call(api.base, 'POST', '/v1/questions', {
  token: member.token,
  body: {
    question: {
      title: 'Restart drill question',
      body: 'Does the API come back by itself after the database restarts?',
    },
  },
});
const questionId = created.json.id;

const statuses = {};
const problems = [];
let lastSuccessAt = 0;
let stop = false;
const samples = [];
async function worker(i) {
  while (!stop) {
    const write = i % 2 === 0;
    const res = write
      ? await call(api.base, 'POST', '/v1/comments', {
          token: member.token,
          body: {
            comment: {
              body: 'A comment written while the database may be restarting.',
              parent_type: 'question',
              parent_id: questionId,
            },
          },
        })
      : await call(api.base, 'GET', `/v1/questions/${questionId}`);
    const key = res.status === 0 ? `connection ${res.error}` : String(res.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    samples.push({ at: Date.now(), status: res.status });
    if (res.status >= 200 && res.status < 300) lastSuccessAt = Date.now();
    if (res.status >= 500 && res.status !== 503) problems.push(`${res.status} ${JSON.stringify(res.json)}`);
    if (res.status === 503) {
      if (!res.headers.get('retry-after')) problems.push('503 without Retry-After');
      if (res.json?.error?.code !== 'service_unavailable')
        problems.push(`503 body ${JSON.stringify(res.json)}`);
    }
    if (res.status === 0) problems.push(`connection error ${res.error}`);
    await delay(20);
  }
}
const workers = Array.from({ length: clients }, (_, i) => worker(i));
await delay(2000);

const recoveries = [];
for (let r = 1; r <= restarts; r += 1) {
  cluster.stop('fast');
  const stoppedAt = Date.now();
  await delay(downSeconds * 1000);
  const during = samples.filter((s) => s.at > stoppedAt + 200);
  const ready = await call(api.base, 'GET', '/ready');
  cluster.start();
  const startedAt = Date.now();
  while (lastSuccessAt < startedAt && Date.now() - startedAt < 30_000) await delay(10);
  const recoveryMs = lastSuccessAt - startedAt;
  recoveries.push(recoveryMs);
  console.log(
    `restart ${r}: down ${downSeconds} s (${during.length} answers meanwhile: ${[...new Set(during.map((s) => s.status))].join(', ')}; /ready ${ready.status}); first 2xx ${recoveryMs} ms after PostgreSQL was back`,
  );
  await delay(2000);
}
stop = true;
await Promise.all(workers);
const latencyAfter = await call(api.base, 'GET', '/ready');
await api.kill('SIGTERM');
api.cleanup();
cluster.destroy();

const sorted = [...recoveries].sort((a, b) => a - b);
const result = {
  restarts,
  downSeconds,
  clients,
  statuses,
  readyAfter: latencyAfter.status,
  recoveryMs: recoveries,
  recoveryMaxMs: sorted.at(-1),
  recoveryP50Ms: percentile(sorted, 50),
  problems: problems.slice(0, 10),
  problemCount: problems.length,
};
console.log(JSON.stringify(result, null, 2));
const ok =
  problems.length === 0 && recoveries.every((ms) => ms >= 0 && ms <= 5000) && latencyAfter.status === 200;
console.log(
  ok
    ? 'PostgreSQL restart drill: PASS (503 + Retry-After during the outage, no 500, recovered within 5 s)'
    : 'PostgreSQL restart drill: FAIL',
);
process.exit(ok ? 0 : 1);
