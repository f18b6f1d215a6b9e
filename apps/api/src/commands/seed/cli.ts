// `npm run db:seed`: migrates, then writes the demo content (safe to run again).
import { loadEnv } from '../../env.js';
import { configureRendering } from '../../platform/services/render.js';
import { openDatabase } from '../../db/client.js';
import { demoAccountNotice, seedDemo } from './demo.js';

const env = loadEnv();
// Images in rendered content go through the image service, as in the API's own writes.
configureRendering({ publicApiUrl: env.PUBLIC_API_URL, imageOrigins: env.IMAGE_ALLOWED_ORIGINS });
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  const started = Date.now();
  await seedDemo(handle.db, env, (line) => console.log(`seed: ${line}`));
  console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);
  const notice = await demoAccountNotice(handle.db, env);
  if (notice) console.warn(notice);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
