// API benchmark: autocannon against three calls of the built API on a large synthetic data set, each
// side by side with a bare node:http server returning the same bytes (the ceiling).
//   node bench/api/run.mjs [--tutorials N] [--questions N] [--comments N] [--users N] [--tags N] [--duration S] [--connections C]
// With DATABASE_URL set, a fresh database is created on that server (and dropped after); otherwise
// the embedded PGlite runs in memory inside the API process.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { dataSizes, option } from '../lib/options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = dataSizes();
const duration = Number(option('duration', 10));
const connections = Number(option('connections', 10));

function start(script, arg, env = process.env) {
  const child = spawn(process.execPath, [path.join(here, script), arg], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

async function load(url, request) {
  const result = await autocannon({ url, connections, duration, ...request });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

let dropDatabase = async () => undefined;
let env = process.env;
if (process.env.DATABASE_URL) {
  const name = `reef_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env = { ...process.env, DATABASE_URL: url.toString() };
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

console.log(`sizes ${JSON.stringify(sizes)}, ${duration} s per run, ${connections} connections`);
const api = await start('server.mjs', JSON.stringify(sizes), env);
const base = `http://127.0.0.1:${api.info.port}`;
console.log(`database: ${api.info.driver}, data generated in ${api.info.generateSeconds.toFixed(1)} s`);

const scenarios = [
  {
    name: `GET /content/v1/tutorials/{slug}`,
    path: `/content/v1/tutorials/${api.info.tutorialSlug}`,
    request: {},
  },
  {
    name: 'GET /content/v1/search?query=nginx docker',
    path: '/content/v1/search?query=nginx%20docker',
    request: {},
  },
  {
    name: 'POST /v1/comments',
    path: '/v1/comments',
    request: {
      method: 'POST',
      headers: { authorization: `Bearer ${api.info.jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        comment: {
          parent_type: 'question',
          parent_id: api.info.questionId,
          body: 'Benchmark comment: thanks, this helped.',
        },
      }),
    },
  },
];

const rows = [];
try {
  for (const s of scenarios) {
    // The ceiling answers with exactly the bytes the API sent for one request.
    const sample = await fetch(base + s.path, {
      method: s.request.method ?? 'GET',
      headers: s.request.headers,
      body: s.request.body,
    });
    const body = Buffer.from(await sample.arrayBuffer());
    const headers = { 'content-type': sample.headers.get('content-type') ?? 'application/json' };
    const ceiling = await start(
      'ceiling.mjs',
      JSON.stringify({ status: sample.status, headers, body: body.toString('base64') }),
    );
    await load(base + s.path, { ...s.request, duration: 2 }); // warm-up
    const ours = await load(base + s.path, s.request);
    const bare = await load(`http://127.0.0.1:${ceiling.info.port}${s.path}`, s.request);
    await stop(ceiling.child);
    rows.push({ name: s.name, bytes: body.length, ours, bare });
    console.log(
      `${s.name}: ${ours.rps.toFixed(0)} req/s p99 ${ours.p99} ms (ceiling ${bare.rps.toFixed(0)} req/s p99 ${bare.p99} ms), errors ${ours.errors}`,
    );
  }
} finally {
  await stop(api.child);
  await dropDatabase();
}

const table = [
  '| call | response bytes | API req/s | API p99 (ms) | ceiling req/s | ceiling p99 (ms) | API / ceiling |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.bytes} | ${r.ours.rps.toFixed(0)} | ${r.ours.p99} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${(r.ours.rps / r.bare.rps).toFixed(3)} |`,
  ),
].join('\n');
console.log(`\n${table}`);
mkdirSync(path.join(here, '..', 'results'), { recursive: true });
writeFileSync(
  path.join(here, '..', 'results', `api-${Date.now()}.json`),
  JSON.stringify({ sizes, duration, connections, driver: api.info.driver, rows }, null, 2),
);
