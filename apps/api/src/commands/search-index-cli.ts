// `npm run db:search-index [-- --all]`: gives every searchable row without search text its text and vector (posts
// and static pages written before search covered them; `--all` rebuilds every row), then creates the rum search
// indexes when the extension was installed after the migrations ran (nothing happens without it). Index builds
// take minutes at a million documents.
import { loadEnv } from '../env.js';
import { openDatabase } from '../db/client.js';
import { createRumIndexes, reindexSearch } from './search-index.js';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  const counts = await reindexSearch(handle.db, { all: process.argv.includes('--all') });
  console.log(
    `search-index: search text rebuilt for ${Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ')}`,
  );
  const ok = await createRumIndexes(handle.db);
  console.log(
    ok
      ? 'search-index: the rum indexes are in place; search reads ranked candidates from them'
      : 'search-index: the rum extension is not available here; search ranks candidates from the GIN indexes',
  );
} finally {
  await handle.close();
}
