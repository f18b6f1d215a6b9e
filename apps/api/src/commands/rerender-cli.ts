// `npm run db:rerender`: re-renders every row stored with an older markdown renderer version.
import { loadEnv } from '../env.js';
import { openDatabase } from '../db/client.js';
import { rerenderAll } from './rerender.js';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  const counts = await rerenderAll(handle.db, { log: (line) => console.log(`rerender: ${line}`) });
  console.log(`rerender: done ${JSON.stringify(counts)}`);
} finally {
  await handle.close();
}
