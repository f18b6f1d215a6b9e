// Graceful shutdown over a real socket: SIGTERM lets the request in flight finish, refuses new
// connections, then closes the database, and exits 0.
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { rules } from './route-rules.js';
import { createShutdown } from './shutdown.js';

describe('graceful shutdown', () => {
  it('SIGTERM drains the request in flight, refuses new ones, closes the pool and exits 0', async () => {
    const t = await createTestApp();
    // createTestApp's app is ready (routes sealed): build the slow route on a second instance of the same database.
    const { buildApp } = await import('../../app.js');
    const app = await buildApp({ db: t.db, env: t.env });
    let finished = false;
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', { config: { isPublic: true, rule: rules.public } }, async () => {
      started();
      await delay(400);
      // The database still answers while the request drains: it is closed only afterwards.
      await t.db.execute(sql`select 1`);
      finished = true;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    let databaseClosed = false;
    const exits: number[] = [];
    const shutdown = createShutdown({
      app,
      closeDatabase: async () => {
        expect(finished, 'the pool closes after the last request finished').toBe(true);
        await t.close();
        databaseClosed = true;
      },
      timeoutMs: 5000,
      exit: (code) => exits.push(code),
    });

    const inFlight = fetch(`${base}/slow`);
    // SIGTERM once the request is being handled (a request that arrives after it gets 503).
    await handlerStarted;
    const done = shutdown('SIGTERM');
    await delay(50);
    await expect(fetch(`${base}/health`), 'a new connection is refused while draining').rejects.toThrow();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await done;
    expect(databaseClosed).toBe(true);
    await expect(t.db.execute(sql`select 1`), 'the database is closed').rejects.toThrow();
    expect(exits).toEqual([0]);
  });

  it('exits 1 when requests are still in flight after SHUTDOWN_TIMEOUT_MS', async () => {
    const t = await createTestApp();
    const { buildApp } = await import('../../app.js');
    const app = await buildApp({ db: t.db, env: t.env });
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/stuck', { config: { isPublic: true, rule: rules.public } }, async () => {
      started();
      await stuck;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const exits: number[] = [];
    const inFlight = fetch(`http://127.0.0.1:${port}/stuck`);
    await handlerStarted;
    const done = shutdown();
    function shutdown() {
      return createShutdown({
        app,
        closeDatabase: () => t.close(),
        timeoutMs: 200,
        exit: (code) => exits.push(code),
      })('SIGTERM');
    }
    for (let waited = 0; !exits.length && waited < 5000; waited += 50) await delay(50);
    expect(exits).toEqual([1]);
    release();
    await inFlight;
    await done;
  });
});
