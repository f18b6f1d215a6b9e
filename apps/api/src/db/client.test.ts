// The PostgreSQL pool survives the server dropping its connections (restart, failover, an
// administrator's pg_terminate_backend): the request in flight gets 503, the process keeps running,
// and the next request is served on a new connection without restarting anything.
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../platform/lib/db-errors.js';
import { withoutJit } from './client.js';
import { useTestApp } from '../test/app.js';
import { buildQuestion } from '../test/factories.js';

const t = useTestApp();

describe.runIf(process.env.DATABASE_URL)('PostgreSQL connections cut by the server', () => {
  it('a transaction whose connection is terminated fails as "unavailable", does not crash the process, and the pool recovers', async () => {
    const question = await buildQuestion(t);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const outcome = await t.db
        .transaction(async (tx) => {
          const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          const pid = result.rows[0]!.pid;
          // The server ends this connection between two queries of the transaction: the driver emits
          // 'error' on a checked-out client, which used to be an unhandled event that killed the API.
          await admin.query('select pg_terminate_backend($1)', [pid]);
          await delay(200);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : `other: ${String(error)}`),
        );
      expect(outcome).toBe('unavailable');
      const res = await t.app.inject({ method: 'GET', url: `/v1/questions/${question.id}` });
      expect(res.statusCode).toBe(200);
    } finally {
      await admin.end();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL connections of the pool', () => {
  it('run without just-in-time compilation, however many connections a burst opens', async () => {
    // Ten at once: each on its own connection, so every one the pool opened is asked.
    const settings = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.db.transaction(async (tx) => {
          const result = (await tx.execute(sql`select current_setting('jit') as jit`)) as unknown as {
            rows: { jit: string }[];
          };
          await delay(50);
          return result.rows[0]!.jit;
        }),
      ),
    );
    expect(settings).toEqual(Array.from({ length: 10 }, () => 'off'));
  });
});

describe('the connection string the pool opens', () => {
  const optionsOf = (url: string) => new URL(url).searchParams.get('options');

  it("turns just-in-time compilation off, keeping the operator's own options and everything else", () => {
    expect(optionsOf(withoutJit('postgres://reef@db.internal:5432/reef'))).toBe('-c jit=off');
    const own = withoutJit(
      'postgres://reef:p%40ss@db.internal:5432/reef?sslmode=require&options=-c%20statement_timeout%3D5s',
    );
    expect(optionsOf(own)).toBe('-c statement_timeout=5s -c jit=off');
    const url = new URL(own);
    expect([url.password, url.hostname, url.pathname, url.searchParams.get('sslmode')]).toEqual([
      'p%40ss',
      'db.internal',
      '/reef',
      'require',
    ]);
  });

  it('leaves jit as the operator set it, and a string it cannot read as it is', () => {
    const chosen = 'postgres://reef@db.internal/reef?options=-c%20jit%3Don';
    expect(withoutJit(chosen)).toBe(chosen);
    expect(withoutJit('host=/var/run/postgresql dbname=reef')).toBe('host=/var/run/postgresql dbname=reef');
  });
});
