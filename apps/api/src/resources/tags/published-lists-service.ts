// What the static-content lists of published site content (posts, static pages) share: the filter that leaves out
// named items, the author filter and the three orders, over any table with the same columns.
import type { Actor } from '@reef/core';
import { and, asc, desc, eq, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { NotFoundError } from '../../platform/errors.js';
import type { LocalMessage } from '../../platform/i18n.js';
import { isNumericId, paginate, toPage, type Paginated } from '../../platform/lib/pagination.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { readColumns } from '../../platform/services/content-kinds.js';
import { loadAuthors } from '../../platform/services/relations.js';
import { liveScope } from '../../platform/services/scheduled-publishing.js';
import { loadSiteTags } from './site-tags-service.js';

/** Leaves out the items named in `exclude`, each by numeric id or by slug (any case). */
export function excludeCondition(
  idColumn: AnyColumn,
  slugColumn: AnyColumn,
  exclude: string[] | undefined,
): SQL | undefined {
  if (!exclude?.length) return undefined;
  const ids = exclude.filter(isNumericId).map(Number);
  const slugs = exclude.filter((e) => !isNumericId(e)).map((e) => e.toLowerCase());
  return and(
    ids.length ? notInArray(idColumn, ids) : undefined,
    slugs.length ? notInArray(slugColumn, slugs) : undefined,
  );
}

/** Rows written by one of the members named by profile slug (any case). */
export function authoredBy(authorId: AnyColumn, slugs: string[]): SQL {
  return sql`${authorId} in (select ${users.id} from ${users} where ${users.slug} in ${slugs.map((s) => s.toLowerCase())})`;
}

type PublishedTable = PgTable & { id: PgColumn; title: PgColumn; publishedAt: PgColumn };
type TypedTable = PgTable & {
  id: PgColumn;
  slug: PgColumn;
  type: PgColumn;
  state: PgColumn;
  publishedAt: PgColumn;
};

/** Loads the authors and tags shown beside posts or static pages. */
export async function bundleSiteContent(
  db: Executor,
  kind: 'post' | 'static_page',
  rows: { id: number; authorId: number | null }[],
) {
  const [authors, tagMap] = await Promise.all([
    loadAuthors(
      db,
      rows.map((r) => r.authorId),
    ),
    loadSiteTags(
      db,
      kind,
      rows.map((r) => r.id),
    ),
  ]);
  return { authors, tags: tagMap };
}

/** A post or page by type and slug (or numeric id) that the actor may see and that has gone live, or 404. */
export async function findPublished<T extends TypedTable>(
  db: Executor,
  actor: Actor,
  kind: { table: T; subject: 'post' | 'static_page'; notFound: LocalMessage },
  type: string,
  slug: string,
): Promise<T['$inferSelect']> {
  const t = kind.table;
  const key = isNumericId(slug)
    ? or(eq(t.id, Number(slug)), eq(t.slug, slug))
    : eq(t.slug, slug.toLowerCase());
  const [row] = await db
    .select(readColumns(t as PgTable))
    .from(t as PgTable)
    .where(
      and(
        eq(t.type, type),
        key,
        visibleScope(actor, kind.subject, { state: t.state }),
        liveScope(actor, kind.subject, t.publishedAt),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(kind.notFound);
  return row as T['$inferSelect'];
}

/** One page of published items, by title, oldest first, or newest first (the default); ties go by id. */
export function publishedPage<T extends PublishedTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  input: { order: 'newest' | 'oldest' | 'title'; page: number },
  pageSize: number,
) {
  const order =
    input.order === 'title'
      ? [asc(table.title)]
      : input.order === 'oldest'
        ? [sql`${table.publishedAt} asc nulls last`, asc(table.id)]
        : [sql`${table.publishedAt} desc nulls last`, desc(table.id)];
  // Without the search text and vector (read by search's SQL only): a list page stays the size it was.
  const rows = db
    .select(readColumns(table as PgTable))
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return paginate(db, toPage(input.page, pageSize), rows, { from: table, where }) as Promise<
    Paginated<T['$inferSelect']>
  >;
}
