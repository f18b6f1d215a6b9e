// The embedded database on a thread of its own (db/pglite-thread.ts), as `npm start` runs it: the API keeps serving
// while PostgreSQL works, and a caller sees what PGlite on its own thread would show. These run on PGlite whatever
// DATABASE_URL says.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { queryRows } from '../platform/lib/sql.js';

const dirs: string[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function open(options: Parameters<typeof openDatabase>[0]) {
  const handle = await openDatabase(options);
  handles.push(handle);
  return handle;
}

/** How many times a 10 ms timer of this thread fired while `work` ran. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

const count = async (handle: DatabaseHandle, table: string) =>
  (await queryRows<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('the embedded database on its own thread', () => {
  it('a data directory on disk runs on its own thread: this thread keeps running while a long statement runs, and it does not on the main thread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reef-pglite-thread-'));
    dirs.push(dir);
    const onDisk = await open({ dataDir: dir });
    const sleep = (handle: DatabaseHandle) => () => handle.db.execute(sql`select pg_sleep(${0.4})`);
    expect(await ticksDuring(sleep(onDisk))).toBeGreaterThan(0);
    const onMain = await open({ inMemory: true });
    expect(await ticksDuring(sleep(onMain))).toBe(0);
  });

  it('what was written survives closing and opening the data directory again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reef-pglite-thread-'));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.execute(sql.raw(`create table kept (id int primary key, title text)`));
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (${1}, ${'one'}), (${2}, ${'two'})`);
    });
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();
    const again = await open({ dataDir: dir });
    await again.migrate();
    expect(
      await queryRows<{ id: number; title: string }>(again.db, sql`select * from kept order by id`),
    ).toEqual([
      { id: 1, title: 'one' },
      { id: 2, title: 'two' },
    ]);
  });

  it('many callers at once each get their own answer, whether their neighbours ran in a transaction or failed', async () => {
    const handle = await open({ inMemory: true, thread: 'worker' });
    // Single statements are sent without waiting for the one before (pglite-prepared.ts): each must still get its
    // own rows, and a neighbour's error must stay the neighbour's.
    const row = (i: number, divisor: number, label: string) =>
      sql`select (${i}::int / ${divisor}::int) as n, ${label} as label`;
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => {
        const call =
          i % 3 === 0
            ? handle.db.transaction(async (tx) =>
                queryRows<{ n: number; label: string }>(tx, row(i, 1, `t${i}`)),
              )
            : queryRows<{ n: number; label: string }>(handle.db, row(i, i % 7 === 0 ? 0 : 1, `q${i}`));
        return call.then(
          (rows) => rows,
          (error: { cause?: { code?: string } }) => error.cause?.code,
        );
      }),
    );
    answers.forEach((answer, i) =>
      expect(answer).toEqual(
        i % 3 !== 0 && i % 7 === 0 ? '22012' : [{ n: i, label: `${i % 3 === 0 ? 't' : 'q'}${i}` }],
      ),
    );
  });

  it("a failed statement, inside a transaction or not, gives PostgreSQL's error and rolls back, and the next one runs", async () => {
    const handle = await open({ inMemory: true, thread: 'worker' });
    await handle.db.execute(sql.raw(`create table items (id int primary key)`));
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
      );
    expect(await failure(handle.db.execute(sql`select * from missing_table where id = ${1}`))).toBe('42P01');
    expect(
      await failure(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into items values (${1})`);
          await tx.execute(sql`insert into items values (${1})`);
        }),
      ),
    ).toBe('23505');
    expect(await count(handle, 'items')).toBe(0);
    await handle.db.execute(sql`insert into items values (${1})`);
    expect(await count(handle, 'items')).toBe(1);
  });

  it('a copy of the data directory taken on the thread opens on the main thread, and one taken there opens on the thread', async () => {
    const onThread = await open({ inMemory: true, thread: 'worker' });
    await onThread.db.execute(sql.raw(`create table copied (id int)`));
    await onThread.db.execute(sql.raw(`insert into copied values (1), (2), (3)`));
    const onMain = await open({ inMemory: true, loadDataDir: await onThread.dumpDataDir!() });
    expect(await count(onMain, 'copied')).toBe(3);
    await onMain.db.execute(sql.raw(`insert into copied values (4)`));
    const backOnThread = await open({
      inMemory: true,
      thread: 'worker',
      loadDataDir: await onMain.dumpDataDir!(),
    });
    expect(await count(backOnThread, 'copied')).toBe(4);
  });

  it('closing waits for the statement running, and a later call fails with a clear error', async () => {
    const handle = await openDatabase({ inMemory: true, thread: 'worker' });
    // Drizzle sends a statement when it is awaited: started here, it is running when `close` is called.
    const running = Promise.resolve(handle.db.execute(sql`select pg_sleep(${0.2}), ${'done'} as state`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await handle.close();
    expect(((await running) as unknown as { rows: { state: string }[] }).rows[0]!.state).toBe('done');
    await expect(handle.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: 'PGlite is closed' },
    });
  });
});
