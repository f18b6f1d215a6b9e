// The admin and editor pickers: a few rows of one kind whose title or slug contains the search text, in title
// order, scoped to what the actor may see (spec: community-app §7, POST /v1/search/*).
import type { Actor } from '@reef/core';
import { and, asc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { versionedTutorialGroups } from '../../db/schema/index.js';
import { escapeLike } from '../../platform/lib/sql.js';
import {
  kindScope,
  questionKind,
  seriesKind,
  tutorialKind,
  type ContentKind,
} from '../../platform/services/content-kinds.js';

/** What a picker searches: a table, its columns, and the `type` each hit reports. */
type Picker = {
  type: string;
  table: PgTable;
  columns: { id: PgColumn; slug: PgColumn; title: PgColumn; state?: PgColumn };
  /** The content kind whose visibility scopes the hits; without one every row may be picked. */
  kind?: ContentKind;
  /** Whether the picker honours `state` in the request. */
  filtersState?: boolean;
};

function contentPicker(type: string, kind: ContentKind, filtersState: boolean): Picker {
  const { id, slug, title, state } = kind.columns;
  return { type, table: kind.table, columns: { id, slug: slug!, title: title!, state }, kind, filtersState };
}

export const PICKERS = {
  tutorials: contentPicker('tutorial', tutorialKind, true),
  tutorialSeries: contentPicker('tutorial_series', seriesKind, false),
  questions: contentPicker('question', questionKind, true),
  versionedTutorialGroups: {
    type: 'versioned_tutorial_group',
    table: versionedTutorialGroups,
    columns: {
      id: versionedTutorialGroups.id,
      slug: versionedTutorialGroups.slug,
      title: versionedTutorialGroups.name,
    },
  },
} satisfies Record<string, Picker>;

/** One picker's hits: `{ id, slug, title, state, type }`, at most `limit`. */
export async function pick(
  db: Executor,
  picker: Picker,
  actor: Actor,
  body: { search: string; limit: number; state?: string },
) {
  const { columns } = picker;
  return db
    .select({
      id: columns.id,
      slug: columns.slug,
      title: columns.title,
      state: columns.state ?? sql<null>`null`,
      type: sql<string>`${picker.type}`,
    })
    .from(picker.table)
    .where(
      and(
        picker.kind ? kindScope(picker.kind, actor) : undefined,
        match(columns.title, columns.slug, body.search),
        picker.filtersState && body.state && columns.state
          ? sql`${columns.state} = ${body.state}`
          : undefined,
      ),
    )
    .orderBy(asc(columns.title))
    .limit(body.limit);
}

function match(title: PgColumn, slug: PgColumn, text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(title, pattern), ilike(slug, pattern));
}
