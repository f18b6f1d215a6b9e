// Live updates benchmark (issue #32: "A benchmark in bench/ holds 5,000 open streams on one API instance on this
// machine and reports memory per stream and the time from a write to its delivery to every open stream (p50/p99)").
// Starts its own API (production build, fresh embedded database with the demo content, or DATABASE_URL), opens
// BENCH_STREAMS (5000) Server-Sent Events streams on a public question's channel (GET /v1/live), each its own TCP
// connection, reads the API's resident memory before and after, then posts BENCH_WRITES (5) answers through the API
// and times, for every stream, the arrival of the answer's message after the write was sent. Fails when a stream
// misses a message. Needs: npm run build. Run: node bench/live/run.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_API_PORT ?? 4830);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
const WRITES = Number(process.env.BENCH_WRITES ?? 5);
const apiUrl = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(root, '.data', 'bench-live');
const resultsDir = path.join(root, 'bench', 'results');

rmSync(dataDir, { recursive: true, force: true });
const api = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(root, 'apps/api'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    DATA_DIR: dataDir,
    API_HOST: '127.0.0.1',
    API_PORT: String(PORT),
    SEED_IF_EMPTY: 'true',
    SEED_DEMO: '1',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    // One machine opens every stream: the per-address limit is lifted for the measurement.
    LIVE_MAX_PER_IP: String(STREAMS * 2),
    REVALIDATE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => api.exitCode === null && api.kill('SIGTERM');
process.on('exit', stop);

/** The API process's resident memory, MB. */
function rssMb() {
  const status = readFileSync(`/proc/${api.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function waitFor(url, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

await waitFor(`${apiUrl}/health`);
const question = (await json(`${apiUrl}/content/v1/questions?limit=1`)).data[0];
const channel = `/question/${question.id}`;
const username = `live${Date.now().toString(36)}`;
const { jwt } = await json(`${apiUrl}/v1/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: `${username}@example.com`,
    username,
    password: 'correct horse battery staple',
  }),
});

// Let the process settle after the seed, then read its memory with no stream open.
await new Promise((resolve) => setTimeout(resolve, 3000));
global.gc?.();
const before = rssMb();

/** One stream: resolves when its `ready` event arrives; `arrivals` gets (comment id → time) of answer messages. */
function openStream(arrivals) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${apiUrl}/v1/live?channels=${encodeURIComponent(channel)}`,
      { agent: false, headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (frame.includes('event: ready')) resolve(req);
            else if (frame.includes('event: message')) {
              const data = JSON.parse(/^data: (.*)$/m.exec(frame)[1]);
              const ids = data.data?.ids ?? (data.data?.id !== undefined ? [data.data.id] : []);
              for (const id of ids) arrivals.set(id, performance.now());
            }
          }
        });
      },
    );
    req.on('error', reject);
  });
}

const streams = [];
const arrivals = [];
const openedAt = performance.now();
for (let i = 0; i < STREAMS; i += 100) {
  const batch = [];
  for (let j = i; j < Math.min(STREAMS, i + 100); j += 1) {
    const mine = new Map();
    arrivals.push(mine);
    batch.push(openStream(mine));
  }
  streams.push(...(await Promise.all(batch)));
}
const openSeconds = (performance.now() - openedAt) / 1000;
await new Promise((resolve) => setTimeout(resolve, 3000));
global.gc?.();
const after = rssMb();
const metrics = await fetch(`${apiUrl}/metrics`).then((res) => (res.ok ? res.text() : ''));
const gauge = /reef_live_streams_open\s+(\d+)/.exec(metrics)?.[1];

const latencies = [];
let missed = 0;
for (let w = 0; w < WRITES; w += 1) {
  const sentAt = performance.now();
  const created = await json(`${apiUrl}/v1/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      comment: {
        body: `Measured answer ${w}: restart the service and read its journal for the error.`,
        type: 'answer',
        parent_type: 'question',
        parent_id: question.id,
      },
    }),
  });
  const id = created.comment?.id ?? created.id;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && arrivals.some((mine) => !mine.has(id)))
    await new Promise((resolve) => setTimeout(resolve, 20));
  for (const mine of arrivals) {
    if (mine.has(id)) latencies.push(mine.get(id) - sentAt);
    else missed += 1;
  }
}
for (const req of streams) req.destroy();
stop();

latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
const summary = {
  date: new Date().toISOString(),
  database: process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded (PGlite)',
  streams: STREAMS,
  openSeconds: Number(openSeconds.toFixed(1)),
  gaugeOpen: gauge === undefined ? null : Number(gauge),
  rssBeforeMb: Number(before.toFixed(1)),
  rssAfterMb: Number(after.toFixed(1)),
  kbPerStream: Number((((after - before) * 1024) / STREAMS).toFixed(1)),
  writes: WRITES,
  deliveries: latencies.length,
  missed,
  p50Ms: Number(at(0.5).toFixed(1)),
  p99Ms: Number(at(0.99).toFixed(1)),
  maxMs: Number(latencies.at(-1).toFixed(1)),
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'live.json'), JSON.stringify(summary, null, 2));
console.log(
  '| streams | opened in s | open (metrics) | RSS before → after MB | KB per stream | write → every stream p50 / p99 / max ms | missed |',
);
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| ${STREAMS} | ${summary.openSeconds} | ${summary.gaugeOpen ?? '—'} | ${summary.rssBeforeMb} → ${summary.rssAfterMb} | ${summary.kbPerStream} | ${summary.p50Ms} / ${summary.p99Ms} / ${summary.maxMs} | ${missed} |`,
);
if (missed > 0) {
  console.error(`[bench live] FAILED: ${missed} of ${STREAMS * WRITES} deliveries missed`);
  process.exit(1);
}
process.exit(0);
