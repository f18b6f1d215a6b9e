// Mixed load against the production topology (issue #15, goal 7): HAProxy in front of N API and N web instances on
// one PostgreSQL and one Redis, run once with one instance of each and once with two, on the same data set.
//   DATABASE_URL=postgres://… [REDIS_URL=redis://…] node bench/mixed/run.mjs [--duration S] [--connections C]
//     [--instances 1,2] [--tutorials N] [--questions N] [--comments N] [--keep] [--no-per-kind] [--per-kind-duration S]
// Needs a build (`npm run build`), Debian's haproxy (installed when missing, as the cluster script does), PostgreSQL
// and Redis. A fresh database is created (demo seed + the synthetic data set) and dropped after (--keep keeps it).
//
// The mix, one closed loop of autocannon connections each walking the same 40-request sequence:
//   80 % cached reads   24 web pages of a hot set (tutorials, questions, the community page; Next.js's cache, or the
//                       page cache in front with --page-cache) and 8 anonymous API reads of the same items (the API's
//                       response cache)
//   15 % uncached reads  2 web pages of tutorials picked at random from the whole set (rendered on this visit), a list
//                       page (rendered per request: its address carries filters), an API read of a random question,
//                       2 searches for a random pair of words
//    5 % writes          a comment by a signed-in member on a question picked at random from the whole set (it
//                       expires that question's page and API responses, and the lists they appear in)
// It reports, per instance count: requests per second, p50/p99 per class, how often the "cached" reads were hits,
// and the CPU time the whole stack spent per request (API, web and HAProxy processes, the database's backends and
// Redis, from /proc), which does not depend on how long a process waited for a core. It fails on any error or non-2xx
// answer (a 409/429 would mean the mix is wrong, not slow). Then, on the first topology, each kind of request runs
// alone for a few seconds: its CPU per request is what docs/scaling.md's paper estimate multiplies.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { clusterBlocker, ensureHaproxy, startCluster } from '../../scripts/cluster.mjs';
import { ensureNginx } from '../../scripts/page-cache.mjs';
import { flag, option } from '../lib/options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const duration = Number(option('duration', 30));
const connections = Number(option('connections', 32));
const instanceCounts = String(option('instances', '1,2')).split(',').map(Number);
const sizes = {
  tutorials: Number(option('tutorials', 20_000)),
  questions: Number(option('questions', 20_000)),
  comments: Number(option('comments', 200_000)),
};
const keep = flag('keep');
// The production front: the page cache (nginx) between HAProxy and the web instances (docs/scaling.md).
const withPageCache = flag('page-cache');

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Not a failure where the topology cannot run (`npm run bench` runs every folder): it says why and what to set.
if (!databaseUrl) {
  console.log(
    'bench/mixed skipped: set DATABASE_URL to a PostgreSQL server (several instances cannot share PGlite)',
  );
  process.exit(0);
}
const blocker =
  ensureHaproxy() ||
  (withPageCache ? ensureNginx() : '') ||
  (await clusterBlocker({ databaseUrl, redisUrl }));
if (blocker) {
  console.log(`bench/mixed skipped: ${blocker}`);
  process.exit(0);
}

// --- the database --------------------------------------------------------------------------------------------
const dbName = `reef_mixed_${process.pid}`;
const dbUrl = (() => {
  const url = new URL(databaseUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
async function admin(query) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}
await admin(`CREATE DATABASE ${dbName}`);
const dropDatabase = () =>
  keep ? Promise.resolve() : admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);

function runNode(script, scriptArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...scriptArgs], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

// --- CPU accounting from /proc ---------------------------------------------------------------------------------
const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux
function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
  } catch {
    return undefined; // gone
  }
}
function groupMembers(pgids) {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (pgids.has(Number(fields[2]))) found.push(Number(name));
    } catch {
      // exited meanwhile
    }
  }
  return found;
}
function redisPid() {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'redis-server') return Number(name);
    } catch {
      // exited meanwhile
    }
  }
  return undefined;
}
async function backendPids() {
  const result = await admin(`select pid from pg_stat_activity where datname = '${dbName}'`);
  return result.rows.map((row) => row.pid);
}
/** CPU ms of every process of the stack, by pid, with the part of the stack each belongs to. */
async function snapshot(cluster) {
  const parts = [];
  for (const child of cluster.children) {
    const part = child.name.replace(/\d+$/, '').replace(' ', '-'); // api1 → api, web2 → web, page cache → page-cache
    for (const pid of groupMembers(new Set([child.pid]))) parts.push([pid, part]);
  }
  for (const pid of await backendPids()) parts.push([pid, 'postgres']);
  const redis = redisPid();
  if (redis) parts.push([redis, 'redis']);
  const taken = new Map();
  for (const [pid, part] of parts) {
    const cpu = cpuOf(pid);
    if (cpu !== undefined) taken.set(pid, { part, cpu });
  }
  return taken;
}
/** CPU ms spent between two snapshots, per part of the stack (pids alive at both). */
function cpuBetween(before, after) {
  const byPart = {};
  for (const [pid, { part, cpu }] of after)
    if (before.has(pid)) byPart[part] = (byPart[part] ?? 0) + cpu - before.get(pid).cpu;
  return byPart;
}

// --- the request mix -------------------------------------------------------------------------------------------
const WORDS = [
  'nginx',
  'docker',
  'ubuntu',
  'postgresql',
  'python',
  'kubernetes',
  'redis',
  'firewall',
  'ssh',
  'backup',
  'install',
  'deploy',
  'node',
  'mysql',
  'git',
  'monitoring',
  'django',
  'certificate',
  'load',
  'balancer',
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function loadTargets(base) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const hotTutorials = (
      await db.query(
        `select slug from tutorials where state = 'published' order by id desc limit 20 offset 10`,
      )
    ).rows.map((row) => row.slug);
    const hotQuestions = (
      await db.query(
        `select id, slug from questions where state = 'published' order by id desc limit 20 offset 10`,
      )
    ).rows;
    const coldTutorials = (
      await db.query(`select slug from tutorials where state = 'published' order by random() limit 5000`)
    ).rows.map((row) => row.slug);
    const coldQuestions = (
      await db.query(`select id from questions where state = 'published' order by random() limit 5000`)
    ).rows.map((row) => row.id);
    // Members who write: generated accounts share one password (see the generator).
    const writers = (
      await db.query(
        `select email from users where email like '%.user%@example.com' and state = 'active' order by id limit 8`,
      )
    ).rows.map((row) => row.email);
    const tokens = [];
    for (const email of writers) {
      const res = await fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'reef-bench-password' }),
      });
      const body = await res.json();
      if (!res.ok || !body.jwt) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(body)}`);
      tokens.push(body.jwt);
    }
    return { hotTutorials, hotQuestions, coldTutorials, coldQuestions, tokens };
  } finally {
    await db.end();
  }
}

function sequence(targets) {
  const { hotTutorials, hotQuestions, coldTutorials, coldQuestions, tokens } = targets;
  const get = (cls, kind, pathOf) => ({
    cls,
    kind,
    method: 'GET',
    path: pathOf(),
    setupRequest: (req) => ({ ...req, path: pathOf() }),
  });
  // Pages the site caches whole (a tutorial, a question, the community landing page); lists whose address carries
  // filters and pages render per request, so a list page belongs to the uncached share.
  const cachedPages = [
    ...Array.from({ length: 12 }, () =>
      get('cached', 'cached page', () => `/community/tutorials/${pick(hotTutorials)}`),
    ),
    ...Array.from({ length: 10 }, () =>
      get('cached', 'cached page', () => `/community/questions/${pick(hotQuestions).slug}`),
    ),
    ...Array.from({ length: 2 }, () => get('cached', 'cached page', () => '/community')),
  ];
  const cachedApi = [
    ...Array.from({ length: 4 }, () =>
      get('cached', 'cached API read', () => `/content/v1/tutorials/${pick(hotTutorials)}`),
    ),
    ...Array.from({ length: 2 }, () =>
      get('cached', 'cached API read', () => `/content/v1/questions/${pick(hotQuestions).id}`),
    ),
    ...Array.from({ length: 2 }, () =>
      get('cached', 'cached API read', () => '/content/v1/tutorials?limit=20'),
    ),
  ];
  const uncached = [
    ...Array.from({ length: 2 }, () =>
      get('uncached', 'page rendered on the visit', () => `/community/tutorials/${pick(coldTutorials)}`),
    ),
    get('uncached', 'list page', () => pick(['/community/tutorials', '/community/questions'])),
    get('uncached', 'uncached API read', () => `/content/v1/questions/${pick(coldQuestions)}`),
    ...Array.from({ length: 2 }, () =>
      get(
        'uncached',
        'search',
        () =>
          `/content/v1/search?query=${encodeURIComponent(`${pick(WORDS)} ${pick(WORDS)}`)}&page=${1 + Math.floor(Math.random() * 10)}`,
      ),
    ),
  ];
  let n = 0;
  const commentBody = () =>
    JSON.stringify({
      comment: {
        parent_type: 'question',
        parent_id: pick(coldQuestions),
        body: `Mixed-load comment ${(n += 1)}: restarting the service after the change fixed it for me.`,
      },
    });
  const writeHeaders = () => ({
    'content-type': 'application/json',
    authorization: `Bearer ${pick(tokens)}`,
  });
  const write = {
    cls: 'write',
    kind: 'comment (write)',
    method: 'POST',
    path: '/v1/comments',
    headers: writeHeaders(),
    body: commentBody(),
    setupRequest: (req) => ({ ...req, headers: writeHeaders(), body: commentBody() }),
  };
  // 40 requests, interleaved so that every stretch of the loop has the same mix: 32 cached, 6 uncached, 2 writes.
  const cached = [...cachedPages, ...cachedApi];
  const rest = [...uncached, write, write];
  const loop = [];
  cached.forEach((request, i) => {
    loop.push(request);
    if (i % 4 === 3 && rest.length) loop.push(rest.shift());
  });
  return loop;
}

async function warm(base, targets) {
  const paths = [
    ...targets.hotTutorials.flatMap((slug) => [
      `/community/tutorials/${slug}`,
      `/content/v1/tutorials/${slug}`,
    ]),
    ...targets.hotQuestions.flatMap((q) => [
      `/community/questions/${q.slug}`,
      `/content/v1/questions/${q.id}`,
    ]),
    '/community',
    '/content/v1/tutorials?limit=20',
  ];
  // Twice through: every instance behind the round-robin proxy gets each page at least once.
  for (let round = 0; round < 3; round += 1)
    for (const p of paths) {
      const res = await fetch(base + p);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`warm-up ${p}: ${res.status}`);
    }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

async function measure(base, cluster, targets, { kind, seconds = duration } = {}) {
  const latencies = { cached: [], uncached: [], write: [] };
  const hits = { total: 0, hit: 0 };
  // The "uncached" share is so by design (a random item, a random search), but a search repeated within a minute is a
  // response cache hit, as it would be on a real site: counted, to say how uncached it really was.
  const uncachedHits = { total: 0, hit: 0 };
  const statuses = {};
  const mix = sequence(targets).filter((request) => !kind || request.kind === kind);
  const requests = mix.map((request) => ({
    ...request,
    onResponse(status, _body, _context, headers) {
      const counter = request.cls === 'cached' ? hits : request.cls === 'uncached' ? uncachedHits : null;
      if (!counter) return;
      counter.total += 1;
      // The page cache's own status first: a page it answers carries the app's x-nextjs-cache of when it was stored.
      const state = headers['x-cache-status'] ?? headers['x-nextjs-cache'] ?? headers['x-cache'];
      if (state === 'HIT' || state === 'STALE') counter.hit += 1;
    },
  }));
  const before = await snapshot(cluster);
  const loadAverage = os.loadavg()[0];
  const instance = autocannon({ url: base, connections, duration: seconds, requests, timeout: 30 });
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    const cls = client.requestIterator.currentRequest?.cls ?? 'cached';
    latencies[cls].push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const after = await snapshot(cluster);
  const cpuByPart = cpuBetween(before, after);
  const cpuMs = Object.values(cpuByPart).reduce((sum, ms) => sum + ms, 0);
  const classes = Object.fromEntries(
    Object.entries(latencies).map(([cls, list]) => {
      const sorted = list.sort((a, b) => a - b);
      const round = (ms) => Math.round(ms * 10) / 10;
      return [
        cls,
        { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) },
      ];
    }),
  );
  const total = result.requests.total;
  return {
    rps: total / seconds,
    total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    classes,
    hitRatio: hits.total ? hits.hit / hits.total : 0,
    uncachedHitRatio: uncachedHits.total ? uncachedHits.hit / uncachedHits.total : 0,
    cpuMsPerRequest: total ? cpuMs / total : 0,
    cpuMsPerRequestByPart: Object.fromEntries(
      Object.entries(cpuByPart).map(([part, ms]) => [part, total ? Math.round((ms / total) * 100) / 100 : 0]),
    ),
    loadAverage: [loadAverage, os.loadavg()[0]],
  };
}

// --- run ---------------------------------------------------------------------------------------------------------
const rows = [];
const kinds = [];
const KINDS = [
  'cached page',
  'cached API read',
  'page rendered on the visit',
  'list page',
  'uncached API read',
  'search',
  'comment (write)',
];
const perKind = !flag('no-per-kind');
const perKindSeconds = Number(option('per-kind-duration', 8));
let generated = false;
let failed = false;
try {
  for (const count of instanceCounts) {
    const cluster = await startCluster({
      databaseUrl: dbUrl,
      redisUrl,
      port: 8590,
      apiPorts: [4591, 4592].slice(0, count),
      webPorts: [3591, 3592].slice(0, count),
      pageCachePort: withPageCache ? 8594 : undefined,
      // A prefix of its own per run: every run starts with cold caches.
      keyPrefix: `reef-mixed-${process.pid}-${count}:`,
      stdio: 'ignore',
      log: () => undefined,
      env: { RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'error', DATABASE_POOL_SIZE: '10' },
    });
    try {
      if (!generated) {
        console.log(`generating ${JSON.stringify(sizes)}…`);
        const t0 = Date.now();
        await runNode(
          'apps/api/dist/commands/seed/generate.js',
          ['--tutorials', sizes.tutorials, '--questions', sizes.questions, '--comments', sizes.comments].map(
            String,
          ),
          { DATABASE_URL: dbUrl },
        );
        console.log(`generated in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
        generated = true;
      }
      const targets = await loadTargets(cluster.proxyUrl);
      await warm(cluster.proxyUrl, targets);
      const figures = await measure(cluster.proxyUrl, cluster, targets);
      rows.push({ instances: count, ...figures });
      // The cost of each kind of request alone, on the first topology: what the paper estimate multiplies.
      if (perKind && count === instanceCounts[0])
        for (const kind of KINDS) {
          const alone = await measure(cluster.proxyUrl, cluster, targets, { kind, seconds: perKindSeconds });
          if (alone.errors || alone.non2xx) failed = true;
          const latency = Object.values(alone.classes).find((c) => c.count > 0) ?? { p50: 0, p99: 0 };
          kinds.push({
            kind,
            rps: alone.rps,
            ...latency,
            cpu: alone.cpuMsPerRequest,
            byPart: alone.cpuMsPerRequestByPart,
          });
          console.log(
            `  ${kind} alone: ${alone.rps.toFixed(0)} req/s, p50/p99 ${latency.p50}/${latency.p99} ms, stack CPU ${alone.cpuMsPerRequest.toFixed(2)} ms/request ${JSON.stringify(alone.cpuMsPerRequestByPart)}`,
          );
        }
      const c = figures.classes;
      console.log(
        `${count} API + ${count} web: ${figures.rps.toFixed(0)} req/s; cached p50/p99 ${c.cached.p50}/${c.cached.p99} ms` +
          ` (hits ${(figures.hitRatio * 100).toFixed(0)} %), uncached ${c.uncached.p50}/${c.uncached.p99} ms` +
          ` (hits ${(figures.uncachedHitRatio * 100).toFixed(0)} %),` +
          ` writes ${c.write.p50}/${c.write.p99} ms; stack CPU ${figures.cpuMsPerRequest.toFixed(2)} ms/request` +
          ` ${JSON.stringify(figures.cpuMsPerRequestByPart)};` +
          ` errors ${figures.errors}, non-2xx ${figures.non2xx} ${JSON.stringify(figures.statuses)};` +
          ` load ${figures.loadAverage.map((l) => l.toFixed(1)).join('→')}`,
      );
      if (figures.errors || figures.non2xx) failed = true;
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await dropDatabase();
}

const base = rows[0];
const PARTS = ['web', 'api', 'postgres', 'redis', 'haproxy', ...(withPageCache ? ['page-cache'] : [])];
const PART_NAMES = `web / API / PostgreSQL / Redis / HAProxy${withPageCache ? ' / page cache' : ''}`;
const table = [
  `| instances (API + web) | req/s | scaling | cached p50 / p99 ms | cache hits | uncached p50 / p99 ms (of which hits) | writes p50 / p99 ms | stack CPU ms per request (${PART_NAMES}) | errors | load average |`,
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => {
    const c = r.classes;
    return `| ${r.instances} + ${r.instances} | ${r.rps.toFixed(0)} | ${(r.rps / base.rps).toFixed(2)} | ${c.cached.p50} / ${c.cached.p99} | ${(r.hitRatio * 100).toFixed(0)} % | ${c.uncached.p50} / ${c.uncached.p99} (${(r.uncachedHitRatio * 100).toFixed(0)} %) | ${c.write.p50} / ${c.write.p99} | ${r.cpuMsPerRequest.toFixed(2)} (${PARTS.map((part) => (r.cpuMsPerRequestByPart[part] ?? 0).toFixed(2)).join(' / ')}) | ${r.errors + r.non2xx} | ${r.loadAverage.map((l) => l.toFixed(1)).join('–')} |`;
  }),
].join('\n');
console.log(`\n${table}`);
if (kinds.length) {
  console.log(
    [
      '',
      `Each kind alone (${instanceCounts[0]} + ${instanceCounts[0]}, ${perKindSeconds} s each):`,
      '',
      `| request | req/s | p50 / p99 ms | stack CPU ms per request | ${PART_NAMES} |`,
      '|---|---|---|---|---|',
      ...kinds.map(
        (k) =>
          `| ${k.kind} | ${k.rps.toFixed(0)} | ${k.p50} / ${k.p99} | ${k.cpu.toFixed(2)} | ${PARTS.map((part) => (k.byPart[part] ?? 0).toFixed(2)).join(' / ')} |`,
      ),
    ].join('\n'),
  );
}
mkdirSync(path.join(here, '..', 'results'), { recursive: true });
writeFileSync(
  path.join(here, '..', 'results', `mixed-${Date.now()}.json`),
  JSON.stringify({ sizes, duration, connections, rows, kinds }, null, 2),
);
process.exit(failed ? 1 : 0);
