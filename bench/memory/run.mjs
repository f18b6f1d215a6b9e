// Memory of the two processes `npm start` runs (issue #33, goal 3): resident memory (RSS) of the API and of the web
// app, idle after a start on seeded data and after 60 s of mixed load, with the requests per second of that load, so
// that a change that saves memory shows what it costs in speed in the same run.
//   node bench/memory/run.mjs [--duration 60] [--connections 8] [--shared-buffers 128MB,32MB]
//     [--postgres postgres://…]   (also measure on a PostgreSQL server; DATABASE_URL works too)
// Needs a build (`npm run build`). The embedded database is seeded once with the demo content into a template data
// directory, which each run copies, so every configuration starts from the same files. Each configuration runs in
// turn, one API and one web process at a time, on their own ports.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { option } from '../lib/options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const results = path.join(root, 'bench', 'results');
const duration = Number(option('duration', 60));
const connections = Number(option('connections', 8));
const sharedBuffers = String(option('shared-buffers', '128MB,32MB')).split(',');
const postgresUrl = option('postgres', process.env.DATABASE_URL);
const apiPort = 4611;
const webPort = 3611;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = `http://127.0.0.1:${webPort}`;

for (const built of ['apps/api/dist/main.js', 'apps/web/.next/BUILD_ID']) {
  if (!existsSync(path.join(root, built))) {
    console.log(`bench/memory: ${built} is missing; run \`npm run build\` first.`);
    process.exit(0);
  }
}

const baseEnv = {
  ...process.env,
  NODE_ENV: 'production',
  API_HOST: '127.0.0.1',
  API_PORT: String(apiPort),
  WEB_PORT: String(webPort),
  API_URL: apiUrl,
  PUBLIC_API_URL: apiUrl,
  PUBLIC_WEB_URL: webUrl,
  CORS_ORIGINS: webUrl,
  LOGIN_REDIRECT_ORIGINS: webUrl,
  REVALIDATE_URL: `${webUrl}/api/revalidate`,
  REVALIDATE_SECRET: 'bench-memory-revalidate-secret',
  JWT_SECRET: 'bench-memory-jwt-secret-long-enough-0123456789abcdef',
  SEED_IF_EMPTY: 'true',
  SEED_DEMO: '1',
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'error',
  NEXT_TELEMETRY_DISABLED: '1',
};

/** Resident and peak resident memory of a process and its descendants, in MB (from /proc). */
function rssOf(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone
    }
  }
  let rss = 0;
  let peak = 0;
  for (const p of pids) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return { rss: Math.round(rss / 1024), peak: Math.round(peak / 1024) };
}

function start(cwd, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: path.join(root, cwd),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`bench/memory: ${cwd} exited (${code ?? signal})`);
  });
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.stopping = true;
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function waitFor(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Seeds a database by starting the API once on it (SEED_IF_EMPTY), then stops it. */
async function seed(env) {
  const api = start('apps/api', ['dist/main.js'], env);
  await waitFor(`${apiUrl}/health`);
  await stop(api);
}

/** The mix: web pages (cached by Next.js after their first visit) and anonymous API reads, a search among them. */
async function requestsFor() {
  const list = async (p) => ((await (await fetch(`${apiUrl}${p}`)).json()).data ?? []).slice(0, 4);
  const tutorials = await list('/content/v1/tutorials?per_page=4');
  const questions = await list('/content/v1/questions?per_page=4');
  return [
    `${webUrl}/`,
    `${webUrl}/community`,
    `${webUrl}/community/tutorials`,
    `${webUrl}/community/questions`,
    ...tutorials.map((t) => `${webUrl}/community/tutorials/${t.slug}`),
    ...questions.map((q) => `${webUrl}/community/questions/${q.slug}`),
    `${apiUrl}/content/v1/tutorials?per_page=20`,
    `${apiUrl}/content/v1/questions?per_page=20`,
    ...tutorials.map((t) => `${apiUrl}/content/v1/tutorials/${t.slug}`),
    `${apiUrl}/content/v1/search?q=docker`,
    `${apiUrl}/content/v1/search?q=nginx%20server`,
  ];
}

/** One autocannon run per server (it speaks to one origin), at the same time, each connection walking its list. */
async function load(urls) {
  const byOrigin = new Map();
  for (const u of urls) byOrigin.set(new URL(u).origin, [...(byOrigin.get(new URL(u).origin) ?? []), u]);
  const runs = await Promise.all(
    [...byOrigin.values()].map((list) => {
      let at = 0;
      return autocannon({
        url: list[0],
        connections: Math.max(1, Math.round(connections / byOrigin.size)),
        duration,
        requests: [
          {
            setupRequest: (req) => {
              const u = new URL(list[at++ % list.length]);
              return { ...req, path: `${u.pathname}${u.search}` };
            },
          },
        ],
      });
    }),
  );
  return {
    rps: Math.round(runs.reduce((sum, r) => sum + r.requests.average, 0)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

/** One configuration: start both processes, measure idle, load, measure again. */
async function measure(label, env) {
  const api = start('apps/api', ['dist/main.js'], env);
  let web;
  try {
    await waitFor(`${apiUrl}/health`);
    web = start('apps/web', ['server/main.mjs', '-p', String(webPort)], env);
    await waitFor(`${webUrl}/`);
    await sleep(10_000);
    const idle = { api: rssOf(api.pid), web: rssOf(web.pid) };
    const urls = await requestsFor();
    const failing = [];
    for (const u of urls) {
      const res = await fetch(u);
      if (!res.ok) failing.push(`${u} answered ${res.status}`);
    }
    if (failing.length) throw new Error(`the mix must be all 2xx:\n  ${failing.join('\n  ')}`);
    const { rps, errors } = await load(urls);
    await sleep(2_000);
    const after = { api: rssOf(api.pid), web: rssOf(web.pid) };
    return { label, idle, after, rps, errors };
  } finally {
    if (web) await stop(web);
    await stop(api);
  }
}

mkdirSync(results, { recursive: true });
const rows = [];
console.log(
  `bench/memory: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ` + `${duration} s of load over ${connections} connections per configuration`,
);

// The embedded database: one seeded template, copied for each buffer pool size.
const template = path.join(results, 'memory-template');
rmSync(template, { recursive: true, force: true });
await seed({ ...baseEnv, DATABASE_URL: '', DATA_DIR: template });
for (const size of sharedBuffers) {
  const dataDir = path.join(results, `memory-data-${size}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template, dataDir, { recursive: true });
  const row = await measure(`embedded, shared_buffers ${size}`, {
    ...baseEnv,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PGLITE_SHARED_BUFFERS: size,
  });
  rows.push(row);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify(row));
}
rmSync(template, { recursive: true, force: true });

// A PostgreSQL server: a database of its own, created and dropped here.
if (postgresUrl) {
  const name = `reef_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const env = { ...baseEnv, DATABASE_URL: url.toString(), DATA_DIR: path.join(results, 'memory-pg-secrets') };
  try {
    await seed(env);
    const row = await measure('PostgreSQL server', env);
    rows.push(row);
    console.log(JSON.stringify(row));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const table = [
  '| configuration | API idle (MB) | API after load (MB) | API peak (MB) | web idle (MB) | web after load (MB) | requests/s | errors |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.label} | ${r.idle.api.rss} | ${r.after.api.rss} | ${r.after.api.peak} | ${r.idle.web.rss} | ${r.after.web.rss} | ${r.rps} | ${r.errors} |`,
  ),
].join('\n');
console.log(`\n${table}`);
writeFileSync(path.join(results, 'memory.md'), `${table}\n`);
process.exit(rows.some((r) => r.errors > 0) ? 1 : 0);
