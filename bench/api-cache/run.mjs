// Cached anonymous reads: autocannon against the built API with its response cache, side by side with a bare
// node:http server answering the same bytes from memory (the ceiling), on the synthetic data set.
//   node bench/api-cache/run.mjs [--store memory|redis] [--tutorials N] [--questions N] [--comments N]
//                                [--duration S per run, 5] [--rounds R, 3] [--connections C, 10]
// DATABASE_URL set: a fresh database on that server (dropped after); unset: PGlite in memory in the API process, on
// a thread of its own (PGLITE_THREAD=main: on the API's thread).
// --store redis needs REDIS_URL (keys under a prefix of this run, removed after). Fails (exit 1) on a non-2xx,
// on a body that differs from the first response, or when the API answers without a cache hit.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { dataSizes, option } from '../lib/options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = dataSizes();
const duration = Number(option('duration', 5));
const rounds = Number(option('rounds', 3));
const connections = Number(option('connections', 10));
const store = option('store', 'memory');
if (store !== 'memory' && store !== 'redis') throw new Error('--store is memory or redis');

function start(script, arg, env = process.env) {
  const child = spawn(process.execPath, [script, arg], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ child, info: JSON.parse(line) }),
    );
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
const stop = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
  );

/** CPU time (user + system, all threads) a process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** One autocannon run; counts responses whose body is not `expected` (autocannon's mismatches) or that missed the cache. */
async function load(url, expected, expectHit, seconds = duration, pid = undefined) {
  let misses = 0;
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(expected ? { expectBody: expected.toString('utf8') } : {}),
    setupClient: (client) => {
      if (!expectHit) return;
      client.on('headers', ({ headers }) => {
        const at = headers.findIndex((h, i) => i % 2 === 0 && String(h).toLowerCase() === 'x-cache');
        if (at === -1 || String(headers[at + 1]) !== 'HIT') misses += 1;
      });
    },
  });
  const answered = result.requests.total || 1;
  return {
    cpuUsPerRequest: pid ? ((cpuMs(pid) - cpuBefore) * 1000) / answered : 0,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    changed: result.mismatches ?? 0,
    misses,
  };
}

let env = { ...process.env, RESPONSE_CACHE_MB: '256' };
let cleanups = [];
if (store === 'redis') {
  if (!process.env.REDIS_URL) throw new Error('--store redis needs REDIS_URL');
  const prefix = `reef-bench:${randomBytes(4).toString('hex')}:`;
  env = { ...env, REDIS_KEY_PREFIX: prefix };
  cleanups.push(async () => {
    const redis = new Redis(process.env.REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  });
} else {
  delete env.REDIS_URL;
}
if (process.env.DATABASE_URL) {
  const name = `reef_bench_cache_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env = { ...env, DATABASE_URL: url.toString() };
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
}

const load1 = () => loadavg()[0].toFixed(1);
console.log(
  `sizes ${JSON.stringify(sizes)}, ${duration} s per run, ${connections} connections, store ${store}`,
);
const api = await start(path.join(here, '..', 'api', 'server.mjs'), JSON.stringify(sizes), env);
const base = `http://127.0.0.1:${api.info.port}`;
const apiPid = api.child.pid;
console.log(`database: ${api.info.driver}, data generated in ${api.info.generateSeconds.toFixed(1)} s`);

const scenarios = [
  { name: 'GET /content/v1/tutorials/{slug}', path: `/content/v1/tutorials/${api.info.tutorialSlug}` },
  { name: 'GET /content/v1/questions/{id}', path: `/content/v1/questions/${api.info.questionId}` },
  { name: 'GET /content/v1/tutorials?limit=20', path: '/content/v1/tutorials?limit=20' },
];

const rows = [];
let failed = false;
try {
  for (const s of scenarios) {
    const first = await fetch(base + s.path);
    const body = Buffer.from(await first.arrayBuffer());
    if (first.status !== 200) throw new Error(`${s.path} answered ${first.status}`);
    const ceiling = await start(
      path.join(here, '..', 'api', 'ceiling.mjs'),
      JSON.stringify({
        status: 200,
        headers: { 'content-type': first.headers.get('content-type') },
        body: body.toString('base64'),
      }),
    );
    await load(base + s.path, null, false, 2); // warm-up (and the first request stored the entry)
    const loadBefore = load1();
    // Rounds alternate the API and the ceiling, so a machine whose load drifts slows both alike; medians are kept.
    const pairs = [];
    for (let round = 0; round < rounds; round++) {
      const api = await load(base + s.path, body, true, duration, apiPid);
      const ceil = await load(
        `http://127.0.0.1:${ceiling.info.port}${s.path}`,
        body,
        false,
        duration,
        ceiling.child.pid,
      );
      pairs.push({
        api,
        ceil,
        ratio: api.rps / ceil.rps,
        cpuRatio: ceil.cpuUsPerRequest / api.cpuUsPerRequest,
      });
    }
    const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
    const sum = (key) => pairs.reduce((n, p) => n + p.api[key], 0);
    const ours = {
      rps: median(pairs.map((p) => p.api.rps)),
      p50: median(pairs.map((p) => p.api.p50)),
      p99: median(pairs.map((p) => p.api.p99)),
      errors: sum('errors'),
      changed: sum('changed'),
      misses: sum('misses'),
      ratio: median(pairs.map((p) => p.ratio)),
      cpuUs: median(pairs.map((p) => p.api.cpuUsPerRequest)),
      cpuRatio: median(pairs.map((p) => p.cpuRatio)),
    };
    const bare = {
      rps: median(pairs.map((p) => p.ceil.rps)),
      p99: median(pairs.map((p) => p.ceil.p99)),
      cpuUs: median(pairs.map((p) => p.ceil.cpuUsPerRequest)),
    };
    const loadAfter = load1();
    await stop(ceiling.child);
    rows.push({ name: s.name, bytes: body.length, ours, bare, load: `${loadBefore}–${loadAfter}` });
    if (ours.errors || ours.changed || ours.misses) failed = true;
    console.log(
      `${s.name}: ratio ${ours.ratio.toFixed(2)} (CPU ${ours.cpuRatio.toFixed(2)}: ${ours.cpuUs.toFixed(0)} / ${bare.cpuUs.toFixed(0)} µs per request), ${ours.rps.toFixed(0)} req/s p50 ${ours.p50} p99 ${ours.p99} ms (ceiling ${bare.rps.toFixed(0)} req/s p99 ${bare.p99} ms), ` +
        `errors ${ours.errors}, changed bodies ${ours.changed}, cache misses ${ours.misses}, load ${loadBefore}–${loadAfter}`,
    );
  }
} finally {
  await stop(api.child);
  for (const cleanup of cleanups) await cleanup();
}

const table = [
  `| call (${api.info.driver}, ${store} store) | bytes | API req/s | API p50 / p99 ms | ceiling req/s | ceiling p99 ms | req/s API / ceiling | CPU µs per request API / ceiling | ceiling / API CPU | load average |`,
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.bytes} | ${r.ours.rps.toFixed(0)} | ${r.ours.p50} / ${r.ours.p99} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${r.ours.ratio.toFixed(2)} | ${r.ours.cpuUs.toFixed(0)} / ${r.bare.cpuUs.toFixed(0)} | ${r.ours.cpuRatio.toFixed(2)} | ${r.load} |`,
  ),
].join('\n');
console.log(`\n${table}`);
mkdirSync(path.join(here, '..', 'results'), { recursive: true });
writeFileSync(
  path.join(here, '..', 'results', `api-cache-${api.info.driver}-${store}-${Date.now()}.json`),
  JSON.stringify({ sizes, duration, rounds, connections, driver: api.info.driver, store, rows }, null, 2),
);
if (failed) {
  console.error('FAILED: a non-2xx, a changed body or a cache miss during a measured run');
  process.exit(1);
}
