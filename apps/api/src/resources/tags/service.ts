// Tags: listing with usage counts, lookups by id or slug, and resolving the tag names of a write.
import { listTag, objectTag, slugify, type Actor } from '@reef/core';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { reusable } from '../../db/reusable.js';
import { questionTags, questions, tags, tutorialTags, tutorials } from '../../db/schema/index.js';
import { ConflictError, localDetail, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { emit, transaction } from '../../platform/events/bus.js';
import type { EventOrigin } from '../../platform/events/catalog.js';
import { isUniqueViolation } from '../../platform/lib/db-errors.js';
import {
  isNumericId,
  literalLimit,
  paginate,
  paginationMeta,
  toPage,
  type Page,
} from '../../platform/lib/pagination.js';
import { publicScope, visibleScope } from '../../platform/policies/authorize.js';
import { listedRelations } from '../../platform/services/relations.js';
import {
  kindScope,
  questionKind,
  tutorialKind,
  type ContentKind,
} from '../../platform/services/content-kinds.js';

export type TagRow = typeof tags.$inferSelect;
/** A tag with its public item counts (stored columns, kept by triggers: see the schema). */
export type TagWithCounts = TagRow;

/** A tag's public list read from its stored count and links: the tag's id (null when no tag matches) and total. */
export type StoredTagList = { tagId: number | null; total: number };

const LIST_FILTERS = ['page', 'limit', 'sort_by', 'sort_direction'];

/**
 * The tag value (lower case) of a public list filtered by one tag and nothing else, or null when `filters` hold
 * anything besides the tag and the page, sort and size (such a list counts its rows).
 */
function onlyTag(filters: Record<string, unknown>, free: readonly string[] = LIST_FILTERS): string | null {
  const { tag, ...rest } = filters;
  if (typeof tag !== 'string' || Object.entries(rest).some(([k, v]) => v !== undefined && !free.includes(k)))
    return null;
  return tag.toLowerCase();
}

/**
 * The tag and total of a public list filtered by one tag and nothing else, read from the tag's stored count (the
 * list matches the tag by slug or by name in any case, as here); null when the value names two tags, or when
 * `filters` hold anything besides the tag and the page, sort and size, so the list counts its rows.
 */
export async function storedTagList(
  db: Executor,
  kind: 'tutorials' | 'questions',
  filters: Record<string, unknown>,
  free?: readonly string[],
): Promise<StoredTagList | null> {
  const value = onlyTag(filters, free);
  if (value === null) return null;
  const rows = await reusable(db, `tag_${kind}_count`, (rdb, name) =>
    rdb
      .select({ id: tags.id, n: kind === 'tutorials' ? tags.tutorialsCount : tags.questionsCount })
      .from(tags)
      .where(
        or(eq(tags.slug, sql.placeholder('value')), eq(sql`lower(${tags.name})`, sql.placeholder('value'))),
      )
      .limit(2)
      .prepare(name),
  ).execute({ value });
  if (rows.length === 0) return { tagId: null, total: 0 };
  return rows.length === 1 ? { tagId: rows[0]!.id, total: rows[0]!.n } : null;
}

const tagLinks = {
  tutorials: { links: tutorialTags, item: tutorials, itemId: tutorialTags.tutorialId, kind: tutorialKind },
  questions: { links: questionTags, item: questions, itemId: questionTags.questionId, kind: questionKind },
} as const;

/**
 * One page of a public list filtered by one tag and nothing else, in its default order, and its total; null when
 * the list needs the general query (other filters, or a value that names two tags).
 *
 * It reads the tag's links, which carry the list's sort key and whether the item is listed (migration 0021), so one
 * plan serves every tag, large or small, and takes the total from the tag's stored count, all in one statement. The
 * tag is found inside the statement, so no plan depends on its size, and the page size (and the first page's
 * offset) are in its text (see literalLimit): PostgreSQL then keeps the generic plan. Built once per page size (a
 * reader's list: no actor in its scope). An empty page asks the count alone, which tells no tag from two tags.
 * `columns`: the list's columns of the item.
 */
export async function storedTagPage<R>(
  db: Executor,
  kind: 'tutorials' | 'questions',
  filters: Record<string, unknown>,
  columns: Record<string, unknown>,
  page: Page,
): Promise<{ rows: R[]; total: number } | null> {
  const value = onlyTag(filters);
  if (value === null) return null;
  const t = tagLinks[kind];
  const first = page.offset === 0;
  const statement = reusable(db, `tag_${kind}_page_${page.limit}${first ? '_first' : ''}`, (rdb, name) =>
    rdb
      .select({
        ...(columns as SelectedFields),
        ...listedRelations(kind === 'tutorials' ? 'tutorial' : 'question'),
        listTotal: sql<number>`(select ${kind === 'tutorials' ? tags.tutorialsCount : tags.questionsCount} from ${tags} where ${tags.id} = ${t.links.tagId})`,
      })
      .from(t.links as PgTable)
      .innerJoin(t.item as PgTable, eq(t.item.id, t.itemId))
      .where(
        and(
          // The one tag the value names (none when it names two).
          eq(
            t.links.tagId,
            sql`(select case when count(*) = 1 then min(${tags.id}) end from ${tags}
                  where ${tags.slug} = ${sql.placeholder('value')} or lower(${tags.name}) = ${sql.placeholder('value')})`,
          ),
          sql`${t.links.listed}`,
          kindScope(t.kind as ContentKind, null, { listing: true }),
        ),
      )
      .orderBy(desc(t.links.listedAt), desc(t.itemId))
      .limit(literalLimit(page.limit))
      .offset(first ? literalLimit(0) : sql.placeholder('offset'))
      .prepare(name),
  );
  const listed = (await statement.execute(first ? { value } : { value, offset: page.offset })) as (R & {
    listTotal: number;
  })[];
  if (listed.length > 0)
    return { rows: listed.map(({ listTotal: _, ...row }) => row as R), total: Number(listed[0]!.listTotal) };
  const stored = await storedTagList(db, kind, filters);
  return stored && { rows: [], total: stored.total };
}

/** The total of a public list filtered by one tag and nothing else (see storedTagList), or null. */
export async function storedListTotal(
  db: Executor,
  kind: 'tutorials' | 'questions',
  filters: Record<string, unknown>,
  free?: readonly string[],
): Promise<number | null> {
  return (await storedTagList(db, kind, filters, free))?.total ?? null;
}

/** A tag by id or slug that the actor may see, or 404. */
export async function findTag(db: Executor, actor: Actor, idOrSlug: string): Promise<TagWithCounts> {
  const key = isNumericId(idOrSlug) ? eq(tags.id, Number(idOrSlug)) : eq(tags.slug, idOrSlug.toLowerCase());
  const rows = await db
    .select()
    .from(tags)
    .where(and(key, visibleScope(actor, 'tag', { state: tags.state })))
    .limit(1);
  if (!rows[0]) throw new NotFoundError(msg('errors', 'missing.tag'));
  return rows[0];
}

export type TagListInput = {
  page: number;
  limit: number;
  base?: 0 | 1;
  sort?: string;
  sort_direction?: 'asc' | 'desc';
  state?: string;
  type?: string;
  search?: string;
  usable?: boolean;
};

/** Tags the actor may see, paginated. */
export async function listTags(db: Executor, actor: Actor, input: TagListInput) {
  const page = toPage(input.page, input.limit, input.base ?? 1);
  const conditions: (SQL | undefined)[] = [
    actor ? visibleScope(actor, 'tag', { state: tags.state }) : publicScope('tag', tags.state),
  ];
  if (input.state) conditions.push(eq(tags.state, input.state));
  if (input.type) conditions.push(eq(tags.type, input.type));
  if (input.search)
    conditions.push(
      sql`(${tags.name} ilike ${'%' + input.search.replace(/[\\%_]/g, (c) => '\\' + c) + '%'} or ${tags.slug} ilike ${slugify(input.search) + '%'})`,
    );
  if (input.usable) conditions.push(sql`(${tags.tutorialsCount} > 0 or ${tags.questionsCount} > 0)`);
  const where = and(...conditions);
  const dir = input.sort_direction === 'desc' ? desc : asc;
  // `popular`: the public tag index's "most used first" (tutorials and questions together), name breaking ties.
  const order =
    input.sort === 'popular'
      ? desc(sql`${tags.tutorialsCount} + ${tags.questionsCount}`)
      : input.sort === 'tutorials_count'
        ? dir(tags.tutorialsCount)
        : input.sort === 'questions_count'
          ? dir(tags.questionsCount)
          : input.sort === 'created_at'
            ? dir(tags.createdAt)
            : dir(tags.name);
  const tieBreak = input.sort === 'popular' ? [asc(tags.name), asc(tags.id)] : [asc(tags.id)];
  const { rows, meta } = await paginate(
    db,
    page,
    db
      .select()
      .from(tags)
      .where(where)
      .orderBy(order, ...tieBreak)
      .$dynamic(),
    { from: tags, where },
  );
  return { rows, meta };
}

/** How alike (pg_trgm similarity of the lower-case names) a tag must be to a mistyped search to be offered. */
const CLOSE_TAG_SIMILARITY = 0.18;

/**
 * Tags whose name is close to a search that matched none ("dokcer" finds Docker, "ngnix" nginx), the closest first:
 * the tag picker's fallback, so that a typo offers the tag it meant instead of creating a new one.
 */
export async function closeTags(db: Executor, actor: Actor, search: string, limit: number) {
  const word = search.trim().toLowerCase();
  if (word.length < 3) return [];
  const likeness = sql`similarity(lower(${tags.name}), ${word})`;
  return db
    .select()
    .from(tags)
    .where(
      and(
        actor ? visibleScope(actor, 'tag', { state: tags.state }) : publicScope('tag', tags.state),
        sql`${likeness} >= ${CLOSE_TAG_SIMILARITY}`,
      ),
    )
    .orderBy(desc(likeness), asc(tags.name))
    .limit(Math.min(limit, 10));
}

/**
 * The pickers' tag search: tags whose name contains the text, or, when none does, the ones closest to it (a typo),
 * on the first page only.
 */
export async function pickTags(db: Executor, actor: Actor, input: TagListInput) {
  const found = await listTags(db, actor, input);
  const base = input.base ?? 1;
  if (found.rows.length > 0 || !input.search || input.page > base) return found;
  const rows = await closeTags(db, actor, input.search, input.limit);
  return { rows, meta: paginationMeta(toPage(base, input.limit, base), rows.length) };
}

/** Creates a tag (MANAGE_TAGS was checked by the route); its event is emitted in the insert's transaction. */
export async function createTag(
  db: Database,
  origin: EventOrigin,
  input: { name: string; slug?: string; type: string; description: string },
): Promise<TagRow> {
  try {
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(tags)
        .values({
          name: input.name,
          slug: input.slug ?? slugify(input.name),
          type: input.type,
          description: input.description,
        })
        .returning();
      await emit(tx, {
        type: 'record.changed',
        ...origin,
        audit: 'staff',
        action: 'tag.create',
        subjectId: row!.id,
        summary: row!.name,
        after: row,
        target: { tags: [listTag.tags] },
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(msg('errors', 'tags.exists'));
    throw error;
  }
}

/** Updates a tag; its event is emitted in the update's transaction (a savepoint inside the caller's). */
export async function updateTag(
  db: Database,
  origin: EventOrigin,
  tag: TagRow,
  input: Partial<{ name: string; slug: string; type: string; description: string; state: string }>,
): Promise<TagRow> {
  try {
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .update(tags)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(tags.id, tag.id))
        .returning();
      await emit(tx, {
        type: 'record.changed',
        ...origin,
        audit: 'staff',
        action: 'tag.update',
        subjectId: tag.id,
        summary: row!.name,
        before: tag,
        after: row,
        target: { tags: [listTag.tags, objectTag.tag(tag.slug), objectTag.tag(row!.slug)] },
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(msg('errors', 'tags.exists'));
    throw error;
  }
}

/** Published tags matching the given names or slugs; unknown ones are a 422 naming them. */
export async function resolveTagIds(db: Executor, names: string[], field = 'tags'): Promise<TagRow[]> {
  if (names.length === 0) return [];
  const slugs = [...new Set(names.map((n) => slugify(n)))];
  const rows = await db
    .select()
    .from(tags)
    .where(
      and(
        eq(tags.state, 'published'),
        sql`(${inArray(tags.slug, slugs)} or lower(${tags.name}) in ${names.map((n) => n.toLowerCase())})`,
      ),
    );
  const found = new Set(rows.flatMap((r) => [r.slug, r.name.toLowerCase()]));
  const missing = names.filter((n) => !found.has(slugify(n)) && !found.has(n.toLowerCase()));
  if (missing.length > 0) {
    throw new UnprocessableError(
      msg('errors', 'tags.unknown'),
      missing.map((m) => localDetail(field, msg('errors', 'missing.no_tag', { name: m }))),
    );
  }
  return rows;
}
