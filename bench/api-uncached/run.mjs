// Uncached reads: the calls the web app's pages make for a tutorial, a question with 100 answers and 500 comments,
// a tag page and a member's page, against the built API with its response cache off, on the synthetic data set;
// each call side by side with a bare node:http server answering the same bytes per path (the ceiling), and with
// EXPLAIN (ANALYZE, BUFFERS) of every statement each call runs.
//   node bench/api-uncached/run.mjs [--duration S per run, 5] [--rounds R, 2] [--connections C, 10]
//                                   [--tutorials N] [--questions N] [--comments N] [--users N] [--heavy N, 5]
//                                   [--plans FILE.md: write the plans there] [--no-load: plans only]
// DATABASE_URL set: a fresh database on that server (dropped after); unset: PGlite in memory in the API process, on
// a thread of its own (PGLITE_THREAD=main: on the API's thread).
// Fails (exit 1) on a non-2xx or a body that differs from the first response for its path.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { dataSizes, flag, option } from '../lib/options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = dataSizes({ heavy: 5 });
const duration = Number(option('duration', 5));
const rounds = Number(option('rounds', 2));
const connections = Number(option('connections', 10));
const plansFile = option('plans', undefined);
const withLoad = !flag('no-load');

function start(script, arg, env, ipc = false) {
  const child = spawn(process.execPath, [script, arg], {
    env,
    stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? ['ipc'] : [])],
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

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
/** CPU time (user + system, all threads) a process has used so far, in ms, from /proc (Linux); 0 once it is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

// PostgreSQL server: a fresh database, and the server processes serving it (their CPU is part of a read's cost).
let env = { ...process.env, RESPONSE_CACHE_MB: '0' };
delete env.REDIS_URL;
let dropDatabase = async () => undefined;
let backendPids = async () => [];
if (process.env.DATABASE_URL) {
  const name = `reef_bench_uncached_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env = { ...env, DATABASE_URL: url.toString() };
  backendPids = async () =>
    (
      await admin.query(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [
        name,
      ])
    ).rows.map((r) => r.pid);
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}

/** CPU of the database server's processes for this database (PostgreSQL only), by pid, for a before/after delta. */
async function databaseCpu() {
  const pids = await backendPids();
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
}
const databaseCpuSince = async (before) => {
  let total = 0;
  for (const [pid, ms] of await databaseCpu()) total += ms - (before.get(pid) ?? 0);
  return total;
};

/**
 * One autocannon run over `paths` in turn; a response counts as changed when its status is not 200 or its body is
 * not the first body read for its path.
 */
async function load(port, paths, expected, pids) {
  let next = 0;
  let changed = 0;
  const cpuBefore = pids.api ? cpuMs(pids.api) : 0;
  const dbBefore = pids.database ? await databaseCpu() : new Map();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request, context) => {
          context.path = paths[next++ % paths.length];
          return { ...request, path: context.path };
        },
        onResponse: (status, body, context) => {
          if (status !== 200 || body !== expected.get(context.path)) changed += 1;
        },
      },
    ],
  });
  const answered = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    changed,
    apiCpuUs: pids.api ? ((cpuMs(pids.api) - cpuBefore) * 1000) / answered : 0,
    dbCpuUs: pids.database ? ((await databaseCpuSince(dbBefore)) * 1000) / answered : 0,
  };
}

const load1 = () => loadavg()[0].toFixed(1);
console.log(
  `sizes ${JSON.stringify(sizes)}, ${duration} s per run, ${rounds} rounds, ${connections} connections, response cache off`,
);
const api = await start(path.join(here, '..', 'api', 'server.mjs'), JSON.stringify(sizes), env, true);
const base = `http://127.0.0.1:${api.info.port}`;
const driver = api.info.driver;
console.log(`database: ${driver}, data generated in ${api.info.generateSeconds.toFixed(1)} s`);

const getJson = async (p) => {
  const response = await fetch(base + p);
  if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
  return response.json();
};
const encode = encodeURIComponent;

// The calls of each page, as apps/web makes them (packages/client's query strings, in its key order).
const tutorials = await Promise.all(
  api.info.tutorialSlugs.map((slug) => getJson(`/content/v1/tutorials/${encode(slug)}`)),
);
const question = api.info.heavyQuestions;
const user = encode(api.info.prolificUser);
/** Each call: its name as the table shows it, and the paths a run cycles through. */
const calls = [
  {
    page: 'tutorial',
    name: 'GET /content/v1/tutorials/{slug}',
    paths: tutorials.map((t) => `/content/v1/tutorials/${encode(t.slug)}`),
  },
  {
    page: 'tutorial',
    name: 'GET /content/v1/tutorials?tag={first tag}&limit=4 (related)',
    paths: tutorials.map((t) => `/content/v1/tutorials?tag=${encode(t.tags[0].slug)}&limit=4`),
  },
  {
    page: 'tutorial',
    name: 'GET /content/v1/users/{author}',
    paths: tutorials.map((t) => `/content/v1/users/${encode(t.author.slug)}`),
  },
  {
    page: 'tutorial',
    name: 'GET /content/v1/comments/tutorial/{id}?perPage=10&page=0',
    paths: tutorials.map((t) => `/content/v1/comments/tutorial/${t.id}?perPage=10&page=0`),
  },
  {
    page: 'question (100 answers, 500 comments)',
    name: 'GET /content/v1/questions/{slug}?includeCount=true',
    paths: question.map((q) => `/content/v1/questions/${encode(q.slug)}?includeCount=true`),
  },
  {
    page: 'question (100 answers, 500 comments)',
    name: 'GET /content/v1/comments/question/{id}?type=answer&perPage=3&page=0',
    paths: question.map((q) => `/content/v1/comments/question/${q.id}?type=answer&perPage=3&page=0`),
  },
  {
    page: 'question (100 answers, 500 comments)',
    name: 'GET /content/v1/comments/question/{id}?type=comment&perPage=10&page=0',
    paths: question.map((q) => `/content/v1/comments/question/${q.id}?type=comment&perPage=10&page=0`),
  },
  {
    page: 'tag',
    name: 'GET /content/v1/tags/{slug}',
    paths: api.info.bigTags.map((slug) => `/content/v1/tags/${encode(slug)}`),
  },
  {
    page: 'tag',
    name: 'GET /content/v1/tutorials?tag={slug}&limit=12',
    paths: api.info.bigTags.map((slug) => `/content/v1/tutorials?tag=${encode(slug)}&limit=12`),
  },
  {
    page: 'tag',
    name: 'GET /content/v1/questions?tag={slug}&limit=8',
    paths: api.info.bigTags.map((slug) => `/content/v1/questions?tag=${encode(slug)}&limit=8`),
  },
  { page: 'user', name: 'GET /content/v1/users/{slug}', paths: [`/content/v1/users/${user}`] },
  { page: 'user', name: 'GET /content/v1/users/{slug}/stats', paths: [`/content/v1/users/${user}/stats`] },
  {
    page: 'user',
    name: 'GET /content/v1/users/{slug}/contributions?sort_by=newest&page=1',
    paths: [`/content/v1/users/${user}/contributions?sort_by=newest&page=1`],
  },
];
for (const call of calls) call.paths = [...new Set(call.paths)];

/** Plans of every statement of each call's first path, from the API process (it holds the database). */
function explainAll() {
  return new Promise((resolve, reject) => {
    api.child.once('message', (message) =>
      message.error ? reject(new Error(message.error)) : resolve(message.result),
    );
    api.child.send({ type: 'explain', paths: calls.map((c) => c.paths[0]) });
  });
}
/** The plan lines worth reading: the nodes (scan kinds, sorts, estimates vs actual rows) and the totals. */
const keyLines = (plan) =>
  plan.filter((line) =>
    /(Scan|Sort|Join|Loop|Aggregate|Limit|Append|Unique|Execution Time|Planning Time|Buffers: shared)/.test(
      line,
    ),
  );

const rows = [];
let failed = false;
const work = mkdtempSync(path.join(tmpdir(), 'reef-bench-uncached-'));
try {
  const explained = await explainAll();
  const report = [`# Query plans (${driver}, ${new Date().toISOString()})`, ''];
  for (const [i, call] of explained.entries()) {
    const ms = call.statements
      .flatMap((s) => s.plan ?? [])
      .map((line) => /Execution Time: ([\d.]+) ms/.exec(line))
      .filter(Boolean)
      .reduce((sum, m) => sum + Number(m[1]), 0);
    calls[i].statements = call.statements.length;
    calls[i].sqlMs = ms;
    report.push(
      `## ${calls[i].name}`,
      '',
      `\`${call.path}\`: ${call.statements.length} statements, ${ms.toFixed(2)} ms of execution`,
      '',
    );
    for (const s of call.statements) {
      report.push('```sql', s.query, `-- params: ${JSON.stringify(s.params).slice(0, 300)}`, '```');
      if (s.plan) report.push('```', ...s.plan, '```', '');
    }
    console.log(`plans ${calls[i].name}: ${call.statements.length} statements, ${ms.toFixed(2)} ms`);
    for (const s of call.statements)
      if (s.plan) for (const line of keyLines(s.plan)) console.log(`    ${line}`);
  }
  if (plansFile) writeFileSync(plansFile, report.join('\n') + '\n');

  for (const call of withLoad ? calls : []) {
    // The ceiling answers each path with exactly the bytes the API sent for it.
    const expected = new Map();
    const routes = {};
    for (const p of call.paths) {
      const response = await fetch(base + p);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
      expected.set(p, body.toString('utf8'));
      routes[p] = {
        status: 200,
        headers: { 'content-type': response.headers.get('content-type') },
        body: body.toString('base64'),
      };
    }
    const routesFile = path.join(work, 'routes.json');
    writeFileSync(routesFile, JSON.stringify({ routes }));
    const ceiling = await start(path.join(here, '..', 'api', 'ceiling.mjs'), `@${routesFile}`, process.env);
    const loadBefore = load1();
    // Rounds alternate the API and the ceiling, so a drift in the machine's load hits both; medians are kept.
    const pairs = [];
    for (let round = 0; round < rounds; round++) {
      const ours = await load(api.info.port, call.paths, expected, {
        api: api.child.pid,
        database: driver === 'postgres',
      });
      const bare = await load(ceiling.info.port, call.paths, expected, { api: ceiling.child.pid });
      pairs.push({ ours, bare });
    }
    await stop(ceiling.child);
    const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
    const of = (side, key) => median(pairs.map((p) => p[side][key]));
    const total = (side, key) => pairs.reduce((n, p) => n + p[side][key], 0);
    const row = {
      page: call.page,
      name: call.name,
      paths: call.paths.length,
      bytes: Math.round([...expected.values()].reduce((n, b) => n + Buffer.byteLength(b), 0) / expected.size),
      statements: call.statements,
      sqlMs: call.sqlMs,
      ours: {
        rps: of('ours', 'rps'),
        p50: of('ours', 'p50'),
        p99: of('ours', 'p99'),
        apiCpuUs: of('ours', 'apiCpuUs'),
        dbCpuUs: of('ours', 'dbCpuUs'),
        errors: total('ours', 'errors'),
        changed: total('ours', 'changed'),
      },
      bare: { rps: of('bare', 'rps'), p99: of('bare', 'p99'), cpuUs: of('bare', 'apiCpuUs') },
      load: `${loadBefore}–${load1()}`,
    };
    rows.push(row);
    if (row.ours.errors || row.ours.changed) failed = true;
    console.log(
      `${call.name}: ${row.ours.rps.toFixed(0)} req/s p50 ${row.ours.p50} p99 ${row.ours.p99} ms, CPU ${row.ours.apiCpuUs.toFixed(0)} µs API + ${row.ours.dbCpuUs.toFixed(0)} µs database per request ` +
        `(ceiling ${row.bare.rps.toFixed(0)} req/s p99 ${row.bare.p99} ms, ${row.bare.cpuUs.toFixed(0)} µs), errors ${row.ours.errors}, changed bodies ${row.ours.changed}, load ${row.load}`,
    );
  }
} finally {
  await stop(api.child);
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
}

if (rows.length > 0) {
  const table = [
    `| page | call (${driver}, response cache off) | paths | bytes | statements / SQL ms | API req/s | API p50 / p99 ms | CPU µs per request API + database | ceiling req/s | ceiling p99 ms | ceiling CPU µs | load average |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.name} | ${r.paths} | ${r.bytes} | ${r.statements} / ${r.sqlMs.toFixed(2)} | ${r.ours.rps.toFixed(0)} | ${r.ours.p50} / ${r.ours.p99} | ${r.ours.apiCpuUs.toFixed(0)} + ${r.ours.dbCpuUs.toFixed(0)} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${r.bare.cpuUs.toFixed(0)} | ${r.load} |`,
    ),
  ].join('\n');
  console.log(`\n${table}`);
  mkdirSync(path.join(here, '..', 'results'), { recursive: true });
  writeFileSync(
    path.join(here, '..', 'results', `api-uncached-${driver}-${Date.now()}.json`),
    JSON.stringify({ sizes, duration, rounds, connections, driver, rows }, null, 2),
  );
}
if (failed) {
  console.error('FAILED: a non-2xx or a changed body during a measured run');
  process.exit(1);
}
