// `npm run db:search-index`: creates the rum search indexes when the extension was installed after the
// migrations ran (nothing happens without it). Index builds take minutes at a million documents.
import { loadEnv } from '../env.js';
import { openDatabase } from '../db/client.js';
import { createRumIndexes } from './search-index.js';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  const ok = await createRumIndexes(handle.db);
  console.log(
    ok
      ? 'search-index: the rum indexes are in place; search reads ranked candidates from them'
      : 'search-index: the rum extension is not available here; search ranks candidates from the GIN indexes',
  );
} finally {
  await handle.close();
}
