// Starts the API: reads the environment, opens and migrates the database, seeds when asked, listens.
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/demo.js';
import { loadEnv } from './env.js';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await handle.migrate();
if (env.SEED_IF_EMPTY) await seedIfEmpty(handle.db, env);

const app = await buildApp({ db: handle.db, env });
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  try {
    await app.close();
  } finally {
    await handle.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
} catch (error) {
  app.log.error(error);
  await handle.close();
  process.exit(1);
}
console.log(`Reef API listening on http://${env.API_HOST}:${env.API_PORT} (${handle.kind}; docs at /v1/docs)`);
