// Reads from a streaming read replica (DATABASE_REPLICA_URL), against a real primary and a real hot standby started
// for this file from the machine's PostgreSQL binaries. Runs in the PostgreSQL pass of the suite (DATABASE_URL set);
// skipped, saying why, where the server binaries are missing.
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresServer,
  createReplicaServer,
  hasPostgresBinaries,
  type PostgresServer,
} from '../../../../scripts/pg-cluster.mjs';
import { buildApp } from '../app.js';
import { testEnv, type TestApp } from '../test/app.js';
import { reachableRedis } from '../test/redis.js';
import { buildTutorial, buildUser, signIn } from '../test/factories.js';
import type { App } from '../platform/types.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { parseLsn } from './read-replica.js';

const runs = Boolean(process.env.DATABASE_URL) && hasPostgresBinaries();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!runs)('read replica (DATABASE_REPLICA_URL)', () => {
  let primaryServer: PostgresServer;
  let replicaServer: PostgresServer;
  let primary: DatabaseHandle;
  let replica: DatabaseHandle;
  let app: App;
  let t: TestApp;

  const lsnOf = async (handle: DatabaseHandle, query: string) => {
    const result = (await handle.db.execute(sql.raw(query))) as unknown as { rows: { lsn: string }[] };
    return parseLsn(result.rows[0]?.lsn) ?? -1;
  };
  const replicaCaughtUp = async () =>
    (await lsnOf(replica, 'select pg_last_wal_replay_lsn()::text as lsn')) >=
    (await lsnOf(primary, 'select pg_current_wal_lsn()::text as lsn'));
  const titleOnReplica = async (id: number) => {
    const result = (await replica.db.execute(
      sql`select title from tutorials where id = ${id}`,
    )) as unknown as {
      rows: { title: string }[];
    };
    return result.rows[0]?.title;
  };
  const read = (slug: string) => app.inject({ method: 'GET', url: `/content/v1/tutorials/${slug}` });

  beforeAll(async () => {
    primaryServer = createPostgresServer({ port: await freePort() });
    primary = await openDatabase({ databaseUrl: primaryServer.url, poolSize: 4 });
    await primary.migrate();
    replicaServer = createReplicaServer(primaryServer, { port: await freePort() });
    replica = await openDatabase({ databaseUrl: replicaServer.url, poolSize: 4, connectTimeoutMs: 1000 });
    const env = testEnv({ DATABASE_URL: primaryServer.url, DATABASE_REPLICA_URL: replicaServer.url });
    app = await buildApp({ db: primary.db, env, replicaDb: replica.db });
    t = {
      app,
      db: primary.db,
      env,
      revalidations: [],
      startInstance: () => Promise.reject(new Error('not used here')),
      close: () => app.close(),
    };
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await replica?.close().catch(() => undefined);
    await primary?.close();
    replicaServer?.destroy();
    primaryServer?.destroy();
  });

  it('an anonymous content read goes to the replica once it has replayed the last write', async () => {
    const tutorial = await buildTutorial(t, { title: 'How To Install Nginx on Ubuntu' });
    await waitFor(replicaCaughtUp, 'the replica to replay the new tutorial');
    const before = app.ctx.reads!.counts();
    const res = await read(tutorial.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('How To Install Nginx on Ubuntu');
    expect(app.ctx.reads!.counts().replica).toBe(before.replica + 1);
  });

  it('a write is visible at the next read while the replica lags behind it (the read goes to the primary)', async () => {
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const tutorial = await buildTutorial(t, { author, title: 'How To Configure a Firewall' });
    await waitFor(replicaCaughtUp, 'the replica to replay the new tutorial');
    await replica.db.execute(sql`select pg_wal_replay_pause()`);
    try {
      const edit = await app.inject({
        method: 'PATCH',
        url: `/v1/tutorials/${tutorial.id}`,
        headers: await signIn(t, author),
        payload: { tutorial: { title: 'How To Configure a Firewall with UFW' } },
      });
      expect(edit.statusCode).toBe(200);
      // The replica really is behind: it still has the old title.
      expect(await titleOnReplica(tutorial.id)).toBe('How To Configure a Firewall');
      const before = app.ctx.reads!.counts();
      const res = await read(tutorial.slug);
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('How To Configure a Firewall with UFW');
      expect(app.ctx.reads!.counts().primary).toBe(before.primary + 1);
    } finally {
      await replica.db.execute(sql`select pg_wal_replay_resume()`);
    }
    await waitFor(replicaCaughtUp, 'the replica to replay the edit');
    const before = app.ctx.reads!.counts();
    const res = await read(tutorial.slug);
    expect(res.json().title).toBe('How To Configure a Firewall with UFW');
    expect(app.ctx.reads!.counts().replica).toBe(before.replica + 1);
  });

  it('several instances: a write through one is visible through the other while the replica lags (Redis)', async () => {
    const redis = await reachableRedis();
    if (!redis) return; // printed why; CI has Redis and fails instead
    const env = testEnv({
      DATABASE_URL: primaryServer.url,
      DATABASE_REPLICA_URL: replicaServer.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.prefix,
    });
    // Each instance has its own pools, as separate processes would (events bind to their database object).
    const handles = await Promise.all(
      [primaryServer, replicaServer, primaryServer, replicaServer].map((server) =>
        openDatabase({ databaseUrl: server.url, poolSize: 2 }),
      ),
    );
    const [writerPrimary, writerReplica, readerPrimary, readerReplica] = handles.map((handle) => handle.db);
    const writer = await buildApp({ db: writerPrimary!, env, replicaDb: writerReplica });
    const reader = await buildApp({ db: readerPrimary!, env, replicaDb: readerReplica });
    try {
      const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
      const tutorial = await buildTutorial(t, { author, title: 'How To Use SSH Keys' });
      await waitFor(replicaCaughtUp, 'the replica to replay the new tutorial');
      await replica.db.execute(sql`select pg_wal_replay_pause()`);
      try {
        const edit = await writer.inject({
          method: 'PATCH',
          url: `/v1/tutorials/${tutorial.id}`,
          headers: await signIn(t, author),
          payload: { tutorial: { title: 'How To Use SSH Keys on Debian' } },
        });
        expect(edit.statusCode).toBe(200);
        expect(await titleOnReplica(tutorial.id)).toBe('How To Use SSH Keys');
        const res = await reader.inject({ method: 'GET', url: `/content/v1/tutorials/${tutorial.slug}` });
        expect(res.json().title).toBe('How To Use SSH Keys on Debian');
        expect(reader.ctx.reads!.counts()).toEqual({ replica: 0, primary: 1 });
      } finally {
        await replica.db.execute(sql`select pg_wal_replay_resume()`);
      }
    } finally {
      await writer.close();
      await reader.close();
      await Promise.all(handles.map((handle) => handle.close()));
      await redis.cleanup();
    }
  });

  it('signed-in reads and writes never go to the replica', async () => {
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const tutorial = await buildTutorial(t, { author });
    const before = app.ctx.reads!.counts();
    const res = await app.inject({
      method: 'GET',
      url: `/v1/tutorials/${tutorial.id}`,
      headers: await signIn(t, author),
    });
    expect(res.statusCode).toBe(200);
    expect(app.ctx.reads!.counts()).toEqual(before);
  });

  it('the replica down: anonymous reads still answer, from the primary', async () => {
    const tutorial = await buildTutorial(t, { title: 'How To Back Up PostgreSQL' });
    replicaServer.stop('immediate');
    try {
      const res = await read(tutorial.slug);
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('How To Back Up PostgreSQL');
      // inject() comes from the loopback interface, which may read /metrics.
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/reef_db_routed_reads_total\{target="primary"\} [1-9]/);
      expect(metrics.body).toMatch(/reef_db_routed_reads_total\{target="replica"\} [1-9]/);
    } finally {
      replicaServer.start();
    }
  });
});
