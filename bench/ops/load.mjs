// 60 s of mixed load on the built API over a throwaway PostgreSQL cluster: reads of questions and
// lists, full-text searches, comment writes and sign-ins (argon2id at its production cost), in one
// closed loop of autocannon connections (as fast as the machine answers). Reports the rate, p50/p99
// and every error and non-2xx answer; the drill fails on any.
//   node bench/ops/load.mjs [--duration 60] [--connections 16]
import autocannon from 'autocannon';
import pg from 'pg';
import { call, createPostgres, registerMembers, startApi } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const duration = opt('duration', 60);
const connections = opt('connections', 16);

const cluster = createPostgres();
const dbUrl = cluster.url.replace(/\/postgres$/, '/reef_load');
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query('CREATE DATABASE reef_load');
await admin.end();
const api = await startApi({ databaseUrl: dbUrl, env: { DATABASE_POOL_SIZE: '20' } });

const members = await registerMembers(api.base, 4, 'load');
const topics = ['nginx', 'postgresql', 'docker', 'kubernetes', 'ssh', 'firewall', 'python', 'node'];
const questions = [];
for (let i = 0; i < 40; i += 1) {
  const topic = topics[i % topics.length];
  const res = await call(api.base, 'POST', '/v1/questions', {
    token: members[i % 4].token,
    body: {
      question: {
        title: `How do I configure ${topic} on Ubuntu, case ${i}?`,
        body: `I am setting up ${topic} on a fresh server and the service does not start after a reboot. What should I check?`,
      },
    },
  });
  if (res.status !== 201) throw new Error(`question ${res.status} ${JSON.stringify(res.json)}`);
  questions.push(res.json);
}

const json = { 'content-type': 'application/json' };
const q = (i) => questions[i % questions.length];
const sequence = [
  ...Array.from({ length: 6 }, (_, i) => ({ method: 'GET', path: `/content/v1/questions/${q(i * 7).slug}` })),
  ...Array.from({ length: 3 }, (_, i) => ({ method: 'GET', path: `/v1/questions/${q(i * 5 + 1).id}` })),
  { method: 'GET', path: '/v1/questions?page=1' },
  { method: 'GET', path: '/content/v1/questions?page=1' },
  ...['nginx reboot', 'postgresql service', 'docker ubuntu', 'firewall'].map((query) => ({
    method: 'GET',
    path: `/content/v1/search?query=${encodeURIComponent(query)}`,
  })),
  ...Array.from({ length: 4 }, (_, i) => ({
    method: 'POST',
    path: '/v1/comments',
    headers: { ...json, authorization: `Bearer ${members[i].token}` },
    body: JSON.stringify({
      comment: {
        body: `Check the unit file and the journal first (load test ${i}).`,
        parent_type: 'question',
        parent_id: q(i * 3).id,
      },
    }),
  })),
  {
    method: 'POST',
    path: '/v1/auth/login',
    headers: json,
    body: JSON.stringify({ email: members[0].email, password: 'ops drill password 1' }),
  },
];

const statusCounts = {};
const result = await autocannon({
  url: api.base,
  connections,
  duration,
  requests: sequence,
  timeout: 30,
  setupClient(client) {
    client.on('response', (status) => {
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    });
  },
});
const mix = { reads: 11, searches: 4, writes: 4, signIns: 1 };
await api.kill('SIGTERM');
api.cleanup();
cluster.destroy();

const summary = {
  duration,
  connections,
  mixPer20Requests: mix,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  },
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statuses: statusCounts,
};
console.log(JSON.stringify(summary, null, 2));
const ok = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
console.log(ok ? 'mixed load: PASS (0 errors)' : 'mixed load: FAIL');
process.exit(ok ? 0 : 1);
