// Search at 10k, 100k and 1M documents (issues #15 and #31): a fixed list of queries (broad ones, filters, sorts,
// and in German, Russian, Spanish, Japanese and Chinese) and misspelled ones (typo suggestions), timed through the
// API's search service with its presenter and JSON, on databases written by the set-based generator; then `--once`
// distinct queries in every language, each asked once (nothing repeated, so nothing of a query is cached).
//   npm run build -w packages/core -w packages/markdown && npm run build -w apps/api
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -w bench -- search-scale
//   node bench/search-scale/run.mjs [--sizes 10000,100000,1000000] [--rounds 5] [--once 300] [--non-english 20]
//     [--before] [--embedded 40000] [--paths rum,gin]
// or without building, from the sources: node --import tsx --conditions=@reef/source bench/search-scale/run.mjs --source …
// Each size gets its own database, `reef_search_<size>_l<P>` (half tutorials, half questions, P in a hundred not in
// English: 20 by default, Chinese and Japanese among them; `--non-english 0` gives the English-only `reef_search_<size>`);
// an existing one with that many documents is reused (the 1M generation takes minutes), `--fresh` writes it again.
// `--before` also times ranking every match (the design this replaced) once per query. `--embedded N` measures the
// embedded PGlite in memory at N documents instead (the default without DATABASE_URL: 40 000). Not run in CI.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { searchQuery } from '@reef/core';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);
// The built API, or its sources (`--source`, run under tsx with the `@reef/source` condition).
const api = flag('source') ? '../../apps/api/src' : '../../apps/api/dist';
const { openDatabase } = await import(`${api}/db/client.js`);
const { generate, TOPICS } = await import(`${api}/commands/seed/generate.js`);
const { presentSearchHit } = await import(`${api}/resources/search/presenter.js`);
const { hasRumIndexes, search } = await import(`${api}/resources/search/service.js`);
const nonEnglish = Number(opt('non-english', 20));
const once = Number(opt('once', 300));
const rounds = Number(opt('rounds', 5));
// Without a PostgreSQL server (`npm run bench` with no DATABASE_URL), the embedded PGlite at the synthetic size.
const embedded = opt('embedded', process.env.DATABASE_URL ? null : '40000');
const sizes = embedded ? [Number(embedded)] : opt('sizes', '10000,100000,1000000').split(',').map(Number);

/** The fixed query list: broad words, phrases, filters, sorts. */
export const QUERIES = [
  { query: 'nginx' },
  { query: 'how to install' },
  { query: 'ubuntu docker' },
  { query: 'postgresql backup' },
  { query: 'kubernetes deploy' },
  { query: 'redis cache' },
  { query: 'python flask' },
  { query: '"permission denied"' },
  { query: 'mysql migrate' },
  { query: "let's encrypt nginx" },
  { query: 'docker -kubernetes' },
  { query: 'ufw ssh' },
  { query: 'node.js production' },
  { query: 'kafka monitor' },
  { query: 'fail2ban' },
  { query: 'nginx', tag: 'ubuntu' },
  { query: 'install', type: 'question' },
  { query: 'docker', time_range: 'week' },
  { query: 'how to install', sort_by: 'newest' },
  { query: 'ubuntu docker', type: 'tutorial', sub_type: 'cheatsheet', hits_per_page: 10 },
  // Other languages (issue #31): stemmed, as character pairs, with and without the language filter.
  { query: 'Datenbanken sichern' },
  { query: 'nginx installieren', language: 'de' },
  { query: 'резервное копирование' },
  { query: 'instalar docker', language: 'es' },
  { query: 'データベース' },
  { query: '設定ファイル', language: 'ja' },
  { query: '数据库 备份' },
  { query: '安装 redis', language: 'zh' },
];
/** Misspellings: nothing matches, so each search also computes its suggestions. */
export const TYPOS = [
  'ngnix',
  'kubernetez',
  'postgress backup',
  'dokcer',
  'ubunut firewall',
  'rediss cache',
  'pyhton',
  'mysq replication',
  'promethues',
  'terrafrom',
  { query: 'Datenbamk', language: 'de' },
  { query: 'sauvegardre', language: 'fr' },
];

/**
 * Distinct queries in every language, each asked once: a topic with a word of one language (one in four with that
 * language's filter), in the generated documents' proportions (a fifth not English, Chinese and Japanese included).
 */
const WORDS = {
  en: ['install', 'backup', 'configure', 'monitor', 'secure', 'deploy', 'connection refused', 'cheatsheet'],
  de: ['installieren', 'Datenbanken', 'Sicherung', 'konfigurieren', 'Protokoll'],
  ja: ['インストール', '設定', 'データベース', 'バックアップ', '再起動'],
  zh: ['安装', '数据库', '备份', '配置文件', '监控'],
  es: ['instalar', 'copia de seguridad', 'configurar'],
  fr: ['sauvegarder', 'installer', 'configuration'],
  pt: ['instalar', 'backup', 'configurar'],
  ru: ['установить', 'резервное копирование', 'настроить'],
  id: ['menginstal', 'mencadangkan', 'konfigurasi'],
};
const LANGUAGE_SHARE = [
  'en',
  'en',
  'en',
  'en',
  'en',
  'en',
  'en',
  'en',
  'de',
  'ja',
  'zh',
  'es',
  'fr',
  'pt',
  'ru',
  'id',
];
export function onceQueries(count) {
  const out = [];
  const seen = new Set();
  for (let n = 0; out.length < count && n < count * 10; n += 1) {
    const language = LANGUAGE_SHARE[n % LANGUAGE_SHARE.length];
    const words = WORDS[language];
    const word = words[Math.floor(n / LANGUAGE_SHARE.length) % words.length];
    const topic = TOPICS[(n * 7 + Math.floor(n / 40)) % TOPICS.length];
    const query = n % 5 === 4 ? word : `${topic} ${word}`;
    const input = n % 4 === 3 ? { query, language } : { query };
    const key = JSON.stringify(input);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      ...input,
      group: language === 'en' ? 'en' : ['ja', 'zh'].includes(language) ? 'cjk' : 'other',
    });
  }
  return out;
}

const label = (q) =>
  Object.entries(typeof q === 'string' ? { query: q } : q)
    .map(([k, v]) => (k === 'query' ? String(v) : `${k}=${v}`))
    .join(' ');

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function ensureDatabase(size) {
  const name = nonEnglish > 0 ? `reef_search_${size}_l${nonEnglish}` : `reef_search_${size}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (exists && flag('fresh')) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  if (!exists || flag('fresh')) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openSized(size) {
  const handle = embedded
    ? await openDatabase({ inMemory: true })
    : // Two connections: a search reads its candidates on two at once on a PostgreSQL pool (service.ts,
      // `readGroups`), as the API's pool of ten lets it.
      await openDatabase({ databaseUrl: await ensureDatabase(size), poolSize: 2 });
  await handle.migrate();
  const rows = async (query) => (await handle.db.execute(query)).rows;
  const [{ n }] = await rows(
    sql`select (select count(*) from tutorials) + (select count(*) from questions) as n`,
  );
  let generated = null;
  if (Number(n) < size) {
    const t0 = Date.now();
    const loadBefore = load();
    console.log(`size ${size}: generating (load ${loadBefore})`);
    await generate(
      handle.db,
      {
        users: Math.max(100, Math.round(size / 200)),
        tutorials: Math.round(size / 2),
        questions: Math.round(size / 2),
        comments: Math.min(200_000, size),
        tags: 200,
        heavy: 1,
        nonEnglish,
      },
      (line) => console.log(`  ${line}`),
    );
    generated = { seconds: (Date.now() - t0) / 1000, loadBefore, loadAfter: load() };
  }
  return { handle, rows, generated };
}

// CPU time: on a shared machine wall time is mostly waiting for a core, so each search's CPU is read too,
// this process's and (PostgreSQL, two pooled connections) its server processes', from the operating system.
let backendPids = [];
const TICK_MS = 10; // Linux reports process times in clock ticks of 1/100 s
function backendCpu() {
  let ms = 0;
  for (const pid of backendPids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      // a connection the pool closed: its time is no longer counted
    }
  }
  return ms;
}
const ownCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One search as the route answers it: the service, the presenter, the JSON. */
async function timedSearch(db, input, options) {
  // `group` only sorts the figures (once-asked queries), it is no search parameter.
  const params = { ...input };
  delete params.group;
  const c0 = ownCpu() + backendCpu();
  const t0 = performance.now();
  const result = await search(db, searchQuery.parse(params), options);
  const body = JSON.stringify({
    data: result.rows.map((r) => presentSearchHit(r, result.authors, result.tags)),
    meta: result.meta,
  });
  const ms = performance.now() - t0;
  return {
    ms,
    cpu: ownCpu() + backendCpu() - c0,
    hits: result.rows.length,
    meta: result.meta,
    bytes: body.length,
  };
}

/** The design this replaced: rank every match, count it in the same pass, snippets for the page. */
async function rankEveryMatch(db, text) {
  const tsq = sql`websearch_to_tsquery('english', ${text})`;
  const t0 = performance.now();
  await db.execute(sql`with hits as (
      select 'tutorial' as type, t.id, coalesce(t.published_at, t.created_at) as published_at, ts_rank_cd(t.search_vector, ${tsq}, 1)::float8 as score
        from tutorials t where t.state in ('published', 'deprecated') and t.search_vector @@ ${tsq}
      union all
      select 'question', q.id, q.created_at, ts_rank_cd(q.search_vector, ${tsq}, 1)::float8
        from questions q where q.state = 'published' and q.search_vector @@ ${tsq}),
    page as (select *, count(*) over () as total from hits order by score desc, published_at desc nulls last, id desc limit 20)
    select p.*, ts_headline('english', coalesce((select body_text from tutorials where id = p.id and p.type = 'tutorial'), (select body_text from questions where id = p.id)), ${tsq}) from page p`);
  return performance.now() - t0;
}

async function measure(db, list, options) {
  const samples = new Map(list.map((q) => [label(q), []]));
  const cpu = [];
  const cpuOf = new Map(list.map((q) => [label(q), []]));
  const last = new Map();
  for (const q of list) await timedSearch(db, q, options); // warm-up
  for (let r = 0; r < rounds; r += 1)
    for (const q of list) {
      const out = await timedSearch(db, q, options);
      samples.get(label(q)).push(out.ms);
      cpu.push(out.cpu);
      cpuOf.get(label(q)).push(out.cpu);
      last.set(label(q), out);
    }
  const all = [...samples.values()].flat();
  return {
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: Math.max(...all),
    cpuP50: percentile(cpu, 50),
    cpuP95: percentile(cpu, 95),
    cpuMean: cpu.reduce((a, b) => a + b, 0) / cpu.length,
    perQuery: [...samples].map(([name, ms]) => ({
      name,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      cpu: cpuOf.get(name).reduce((a, b) => a + b, 0) / ms.length,
      total: last.get(name).meta.pagination.total,
      estimated: last.get(name).meta.total_estimated,
      hits: last.get(name).hits,
      suggestion: last.get(name).meta.suggestions[0] ?? null,
    })),
  };
}

/** Each query asked once, no warm-up: p50/p95 overall and per group (English, other alphabets, Chinese/Japanese). */
async function measureOnce(db, list, options) {
  const all = [];
  const cpu = [];
  const byGroup = {};
  const slowest = [];
  for (const q of list) {
    const out = await timedSearch(db, q, options);
    slowest.push({ name: label(q), ms: out.ms, cpu: out.cpu, total: out.meta.pagination.total });
    all.push(out.ms);
    cpu.push(out.cpu);
    (byGroup[q.group] ??= []).push(out.ms);
  }
  const summary = (ms) => ({ count: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95) });
  return {
    ...summary(all),
    max: Math.max(...all),
    cpuMean: cpu.reduce((a, b) => a + b, 0) / cpu.length,
    cpuP95: percentile(cpu, 95),
    groups: Object.fromEntries(Object.entries(byGroup).map(([g, ms]) => [g, summary(ms)])),
    slowest: slowest.sort((a, b) => b.ms - a.ms).slice(0, 8),
  };
}

const f = (ms) => ms.toFixed(1);
const results = [];
for (const size of sizes) {
  const { handle, rows, generated } = await openSized(size);
  try {
    const rum = await hasRumIndexes(handle.db);
    // Both pooled connections opened at once (each held by a short sleep), and their server processes noted.
    if (handle.kind === 'postgres')
      backendPids = (
        await Promise.all([0, 1].map(() => rows(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)))
      ).map(([row]) => row.pid);
    const [{ t, q }] = await rows(
      sql`select (select count(*) from tutorials)::int as t, (select count(*) from questions)::int as q`,
    );
    const entry = { size, driver: handle.kind, tutorials: t, questions: q, rum, generated, runs: [] };
    const paths = rum
      ? [
          { name: 'rum', options: {} },
          { name: 'gin', options: { rum: false } },
        ]
      : [{ name: 'gin', options: {} }];
    // `--paths rum` (or gin) measures one path only.
    const only = opt('paths', null)?.split(',');
    for (const p of paths.filter((path) => !only || only.includes(path.name))) {
      const loadBefore = load();
      const queries = await measure(handle.db, QUERIES, p.options);
      const typos = await measure(
        handle.db,
        TYPOS.map((q) => (typeof q === 'string' ? { query: q } : q)),
        p.options,
      );
      const distinct = once > 0 ? await measureOnce(handle.db, onceQueries(once), p.options) : null;
      entry.runs.push({ path: p.name, loadBefore, loadAfter: load(), queries, typos, once: distinct });
      console.log(
        `size ${size} (${handle.kind}, ${p.name}): queries p50 ${f(queries.p50)} p95 ${f(queries.p95)} max ${f(queries.max)} ms, ` +
          `CPU mean ${f(queries.cpuMean)} p95 ${f(queries.cpuP95)} ms; typos p50 ${f(typos.p50)} p95 ${f(typos.p95)} ms, ` +
          `CPU mean ${f(typos.cpuMean)} p95 ${f(typos.cpuP95)} ms (load ${loadBefore} → ${load()})`,
      );
      if (distinct)
        console.log(
          `  ${distinct.count} distinct queries, each asked once: p50 ${f(distinct.p50)} p95 ${f(distinct.p95)} max ${f(distinct.max)} ms, ` +
            `CPU mean ${f(distinct.cpuMean)} p95 ${f(distinct.cpuP95)} ms; ` +
            Object.entries(distinct.groups)
              .map(([g, v]) => `${g} (${v.count}) p50 ${f(v.p50)} p95 ${f(v.p95)}`)
              .join(', '),
        );
      for (const r of distinct?.slowest ?? [])
        console.log(
          `    slowest: ${r.name.padEnd(44)} ${f(r.ms).padStart(7)} ms, cpu ${f(r.cpu)}, ${r.total} results`,
        );
      for (const r of [...queries.perQuery, ...typos.perQuery])
        console.log(
          `  ${r.name.padEnd(48)} p50 ${f(r.p50).padStart(7)} p95 ${f(r.p95).padStart(7)} cpu ${f(r.cpu).padStart(6)}  ${r.estimated ? 'about ' : ''}${r.total}${r.suggestion ? ` → "${r.suggestion}"` : ''}`,
        );
    }
    if (flag('before')) {
      const ms = [];
      for (const q of QUERIES.filter((x) => Object.keys(x).length === 1))
        ms.push(await rankEveryMatch(handle.db, q.query));
      entry.before = { p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms) };
      console.log(
        `size ${size}: ranking every match (before): p50 ${f(entry.before.p50)} p95 ${f(entry.before.p95)} ms (load ${load()})`,
      );
    }
    results.push(entry);
  } finally {
    await handle.close();
  }
}

console.log(
  '\n| documents | database | path | queries p50 / p95 ms | CPU mean / p95 ms | typos p50 / p95 ms | CPU mean / p95 ms | asked once p50 / p95 ms (CJK p95) | load average |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const e of results)
  for (const r of e.runs)
    console.log(
      `| ${(e.tutorials + e.questions).toLocaleString('en-US')} | ${e.driver} | ${r.path} | ${f(r.queries.p50)} / ${f(r.queries.p95)} | ${f(r.queries.cpuMean)} / ${f(r.queries.cpuP95)} | ${f(r.typos.p50)} / ${f(r.typos.p95)} | ${f(r.typos.cpuMean)} / ${f(r.typos.cpuP95)} | ${r.once ? `${f(r.once.p50)} / ${f(r.once.p95)} (${r.once.groups.cjk ? f(r.once.groups.cjk.p95) : '–'})` : '–'} | ${r.loadBefore} |`,
    );
mkdirSync(path.join(here, '..', 'results'), { recursive: true });
writeFileSync(
  path.join(here, '..', 'results', `search-scale-${Date.now()}.json`),
  JSON.stringify(results, null, 2),
);
