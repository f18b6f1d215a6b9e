// The benchmark data generator (issue #15): set-based rows that read like content written through the services.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/lib/sql.js';
import { refreshSearchVector } from '../../platform/services/search-vectors.js';
import { useTestApp } from '../../test/app.js';
import { expectTagListsRight } from '../../test/tag-lists.js';
import { expectUserCountsRight } from '../../test/user-counts.js';
import { generate } from './generate.js';

const t = useTestApp();
const lines: string[] = [];

beforeAll(async () => {
  await generate(t.db, { users: 4, tutorials: 40, questions: 30, comments: 60, tags: 3, heavy: 1 }, (line) =>
    lines.push(line),
  );
});

describe('db:generate-data', () => {
  it('stores the search vector and plain text a write through the services would store', async () => {
    const before = await queryRows<{ id: number; kind: string; v: string; body_text: string }>(
      t.db,
      sql`select id, 'tutorials' as kind, search_vector::text as v, body_text from tutorials
          union all select id, 'questions', search_vector::text, body_text from questions order by kind, id`,
    );
    expect(before).toHaveLength(70);
    for (const row of before) {
      await refreshSearchVector(t.db, row.kind as 'tutorials' | 'questions', row.id);
      const [after] = await queryRows<{ v: string; body_text: string }>(
        t.db,
        sql`select search_vector::text as v, body_text from ${sql.identifier(row.kind)} where id = ${row.id}`,
      );
      expect(after, `${row.kind} ${row.id}`).toEqual({ v: row.v, body_text: row.body_text });
    }
  });

  it('gives one question a thread of 100 answers and 500 comments', async () => {
    const [heavy] = await queryRows<{ answers_count: number; comments_count: number; replies: number }>(
      t.db,
      sql`select q.answers_count, q.comments_count,
            (select count(*)::int from comments c where c.root_type = 'question' and c.root_id = q.id and c.thread_id is not null) as replies
          from questions q order by q.answers_count desc limit 1`,
    );
    // comments_count counts answers and comments alike: 100 answers, 100 comments on the question, 400 replies.
    expect(heavy).toEqual({ answers_count: 100, comments_count: 600, replies: 400 });
  });

  it('tags documents with their topics and fills the typo dictionary', async () => {
    const [tagged] = await queryRows<{ untagged: number }>(
      t.db,
      sql`select count(*)::int as untagged from tutorials t where not exists (select 1 from tutorial_tags x where x.tutorial_id = t.id)`,
    );
    expect(tagged!.untagged).toBe(0);
    const words = await queryRows<{ word: string }>(t.db, sql`select word from search_words`);
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['install', 'ubuntu']));
  });

  it('builds the text indexes again after loading', async () => {
    const indexes = await queryRows<{ name: string }>(
      t.db,
      sql`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = 'tutorials'::regclass order by 1`,
    );
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining(['tutorials_search_idx', 'tutorials_title_trgm_idx']),
    );
    expect(lines.some((line) => line.startsWith('index tutorials_search_idx'))).toBe(true);
  });

  it("keeps every member's stored counts (profile stats, contributions' total) right", async () => {
    const members = await queryRows<{ id: number; slug: string }>(
      t.db,
      sql`select id, slug from users where state = 'active' order by id`,
    );
    expect(members.length).toBeGreaterThan(0);
    await expectUserCountsRight(t, members, ['en']);
  });

  it("gives every tag link its item's sort key, and a tag's lists equal the general query", async () => {
    const tags = await queryRows<{ slug: string }>(
      t.db,
      sql`select g.slug from tags g where g.tutorials_count > 0 order by g.tutorials_count desc, g.id`,
    );
    expect(tags.length).toBeGreaterThan(1);
    // The largest and the smallest tag (staleness of every link is checked too).
    await expectTagListsRight(t, [tags[0]!.slug, tags.at(-1)!.slug]);
  });
});

describe('db:generate-data --nonEnglish (issue #31, item 5: "a fifth is not English and CJK is included")', () => {
  beforeAll(async () => {
    await generate(t.db, {
      users: 4,
      tutorials: 100,
      questions: 100,
      comments: 10,
      tags: 3,
      heavy: 0,
      nonEnglish: 20,
    });
  });

  it('writes that share of documents in the other languages, Chinese and Japanese included', async () => {
    const rows = await queryRows<{ language: string; n: number }>(
      t.db,
      sql`select language, count(*)::int as n from tutorials where id > 40 group by language`,
    );
    const count = Object.fromEntries(rows.map((r) => [r.language, r.n]));
    expect(count.en).toBe(80);
    expect(Object.keys(count).sort()).toEqual(['de', 'en', 'es', 'fr', 'id', 'ja', 'pt', 'ru', 'zh']);
    const [ja] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from tutorials where language = 'ja' and id > 40 order by id limit 1`,
    );
    expect(ja!.title).toMatch(/方法|理解する|チートシート/);
  });

  it('stores the vector a write through the services would store, in each language', async () => {
    const rows = await queryRows<{ id: number; kind: string; v: string }>(
      t.db,
      sql`select id, 'tutorials' as kind, search_vector::text as v from tutorials where language <> 'en'
          union all select id, 'questions', search_vector::text from questions where language <> 'en' order by kind, id`,
    );
    expect(rows.length).toBe(40);
    for (const row of rows) {
      await refreshSearchVector(t.db, row.kind as 'tutorials' | 'questions', row.id);
      const [after] = await queryRows<{ v: string }>(
        t.db,
        sql`select search_vector::text as v from ${sql.identifier(row.kind)} where id = ${row.id}`,
      );
      expect(after!.v, `${row.kind} ${row.id}`).toBe(row.v);
    }
    const words = await queryRows<{ language: string; word: string }>(
      t.db,
      sql`select language, word from search_words where language <> 'en'`,
    );
    expect(words).toEqual(
      expect.arrayContaining([
        { language: 'de', word: 'sicherung' },
        { language: 'ru', word: 'резервное' },
      ]),
    );
  });
});
