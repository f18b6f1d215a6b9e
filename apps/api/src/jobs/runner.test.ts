// The job runner's go-live sweep: "a published page or post whose published_at is in the future stays off the site
// until then" — and when its time comes, the sweep of that minute revalidates its page. On PostgreSQL the sweep is
// graphile-worker's `publish_due` cron job (one per minute, whatever the number of instances), which names the minute
// it was scheduled for; on the embedded database, a timer whose first sweep looks an hour back.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { buildUserWith, signIn } from '../test/factories.js';
import { PUBLISH_TASK } from './runner.js';

const t = useTestApp();

/** Publishes a legal page whose time comes in `ms` milliseconds. */
async function scheduledPage(slug: string, ms: number) {
  const headers = await signIn(t, await buildUserWith(t, 'MANAGE_STATIC_PAGES'));
  const at = new Date(Date.now() + ms);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/static_pages',
    headers,
    payload: {
      static_page: {
        type: 'legal',
        slug,
        title: `Scheduled ${slug}`,
        state: 'published',
        published_at: at.toISOString(),
        slices: [{ slice_type: 'content', primary: { body: 'Soon.' }, items: [] }],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return at;
}

const revalidatedPaths = (from: number) => t.revalidations.slice(from).flatMap((r) => r.paths);

describe('scheduled go-live', () => {
  it.runIf(process.env.DATABASE_URL)(
    "the minute's publish_due job revalidates the pages whose time came in that minute, not before",
    async () => {
      const at = await scheduledPage('minute-job', 1500);
      /** Adds the cron job of the minute ending at `ts`, as graphile-worker's crontab does, and runs it. */
      const runMinute = async (ts: Date) => {
        await t.db.execute(
          sql`select graphile_worker.add_job(${PUBLISH_TASK}, json_build_object('_cron', json_build_object('ts', ${ts.toISOString()}::text, 'backfilled', false)))`,
        );
        await t.app.ctx.jobs.runOnce();
      };

      let before = t.revalidations.length;
      await runMinute(new Date(at.getTime() - 1000));
      expect(revalidatedPaths(before), 'a minute ending before its time').not.toContain('/legal/minute-job');

      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 100));
      before = t.revalidations.length;
      await runMinute(new Date());
      expect(revalidatedPaths(before)).toContain('/legal/minute-job');
    },
  );

  it.runIf(!process.env.DATABASE_URL)(
    "the embedded database's sweep revalidates a page whose time has come",
    async () => {
      const at = await scheduledPage('timer-sweep', 500);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 100));
      const before = t.revalidations.length;
      await t.app.ctx.jobs.runOnce();
      expect(revalidatedPaths(before)).toContain('/legal/timer-sweep');
    },
  );
});
