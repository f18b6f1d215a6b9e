// Re-renders stored markdown whose renderer version differs from the current one (run after an
// upgrade of @reef/markdown). Works in batches so it can run on a live database.
import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/lib/sql.js';
import { CONTENT_KINDS, tutorialKind, type ContentKind } from '../platform/services/content-kinds.js';
import { RENDERER_VERSION, render } from '../platform/services/render.js';
import {
  refreshSearchVector,
  searchTextOf,
  sliceText,
  type SearchableTable,
} from '../platform/services/search-vectors.js';
import { rerenderedSliceData, type StaticPageData } from '../resources/static-pages/index.js';
import type { Database } from '../db/client.js';

// Every content kind with a markdown body, plus the saved versions of tutorials. Searchable tables also get
// their plain-text body and search vector rebuilt, and rows still without a plain-text body (written before it
// existed) count as stale.
const TARGETS: { table: string; preset: ContentKind['preset']; searchable?: SearchableTable }[] = [
  ...CONTENT_KINDS.map((kind) => ({
    table: kind.tableName,
    preset: kind.preset,
    searchable: kind.searchable,
  })),
  { table: 'tutorial_versions', preset: tutorialKind.preset },
];

/** Re-renders every stale row; returns how many rows changed per table. */
export async function rerenderAll(
  db: Database,
  options: { batchSize?: number; log?: (line: string) => void } = {},
): Promise<Record<string, number>> {
  const batch = options.batchSize ?? 500;
  const counts: Record<string, number> = {};
  for (const target of TARGETS) {
    const table = sql.identifier(target.table);
    const hasType = target.table === 'comments';
    const isSearchable = target.searchable !== undefined;
    let done = 0;
    let lastId = 0;
    for (;;) {
      const rows = await queryRows<{ id: number; body_markdown: string; type?: string }>(
        db,
        sql`select id, body_markdown ${hasType ? sql`, type` : sql``} from ${table}
            where (renderer_version <> ${RENDERER_VERSION}${isSearchable ? sql` or body_text is null` : sql``}) and id > ${lastId} order by id limit ${batch}`,
      );
      if (rows.length === 0) break;
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const out = render(row.body_markdown, target.preset(row));
          await tx.execute(
            sql`update ${table} set body_html = ${out.html}, headings = ${JSON.stringify(out.headings)}::jsonb, renderer_version = ${out.rendererVersion} where id = ${row.id}`,
          );
          if (target.searchable)
            await refreshSearchVector(tx, target.searchable, row.id, searchTextOf(out.html));
        }
      });
      lastId = rows[rows.length - 1]!.id;
      done += rows.length;
      options.log?.(`${target.table}: ${done}`);
    }
    counts[target.table] = done;
  }
  counts.static_pages = await rerenderStaticPages(db, batch, options.log);
  return counts;
}

/**
 * Static pages keep their renderer version inside `data` (their slices are free-form JSON); a page without a
 * plain-text body (written before search covered pages) counts as stale too.
 */
async function rerenderStaticPages(
  db: Database,
  batch: number,
  log?: (line: string) => void,
): Promise<number> {
  let done = 0;
  let lastId = 0;
  for (;;) {
    const rows = await queryRows<{ id: number; data: StaticPageData }>(
      db,
      sql`select id, data from static_pages where ((data->>'renderer_version') is distinct from ${RENDERER_VERSION} or body_text is null) and id > ${lastId} order by id limit ${batch}`,
    );
    if (rows.length === 0) break;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const data = rerenderedSliceData(row.data ?? {});
        await tx.execute(
          sql`update static_pages set data = ${JSON.stringify(data)}::jsonb where id = ${row.id}`,
        );
        // Its search text and vector, from the slices as rendered now.
        await refreshSearchVector(tx, 'static_pages', row.id, sliceText(data));
      }
    });
    lastId = rows[rows.length - 1]!.id;
    done += rows.length;
    log?.(`static_pages: ${done}`);
  }
  return done;
}
