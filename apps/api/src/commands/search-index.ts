// The rum search indexes, created after the fact: when the rum extension is installed on a server whose
// migrations already ran without it, this runs the migration's own feature-detecting block again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from '../db/client.js';
import { rumIndexesPresent } from '../resources/search/index.js';

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

/** Creates the rum indexes when the extension is there; true when search now reads candidates from them. */
export async function createRumIndexes(db: Database): Promise<boolean> {
  await db.execute(sql.raw(rumIndexBlock()));
  return rumIndexesPresent(db);
}
