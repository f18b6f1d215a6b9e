// The embedded database keeps each statement prepared (db/pglite-prepared.ts): what a caller sees must not change,
// only the work PGlite does per statement. These run on an empty in-memory PGlite whatever DATABASE_URL says, once
// with PGlite on the test's thread and once on a thread of its own (db/pglite-thread.ts, what `npm start` runs).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { queryRows } from '../platform/lib/sql.js';

describe.each(['main', 'worker'] as const)('PGlite on the %s thread', (thread) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ inMemory: true, thread });
    await handle.db.execute(
      sql.raw(
        `create table notes (id int primary key, title text not null, at timestamptz, tags text[], meta jsonb)`,
      ),
    );
    await handle.db.execute(
      sql.raw(
        `insert into notes values (1, 'one', '2026-01-02T03:04:05Z', '{a,b}', '{"k":1}'), (2, 'two', null, null, null)`,
      ),
    );
  });
  afterAll(() => handle.close());

  const notesById = (id: unknown) =>
    queryRows<{ id: number; title: string; at: string | null; tags: string[] | null; meta: unknown }>(
      handle.db,
      sql`select id, title, at, tags, meta from notes where id = ${id} or ${id}::int is null order by id`,
    );

  /** The embedded database's prepared statements that contain `text`, with how often each was planned. */
  async function preparedCounts(text: string) {
    const rows = await queryRows<{ statement: string; generic: number; custom: number }>(
      handle.db,
      sql`select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements`,
    );
    return rows.filter((r) => r.statement.includes(text));
  }

  describe('the embedded database keeps statements prepared', () => {
    it('a statement run many times answers each time as it did the first, with its parameters, nulls, arrays and JSON', async () => {
      const first = await notesById(1);
      expect(first).toEqual([
        {
          id: 1,
          title: 'one',
          at: expect.stringMatching(/^2026-01-02 03:04:05/),
          tags: ['a', 'b'],
          meta: { k: 1 },
        },
      ]);
      for (let i = 0; i < 7; i++) expect(await notesById(1)).toEqual(first);
      expect(await notesById(2)).toEqual([{ id: 2, title: 'two', at: null, tags: null, meta: null }]);
      expect((await notesById(null)).map((r) => r.id)).toEqual([1, 2]);
      // Parsed once, under one name, for all ten runs.
      const [statement, ...others] = await preparedCounts('from notes where id =');
      expect(others).toEqual([]);
      expect(statement!.generic + statement!.custom).toBe(10);
    });

    it("after five runs a statement is no longer planned anew for its values (PostgreSQL's generic plan)", async () => {
      const title = (id: number) =>
        queryRows<{ title: string }>(handle.db, sql`select title from notes n where n.id = ${id}`);
      for (let i = 0; i < 8; i++) expect(await title(1 + (i % 2))).toHaveLength(1);
      const [statement] = await preparedCounts('from notes n where n.id =');
      expect(statement).toMatchObject({ custom: 5, generic: 3 });
    });

    it("answers exactly as PGlite's own path (a transaction's statements take it): multi-byte text, long values, many rows, every column type", async () => {
      const many = (count: number) =>
        sql`select g as n, repeat('é日😀', g % 40) as text, g % 2 = 0 as even, date '2026-11-25' + g as day,
                 array[g, g + 1] as pair, null::text as nothing, (g * 1.5)::numeric as price,
                 jsonb_build_object('g', g) as doc, case when g = 7 then repeat('x', 300000) end as long
          from generate_series(1, ${count}::int) g`;
      const ours = await queryRows<Record<string, unknown>>(handle.db, many(2000));
      const theirs = await handle.db.transaction((tx) => queryRows<Record<string, unknown>>(tx, many(2000)));
      expect(ours).toHaveLength(2000);
      expect(ours[6]!.long).toHaveLength(300000);
      expect(ours[38]).toMatchObject({
        n: 39,
        text: 'é日😀'.repeat(39),
        even: false,
        pair: [39, 40],
        nothing: null,
      });
      expect(ours).toEqual(theirs);
    });

    it("a bad value fails with PostgreSQL's error and leaves the database usable for the next statement", async () => {
      const failure = await notesById('not a number').then(
        () => null,
        (error: unknown) => error as { cause?: { code?: string } },
      );
      expect(failure?.cause?.code).toBe('22P02');
      expect((await notesById(2)).map((r) => r.title)).toEqual(['two']);
    });

    it('a write through a prepared statement is seen by the next read, and reports its affected rows', async () => {
      const update = (title: string) => sql`update notes set title = ${title} where id = 2`;
      await handle.db.execute(update('deux'));
      const result = (await handle.db.execute(update('zwei'))) as unknown as { affectedRows: number };
      expect(result.affectedRows).toBe(1);
      expect((await notesById(2)).map((r) => r.title)).toEqual(['zwei']);
    });

    it('a statement prepared before its table changed shape answers with the new shape', async () => {
      const all = () =>
        queryRows<Record<string, unknown>>(handle.db, sql`select * from notes where id = ${1}`);
      expect(Object.keys((await all())[0]!)).not.toContain('extra');
      await all();
      await handle.db.execute(sql.raw(`alter table notes add column extra text default 'x'`));
      expect((await all())[0]).toMatchObject({ id: 1, extra: 'x' });
      expect((await all())[0]).toMatchObject({ id: 1, extra: 'x' });
    });

    it('a statement deallocated behind its back is prepared again', async () => {
      expect((await notesById(1)).map((r) => r.title)).toEqual(['one']);
      await handle.db.execute(sql.raw('deallocate all'));
      expect(await preparedCounts('from notes where id =')).toEqual([]);
      expect((await notesById(1)).map((r) => r.title)).toEqual(['one']);
      expect((await notesById(1)).map((r) => r.title)).toEqual(['one']);
      expect(await preparedCounts('from notes where id =')).toHaveLength(1);
    });

    it('a read started while a transaction is open waits for it and does not see what it rolled back', async () => {
      let inside!: () => void;
      const opened = new Promise<void>((resolve) => (inside = resolve));
      const count = () =>
        queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from notes where id > ${0}`);
      const before = (await count())[0]!.n;
      const transaction = handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into notes (id, title) values (${99}, ${'uncommitted'})`);
          inside();
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('roll back');
        })
        .catch(() => 'rolled back');
      await opened;
      expect((await count())[0]!.n).toBe(before);
      expect(await transaction).toBe('rolled back');
    });
  });
});
