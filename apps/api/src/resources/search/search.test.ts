// Search at scale (issue #15): bounded candidates ranked exactly, estimated counts marked as such, the rum
// index path where the extension exists, typo suggestions from the title dictionary. The data is the
// benchmark generator's (set-based, so hundreds of documents cost little) plus a few written through the
// services. Bounds are lowered per call so a small data set crosses them.
import { searchQuery, type SearchQuery } from '@reef/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../commands/seed/generate.js';
import { queryRows } from '../../platform/lib/sql.js';
import { useTestApp } from '../../test/app.js';
import { buildTutorial, buildUser } from '../../test/factories.js';
import { createRumIndexes } from '../../commands/search-index.js';
import { LANGUAGES } from '@reef/core';
import pg from 'pg';
import type { Executor } from '../../db/client.js';
import {
  connectionsOf,
  expectedMatches,
  forgetTableStats,
  hasRumIndexes,
  rarestWord,
  matchQuery,
  rankingQuery,
  roundEstimate,
  rumIndexesPresent,
  search,
  type SearchOptions,
} from './service.js';

const t = useTestApp();

const query = (input: Record<string, string | number>): SearchQuery => searchQuery.parse(input);
const run = (input: Record<string, string | number>, options: SearchOptions = {}) =>
  search(t.db, query(input), options);
const keys = (rows: { type: string; id: number }[]) => rows.map((r) => `${r.type}:${r.id}`);

/** What ranking every match gives: the whole public union ranked with the same score and order. */
async function rankEveryMatch(text: string, limit: number) {
  const tsq = sql`websearch_to_tsquery('english', ${text})`;
  return queryRows<{ type: string; id: number; score: number }>(
    t.db,
    sql`select type, id, score from (
          select 'tutorial' as type, id, coalesce(published_at, created_at) as published_at, ts_rank_cd(search_vector, ${tsq}, 1)::float8 as score
            from tutorials where state in ('published', 'deprecated') and search_vector @@ ${tsq}
          union all
          select 'question', id, created_at, ts_rank_cd(search_vector, ${tsq}, 1)::float8
            from questions where state = 'published' and search_vector @@ ${tsq}
        ) h order by score desc, published_at desc nulls last, id desc limit ${limit}`,
  );
}

/** Bounds above the data set's size: every match is a candidate. */
const EVERY_MATCH = { candidates: 1000 };

const QUERIES = ['nginx', 'ubuntu docker', 'how to install', 'postgresql backup', '"permission denied"'];

beforeAll(async () => {
  await generate(t.db, { users: 5, tutorials: 150, questions: 90, comments: 10, tags: 3, heavy: 0 });
});

describe('search over bounded candidates (issue #15)', () => {
  it('ranks exactly like ranking every match while each kind has fewer matches than its bound', async () => {
    for (const text of QUERIES) {
      const result = await run({ query: text, hits_per_page: 30 }, EVERY_MATCH);
      const reference = await rankEveryMatch(text, 30);
      expect(keys(result.rows), text).toEqual(keys(reference));
      expect(
        result.rows.map((r) => r.score),
        text,
      ).toEqual(reference.map((r) => r.score));
      expect(result.meta.total_estimated, text).toBe(false);
      const [all] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from (
              select id from tutorials where state in ('published', 'deprecated') and search_vector @@ websearch_to_tsquery('english', ${text})
              union all select id from questions where state = 'published' and search_vector @@ websearch_to_tsquery('english', ${text})) x`,
      );
      expect(result.meta.pagination.total, text).toBe(all!.n);
    }
  });

  it('counts a broad query as an estimate and says so ("about N results"); a narrow one exactly', async () => {
    await buildTutorial(t, { title: 'Zanzibar: a tutorial nobody else writes', body: 'Zanzibar servers.' });
    const bounds = { candidates: 10, rankAllMax: 10, rumRankedMax: 10 };
    const broad = await run({ query: 'how to install', hits_per_page: 5 }, bounds);
    expect(broad.meta.total_estimated).toBe(true);
    expect(broad.rows).toHaveLength(5);
    expect(broad.meta.pagination.total).toBeGreaterThanOrEqual(20);
    expect(broad.meta.pagination.total).toBe(roundEstimate(broad.meta.pagination.total));
    const narrow = await run({ query: 'zanzibar' }, bounds);
    expect(narrow.meta.total_estimated).toBe(false);
    expect(narrow.meta.pagination.total).toBe(1);
    // A kind whose matches are all among its candidates is counted exactly.
    const questions = await run({ query: 'install', type: 'question', hits_per_page: 5 });
    const [all] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from questions where state = 'published' and search_vector @@ websearch_to_tsquery('english', 'install')`,
    );
    expect(all!.n).toBeGreaterThan(10);
    expect(questions.meta).toMatchObject({ total_estimated: false, pagination: { total: all!.n } });
  });

  it('pages through bounded results without repeating or skipping a hit, and ends with the candidates', async () => {
    const bounds = { candidates: 10, rankAllMax: 10, rumRankedMax: 10 };
    const pages = [];
    for (const page of [1, 2, 3, 4, 5]) {
      const result = await run({ query: 'nginx', hits_per_page: 5, page }, bounds);
      expect(result.meta.total_estimated).toBe(true);
      // Ten candidates from each of the two kinds: four pages of five.
      expect(result.meta.pagination.page.count).toBe(4);
      pages.push(...keys(result.rows));
    }
    const whole = keys((await run({ query: 'nginx', hits_per_page: 20 }, bounds)).rows);
    expect(pages).toEqual(whole);
    expect(new Set(pages).size).toBe(20);
  });

  it('reads the kinds on two connections at once and answers exactly as one statement does', async () => {
    // On a PostgreSQL pool a search reads its candidates on two connections; the page is then chosen from both
    // reads. Every hit, its order, score, snippet, author and tags, the counts and the pages stay those of the one
    // statement (the embedded database runs both reads on its one connection, one after the other).
    const cases: [Record<string, string | number>, SearchOptions][] = [
      [{ query: 'nginx', hits_per_page: 7 }, EVERY_MATCH],
      [
        { query: 'how to install', hits_per_page: 5, page: 3 },
        { candidates: 10, rankAllMax: 10, rumRankedMax: 10 },
      ],
      [
        { query: 'ubuntu docker', hits_per_page: 10 },
        {
          candidates: 10,
          rankAllMax: 10,
          rumRankedMax: 10,
          probeRows: 20,
          probeEnough: 5,
          probeMinEstimate: 1,
        },
      ],
      [{ query: 'install', language: 'es' }, {}],
      [{ query: 'instalar docker' }, {}],
      [{ query: 'postgresql backup', page: 40 }, {}],
      [{ query: 'zzzunknownword' }, {}],
    ];
    for (const [input, options] of cases) {
      const one = await run(input, { ...options, connections: 1 });
      const two = await run(input, { ...options, connections: 2 });
      expect(keys(two.rows), JSON.stringify(input)).toEqual(keys(one.rows));
      expect(two.rows, JSON.stringify(input)).toEqual(one.rows);
      expect(two.meta, JSON.stringify(input)).toEqual(one.meta);
      expect([...two.authors.entries()]).toEqual([...one.authors.entries()]);
      expect([...two.tags.entries()]).toEqual([...one.tags.entries()]);
    }
    expect((await run({ query: 'nginx' }, { connections: 2 })).rows.length).toBeGreaterThan(0);
  });

  it('takes a second connection only from a PostgreSQL pool with two to spare', async () => {
    const onPool = (pool: pg.Pool) => ({ $client: pool }) as unknown as Executor;
    const roomy = new pg.Pool({ max: 10 });
    const single = new pg.Pool({ max: 1 });
    try {
      expect(connectionsOf(onPool(roomy))).toBe(2);
      expect(connectionsOf(onPool(single))).toBe(1);
      expect(connectionsOf(onPool(roomy), { connections: 1 })).toBe(1);
      // The embedded database (or a transaction) has one connection.
      expect(connectionsOf(t.db)).toBe(process.env.DATABASE_URL ? 2 : 1);
    } finally {
      await Promise.all([roomy.end(), single.end()]);
    }
  });

  it('sorts by date exactly whatever the bound, with filters', async () => {
    const newest = await run(
      { query: 'docker', sort_by: 'newest', type: 'tutorial', hits_per_page: 8 },
      { candidates: 3, rankAllMax: 3, rumRankedMax: 3 },
    );
    const [reference] = await queryRows<{ ids: number[] }>(
      t.db,
      sql`select array_agg(id order by d desc, id desc) as ids from (
            select id, coalesce(published_at, created_at) as d from tutorials
            where state in ('published', 'deprecated') and search_vector @@ websearch_to_tsquery('english', 'docker')
            order by d desc, id desc limit 8) x`,
    );
    expect(newest.rows.map((r) => Number(r.id))).toEqual(reference!.ids.map(Number));
  });
});

describe('whether a broad query reads its newest matches is asked of the newest rows, not of the estimate', () => {
  // Bounds below the data set's size, and a probe of the newest 20 rows that calls five matches dense.
  const probing = {
    candidates: 3,
    rumRankedMax: 10,
    rankAllMax: 10,
    probeRows: 20,
    probeEnough: 5,
    probeMinEstimate: 0,
  };

  it('reads the newest matches of a word most of the newest documents have, and says the count is an estimate', async () => {
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS'] });
    const written = [];
    for (let n = 0; n < 8; n += 1)
      written.push(
        await buildTutorial(t, { author, title: `Wombat backups, part ${n}`, body: 'Wombat keeps copies.' }),
      );
    for (const rum of [true, false]) {
      const found = await run({ query: 'wombat', type: 'tutorial', hits_per_page: 10 }, { ...probing, rum });
      // The three newest of the eight are the candidates: the older five are not read.
      expect(keys(found.rows).sort(), `rum ${rum}`).toEqual(
        written
          .slice(-3)
          .map((row) => `tutorial:${row.id}`)
          .sort(),
      );
      expect(found.meta.total_estimated, `rum ${rum}`).toBe(true);
    }
  });

  it('finds every match of a word only old documents have, counted exactly', async () => {
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS'] });
    const old = [];
    for (let n = 0; n < 4; n += 1)
      old.push(await buildTutorial(t, { author, title: `Quokka cluster notes ${n}`, body: 'Quokka nodes.' }));
    await t.db.execute(
      sql`update tutorials set published_at = '2001-01-01', created_at = '2001-01-01' where id in (${sql.join(
        old.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    );
    for (const rum of [true, false]) {
      const found = await run(
        { query: 'quokka', type: 'tutorial', hits_per_page: 10 },
        { ...probing, candidates: 10, rum },
      );
      expect(keys(found.rows).sort(), `rum ${rum}`).toEqual(old.map((row) => `tutorial:${row.id}`).sort());
      expect(found.meta, `rum ${rum}`).toMatchObject({ total_estimated: false, pagination: { total: 4 } });
    }
  });

  it('matches a Chinese or Japanese phrase as its pairs too, and reads its candidates in the order of its first pair', () => {
    expect(matchQuery(`'ubuntu' & 'バッ' <-> 'ック' <-> 'クア'`)).toBe(
      `( 'ubuntu' & 'バッ' & 'ック' & 'クア' ) & ( 'ubuntu' & 'バッ' <-> 'ック' <-> 'クア' )`,
    );
    expect(rankingQuery(`'ubuntu' & 'バッ' <-> 'ック' <-> 'クア'`)).toBe(`'ubuntu' & 'バッ'`);
    // A negated phrase is not the negation of its pairs; a phrase of other words is left alone.
    expect(matchQuery(`'nginx' & !( 'デー' <-> 'ータ' )`)).toBe(`'nginx' & !( 'デー' <-> 'ータ' )`);
    expect(matchQuery(`'nginx' <-> 'instal'`)).toBe(`'nginx' <-> 'instal'`);
  });

  it(`expects a language part's matches from its words' shares of its rows, for a reading of words joined by "&" only`, () => {
    const words = {
      shares: new Map([
        ['ubuntu', 1],
        ['install', 0.9],
        ["it's", 0.5],
      ]),
      floor: 0.02,
    };
    expect(expectedMatches(`'ubuntu' & 'install'`, words, 15_000)).toBe(13_500);
    // A word the statistics do not list is at most as common as the least common they do.
    expect(expectedMatches(`'quokka' & 'ubuntu'`, words, 15_000)).toBe(300);
    expect(expectedMatches(`'it''s' & 'ubuntu'`, words, 1_000)).toBe(500);
    // Phrases, prefixes, negations and alternatives are not guessed at; nor is a language without statistics.
    for (const reading of [
      `'ubuntu' <-> 'install'`,
      `'ubun':*`,
      `'ubuntu' & !'install'`,
      `'ubuntu' | 'install'`,
    ])
      expect(expectedMatches(reading, words, 15_000), reading).toBeNull();
    expect(expectedMatches(`'ubuntu'`, undefined, 15_000)).toBeNull();
  });

  it(`reads a part's candidates from the rum index in the order of its rarest word, by its language's statistics`, () => {
    const words = {
      shares: new Map([
        ['linux', 0.9],
        ['install', 1],
        ['rocky', 0.03],
      ]),
      floor: 0.01,
    };
    expect(rarestWord(`'rocky' & 'linux' & 'install'`, words)).toBe(`'rocky'`);
    // A word the statistics do not list is rarer than any they do.
    expect(rarestWord(`'linux' & 'quokka'`, words)).toBe(`'quokka'`);
    // One word, a phrase or an alternative keeps the whole reading's order.
    for (const reading of [`'linux'`, `'rocky' <-> 'linux'`, `'rocky' | 'linux'`])
      expect(rarestWord(reading, words), reading).toBeNull();
  });

  it('has statistics of its words for each of the nine languages, for tutorials and questions', async () => {
    const rows = await queryRows<{ stxname: string }>(t.db, sql`select stxname from pg_statistic_ext`);
    const names = new Set(rows.map((r) => r.stxname));
    for (const table of ['tutorials', 'questions'])
      for (const language of LANGUAGES)
        expect(names, `${table} ${language}`).toContain(`${table}_search_${language}_stats`);
  });

  it('has a search index of its own for each of the nine languages, for tutorials and questions', async () => {
    const rows = await queryRows<{ indexname: string }>(
      t.db,
      sql`select indexname from pg_indexes where indexname like '%\\_search\\_%\\_idx'`,
    );
    const names = new Set(rows.map((r) => r.indexname));
    for (const table of ['tutorials', 'questions'])
      for (const language of LANGUAGES)
        expect(names, `${table} ${language}`).toContain(`${table}_search_${language}_idx`);
  });
});

describe('typo suggestions (issue #15: from the title dictionary)', () => {
  it('suggests a title word written through the services', async () => {
    await buildTutorial(t, { title: 'Caching pages with Memcached', body: 'Memcached keeps pages.' });
    const result = await run({ query: 'memcahced' });
    expect(result.rows).toEqual([]);
    expect(result.meta.suggestions[0]).toBe('memcached');
    expect(result.meta.suggestions).toContain('Caching pages with Memcached');
  });

  it('suggests a short word with two letters swapped (issue #30, item 3: \'"ngnix" finds nothing and suggests nothing\')', async () => {
    await buildTutorial(t, { title: 'Serving static sites with Nginx', body: 'Nginx serves files.' });
    const result = await run({ query: 'ngnix' });
    expect(result.rows).toEqual([]);
    expect(result.meta.suggestions[0]).toBe('nginx');
    expect(result.meta.suggestions).toContain('Serving static sites with Nginx');
  });

  it('never suggests a word that only a draft contains', async () => {
    await buildTutorial(t, { title: 'Unreleased notes on quasarium', state: 'draft' });
    const result = await run({ query: 'quasariun' });
    expect(result.meta.suggestions).toEqual([]);
  });
});

describe('the rum index path (PostgreSQL with the rum extension)', () => {
  let reason = '';
  beforeAll(async () => {
    const [row] = await queryRows<{ v: string }>(t.db, sql`select version() as v`);
    if (/wasm|emscripten/i.test(row?.v ?? '') || !process.env.DATABASE_URL)
      reason = 'the embedded PGlite has no rum extension (run with DATABASE_URL to test this path)';
    else if (!(await hasRumIndexes(t.db)))
      reason =
        'this PostgreSQL server has no rum extension, so migration 0013 left it out (Debian: apt-get install postgresql-15-rum)';
    if (reason) console.info(`[search.test] skipping the rum path: ${reason}`);
  });

  it('gives the same ranked page as the GIN path while every match is a candidate', async (ctx) => {
    if (reason) ctx.skip();
    for (const text of QUERIES) {
      const withRum = await run({ query: text, hits_per_page: 30 }, EVERY_MATCH);
      const withGin = await run({ query: text, hits_per_page: 30 }, { ...EVERY_MATCH, rum: false });
      expect(keys(withRum.rows), text).toEqual(keys(withGin.rows));
      expect(withRum.meta, text).toEqual(withGin.meta);
      expect(withRum.rows.map((r) => r.snippet)).toEqual(withGin.rows.map((r) => r.snippet));
    }
  });

  it('reads the best-ranked matches from the index, not the newest ones', async (ctx) => {
    if (reason) ctx.skip();
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const best = await buildTutorial(t, {
      author,
      title: 'Zephyr zephyr: the zephyr guide',
      body: 'Zephyr. Zephyr runs zephyr jobs; zephyr again.',
    });
    for (let n = 0; n < 6; n += 1)
      await buildTutorial(t, {
        author,
        title: `Release notes ${n}`,
        body: `A long list of changes, among them one about zephyr in part ${n}, and many other words.`,
      });
    const bounds = { candidates: 3 };
    const fromRum = await run({ query: 'zephyr', hits_per_page: 3 }, bounds);
    expect(fromRum.rows[0]).toMatchObject({ type: 'tutorial', id: best.id });
    // Seven match, three were read: the count is the planner's estimate, and says so.
    expect(fromRum.meta.total_estimated).toBe(true);
    // Without rum the candidates are the newest matches: the oldest, best one is not among them.
    const fromGin = await run(
      { query: 'zephyr', hits_per_page: 3 },
      { ...bounds, rankAllMax: 3, rum: false },
    );
    expect(keys(fromGin.rows)).not.toContain(`tutorial:${best.id}`);
  });

  it('reads the newest matches of a language whose statistics say most of its rows match, rather than ranking them all', async (ctx) => {
    // The rum path only (the embedded PGlite has no rum, and the GIN path never ranks a part from the index): `reason`
    // says why, once, in the run's output.
    if (reason) ctx.skip();
    // "Wombat install" read in German is 'wombat' & 'install': every German tutorial here holds both.
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS'] });
    // The oldest is the best match (the words in its title, again and again in its text).
    const best = await buildTutorial(t, {
      author,
      language: 'de',
      title: 'Wombat install: Wombat mit apt install',
      body: 'Wombat install, Wombat install, Wombat install.',
    });
    const newer = [];
    for (let n = 0; n < 7; n += 1)
      newer.push(
        await buildTutorial(t, {
          author,
          language: 'de',
          title: `Ein Server, Teil ${n}`,
          body: 'Zuerst die Pakete, viele Pakete, dann apt install wombat.',
        }),
      );
    await t.db.execute(sql`analyze tutorials`);
    forgetTableStats(t.db);
    const bounds = { candidates: 3, rumRankedMax: 1_000, probeRows: 20, probeEnough: 5 };
    const input = { query: 'Wombat install', type: 'tutorial', hits_per_page: 10 };
    // The statistics expect every German row to match: a probe finds them dense, and the three newest are read.
    const dense = await run(input, { ...bounds, wordsDenseMin: 1, walkCost: 1 });
    expect(keys(dense.rows).sort()).toEqual(
      newer
        .slice(-3)
        .map((row) => `tutorial:${row.id}`)
        .sort(),
    );
    expect(dense.meta.total_estimated).toBe(true);
    // Expected below the bound, the part is ranked from the index: its best match comes first.
    const ranked = await run(input, { ...bounds, wordsDenseMin: 1, walkCost: 1_000 });
    expect(keys(ranked.rows)[0]).toBe(`tutorial:${best.id}`);
    expect(keys(ranked.rows)).toHaveLength(3);
  });

  it('db:search-index builds the rum indexes again when they are missing', async (ctx) => {
    if (reason) ctx.skip();
    await t.db.execute(sql`drop index tutorials_search_rum_idx`);
    expect(await rumIndexesPresent(t.db)).toBe(false);
    expect(await createRumIndexes(t.db)).toBe(true);
    expect(await rumIndexesPresent(t.db)).toBe(true);
  });
});

describe('db:search-index without the rum extension', () => {
  it('changes nothing and says search keeps to the GIN indexes', async (ctx) => {
    // The embedded database has no rum, so this path is checked there; a server here may have rum installed.
    if (process.env.DATABASE_URL) ctx.skip();
    expect(await createRumIndexes(t.db)).toBe(false);
  });
});
