// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadEnv } from '../env.js';
import { openDatabase } from './client.js';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  console.log(`migrations applied (${handle.kind})`);
} finally {
  await handle.close();
}
