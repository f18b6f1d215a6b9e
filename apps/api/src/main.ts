// Starts the API: reads the environment, opens and migrates the database, seeds when asked, listens.
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { demoAccountNotice, seedIfEmpty } from './commands/seed/demo.js';
import { loadEnv } from './env.js';
import { createShutdown, installSignalHandlers } from './platform/lib/shutdown.js';

const env = loadEnv();
if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
  console.error(
    '[reef] DATABASE_REPLICA_URL needs DATABASE_URL: a replica of the embedded database cannot exist',
  );
  process.exit(1);
}
const handle = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  thread: env.PGLITE_THREAD,
  sharedBuffers: env.PGLITE_SHARED_BUFFERS,
  poolSize: env.DATABASE_POOL_SIZE,
  connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  // The job queue's schema installation (PostgreSQL server): its warnings and errors.
  log: (level, message) => {
    if (level === 'error' || level === 'warn') console[level](message);
  },
});
await handle.migrate();
// A streaming replica of the same server, for anonymous reads once it has replayed the last write (optional).
const replica = env.DATABASE_REPLICA_URL
  ? await openDatabase({
      databaseUrl: env.DATABASE_REPLICA_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    })
  : undefined;
if (env.SEED_IF_EMPTY) console.log(`[reef] ${(await seedIfEmpty(handle.db, env)).message}`);
// Every start says so while the demo administrator still has its published password.
const demoNotice = await demoAccountNotice(handle.db, env);

const app = await buildApp({
  db: handle.db,
  env,
  poolStats: handle.poolStats,
  databaseUrl: handle.connectionString,
  replicaDb: replica?.db,
});
// SIGTERM drains the requests in flight, then closes the pool (platform/lib/shutdown.ts).
installSignalHandlers(
  createShutdown({
    app,
    closeDatabase: async () => {
      await replica?.close();
      await handle.close();
    },
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  }),
);

try {
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
} catch (error) {
  app.log.error(error);
  await handle.close();
  process.exit(1);
}
if (env.MAIL_WORKER) {
  // On a PostgreSQL server: graphile-worker on the queue its schema install (handle.migrate) set up.
  await app.ctx.mail.start();
  // Lead webhooks run on the same queue (graphile-worker) or the embedded database's in-process runner.
  await app.ctx.leads.start();
  // Event webhooks too (docs/webhooks.md).
  await app.ctx.webhooks.start();
}
// Revalidation jobs, scheduled go-live (every minute) and, with MAIL_WORKER, the hourly digest check: once per
// schedule across instances on PostgreSQL (jobs/runner.ts).
await app.ctx.jobs.start();
console.log(
  `Reef API listening on http://${env.API_HOST}:${env.API_PORT} (${handle.kind}; docs at /v1/docs)`,
);
if (demoNotice) console.warn(demoNotice);
