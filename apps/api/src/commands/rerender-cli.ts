// `npm run db:rerender`: re-renders every row stored with an older markdown renderer version.
import { loadEnv } from '../env.js';
import { configureRendering } from '../platform/services/render.js';
import { openDatabase } from '../db/client.js';
import { rerenderAll } from './rerender.js';

const env = loadEnv();
// Images in rendered content go through the image service, as in the API's own writes.
configureRendering({ publicApiUrl: env.PUBLIC_API_URL, imageOrigins: env.IMAGE_ALLOWED_ORIGINS });
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  const counts = await rerenderAll(handle.db, { log: (line) => console.log(`rerender: ${line}`) });
  console.log(`rerender: done ${JSON.stringify(counts)}`);
} finally {
  await handle.close();
}
