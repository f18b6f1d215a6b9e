// The search index, rebuilt after the fact: the rows' search text and vectors (`reindexSearch`: rows written
// before their kind was searched, such as posts and static pages before migration 0027, or every row), and the
// rum indexes (when the rum extension is installed on a server whose migrations already ran without it, this
// runs the migration's own feature-detecting block again).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from '../db/client.js';
import { queryRows } from '../platform/lib/sql.js';
import { refreshSearchVector, type SearchableTable } from '../platform/services/search-vectors.js';
import { rumIndexesPresent } from '../resources/search/index.js';

/** Every table search reads, in the order they are rebuilt. */
export const SEARCHABLE_TABLES: readonly SearchableTable[] = [
  'tutorials',
  'questions',
  'tutorial_series',
  'tools',
  'posts',
  'static_pages',
];

/**
 * Recomputes the search text and vector of the rows that have none (`all`: of every row), in batches of
 * committed transactions so it can run on a live site; returns how many rows each table had rebuilt.
 */
export async function reindexSearch(
  db: Database,
  options: {
    all?: boolean;
    tables?: readonly SearchableTable[];
    batchSize?: number;
    log?: (line: string) => void;
  } = {},
): Promise<Record<string, number>> {
  const batch = options.batchSize ?? 500;
  const counts: Record<string, number> = {};
  for (const table of options.tables ?? SEARCHABLE_TABLES) {
    let done = 0;
    let lastId = 0;
    for (;;) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from ${sql.identifier(table)} where id > ${lastId}
            ${options.all ? sql`` : sql`and (body_text is null or search_vector is null)`} order by id limit ${batch}`,
      );
      if (rows.length === 0) break;
      await db.transaction(async (tx) => {
        for (const row of rows) await refreshSearchVector(tx, table, row.id);
      });
      lastId = rows[rows.length - 1]!.id;
      done += rows.length;
      options.log?.(`${table}: ${done}`);
    }
    counts[table] = done;
  }
  return counts;
}

const MIGRATION = '0013_search_rum.sql';

/** The `DO` block of the rum migration, as committed. */
export function rumIndexBlock(): string {
  const statements = readFileSync(join(migrationsFolder, MIGRATION), 'utf8').split(
    '--> statement-breakpoint',
  );
  const block = statements.find((s) => s.includes('DO $$'));
  if (!block) throw new Error(`${MIGRATION} has no DO block`);
  return block;
}

/** The `DO` block of migration 0032 that adds each language's rum indexes. */
function languageRumBlock(): string {
  const file = '0032_search_language_indexes.sql';
  const statements = readFileSync(join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  const block = statements.find((s) => s.includes('_rum_idx') && s.includes('DO $do$'));
  if (!block) throw new Error(`${file} has no rum block`);
  return block;
}

/** Creates the rum indexes when the extension is there; true when search now reads candidates from them. */
export async function createRumIndexes(db: Database): Promise<boolean> {
  await db.execute(sql.raw(rumIndexBlock()));
  await db.execute(sql.raw(languageRumBlock()));
  return rumIndexesPresent(db);
}
