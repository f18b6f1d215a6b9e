// Unique slugs: slugify the title, then append -2, -3… until free.
import { slugify } from '@reef/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../lib/sql.js';

const TABLES = {
  tutorials: 'tutorials',
  questions: 'questions',
  tutorial_series: 'tutorial_series',
  tools: 'tools',
  tags: 'tags',
} as const;

/** A slug not yet used in the table (old slugs in slug_history count as used). */
export async function uniqueSlug(
  db: Executor,
  table: keyof typeof TABLES,
  source: string,
  objectType: string,
): Promise<string> {
  const base = (slugify(source) || 'untitled').slice(0, 180).replace(/-+$/, '');
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from ${sql.identifier(TABLES[table])} where slug = ${base} or slug like ${base + '-%'}
        union select slug from slug_history where object_type = ${objectType} and (slug = ${base} or slug like ${base + '-%'})`,
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
