// The durable revalidation job (PostgreSQL: graphile-worker). "A kill -9 between commit and revalidation loses
// nothing": the job is written in the write's transaction, so it exists once the write is acknowledged, whatever
// becomes of the process; a runner started afterwards makes the call, retries it while the web app fails, and
// saves of the same page make one job. The embedded database has no queue (its call after commit is tested in
// platform/events/events.test.ts); bench/ops/revalidation-kill9.mjs is the same proof with a real kill -9.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staticPageTarget } from '@reef/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { revalidateOnCommit, transaction } from '../platform/events/bus.js';
import { queryRows } from '../platform/lib/sql.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildUserWith, signIn } from '../test/factories.js';
import { sql } from 'drizzle-orm';
import { REVALIDATE_DELAY_SECONDS, REVALIDATE_TASK } from './revalidation.js';

type Job = { payload: { tags: string[]; paths: string[] }; attempts: number; last_error: string | null };

describe.runIf(process.env.DATABASE_URL)('revalidation jobs on the PostgreSQL job queue', () => {
  let t: TestApp;
  let web: Server;
  /** What the stand-in web app was asked (paths), and the statuses it answers next (200 once empty). */
  const received: string[][] = [];
  const answers: number[] = [];

  beforeAll(async () => {
    web = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push((JSON.parse(body) as { paths: string[] }).paths);
        res.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    const port = (web.address() as AddressInfo).port;
    t = await createTestApp({ REVALIDATE_URL: `http://127.0.0.1:${port}/api/revalidate` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => web.close(() => resolve()));
  });
  beforeEach(() => {
    received.length = 0;
    answers.length = 0;
  });

  const jobs = () =>
    queryRows<Job>(
      t.db,
      sql`select j.payload, j.attempts, j.last_error
          from graphile_worker._private_jobs j join graphile_worker._private_tasks k on k.id = j.task_id
          where k.identifier = ${REVALIDATE_TASK}`,
    );
  /** Runs the revalidation jobs that are due once their delay after the commit has passed. */
  async function runDueJobs() {
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_DELAY_SECONDS * 1000 + 200));
    await t.app.ctx.jobs.runOnce();
  }

  it('an admin write commits its revalidation job with it, and a runner started later tells the web app', async () => {
    const editor = await buildUserWith(t, 'MANAGE_STATIC_PAGES');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers: await signIn(t, editor),
      payload: {
        static_page: {
          type: 'legal',
          slug: 'drill',
          title: 'Drill terms',
          state: 'published',
          slices: [{ slice_type: 'content', primary: { body: 'Be kind.' }, items: [] }],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await jobs()).map((j) => j.payload.paths)).toEqual([['/legal/drill']]);

    await runDueJobs();
    expect(received).toEqual([['/legal/drill']]);
    expect(await jobs(), 'a job the web app answered is done').toEqual([]);
  });

  it('a write that rolls back leaves no job', async () => {
    await transaction(t.db, async (tx) => {
      revalidateOnCommit(tx, [staticPageTarget('legal', 'rolled-back')]);
      throw new Error('the write failed');
    }).catch(() => undefined);
    expect(await jobs()).toEqual([]);
  });

  it('saves of the same page before its job runs make one job, and one call', async () => {
    for (let i = 0; i < 3; i++)
      await transaction(t.db, async (tx) => revalidateOnCommit(tx, [staticPageTarget('legal', 'often')]));
    expect(await jobs()).toHaveLength(1);
    await runDueJobs();
    expect(received).toEqual([['/legal/often']]);
  });

  it('a call the web app fails (503) is tried again by the queue', async () => {
    answers.push(503);
    await transaction(t.db, async (tx) => revalidateOnCommit(tx, [staticPageTarget('legal', 'flaky')]));
    await runDueJobs();
    expect(received).toEqual([['/legal/flaky']]);
    const [job] = await jobs();
    expect(job).toMatchObject({ attempts: 1, last_error: expect.stringContaining('503') });
  });
});
