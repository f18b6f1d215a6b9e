// Tutorials: scoped lists, lookups by id or slug, writes that keep versions, tags and search in step.
import {
  can,
  canMoveStatus,
  objectTags,
  ownVisibleStatuses,
  STATUSES,
  visibleStatuses,
  type Actor,
  type SourceBlocks,
  type TUTORIAL_BULK_OUTCOMES,
  type TutorialCreateBody,
  type TutorialListQuery,
  type TutorialStateCountsQuery,
  type TutorialUpdateBody,
} from '@reef/core';
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { reusable } from '../../db/reusable.js';
import type { TutorialRow } from '../../db/rows.js';
import {
  slugHistory,
  tutorialSeries,
  tutorialSeriesItems,
  tutorialTags,
  tutorialVersions,
  tutorials,
} from '../../db/schema/index.js';
import { ForbiddenError, localDetail, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { isNumericId, paginate, paginationMeta, toPage } from '../../platform/lib/pagination.js';
import { queryRows } from '../../platform/lib/sql.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { tutorialSubject } from '../../platform/policies/subjects.js';
import {
  addListedAuthor,
  bundleListed,
  listedAuthor,
  listedRelations,
  loadAuthors,
  bundleWithRelations,
  type Bundle,
  type AuthorRow,
  type ListedRelations,
  type TagRow,
} from '../../platform/services/relations.js';
import {
  keyOf,
  kindScope,
  listConditions,
  readColumns,
  renderedBody,
  tutorialKind,
} from '../../platform/services/content-kinds.js';
import { refreshTutorialVector } from '../../platform/services/search-vectors.js';
import { recordVersion, revisionData } from '../../platform/services/content-versions.js';
import { uniqueSlug } from '../../platform/services/slugs.js';
import { otherVersions } from '../../platform/services/translations.js';
import {
  changesFamilyPages,
  checkTutorialLink,
  revalidateTutorialFamilyOnCommit,
} from './translation-family.js';
import { resolveTagIds, storedListTotal, storedTagPage } from '../tags/index.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { ensureSubscribed } from '../../platform/services/subscriptions.js';
import {
  blocksOfBody,
  loadTranslationSource,
  recordForNew,
  recordOnWrite,
  refreshTranslationsOf,
  renderedTranslation,
  translatedRow,
} from '../translations/index.js';

export type { TutorialRow } from '../../db/rows.js';
export type TutorialBundle = Bundle<TutorialRow>;

/** Loads what a tutorial list shows beside each row. */
export function bundleTutorials(db: Executor, rows: TutorialRow[]): Promise<TutorialBundle> {
  return bundleWithRelations(db, 'tutorial', rows);
}

/** Columns lists select: everything but the body, which list pages never show. */
export const tutorialListColumns = {
  id: tutorials.id,
  slug: tutorials.slug,
  title: tutorials.title,
  description: tutorials.description,
  subtype: tutorials.subtype,
  state: tutorials.state,
  language: tutorials.language,
  authorId: tutorials.authorId,
  translationOfId: tutorials.translationOfId,
  sourceBlocks: sql<null>`null`,
  version: tutorials.version,
  bodyMarkdown: sql<string>`''`,
  bodyHtml: sql<string>`''`,
  headings: sql<[]>`'[]'::jsonb`,
  rendererVersion: tutorials.rendererVersion,
  upvotesCount: tutorials.upvotesCount,
  viewsCount: tutorials.viewsCount,
  commentsCount: tutorials.commentsCount,
  searchVector: sql<null>`null`,
  bodyText: sql<null>`null`,
  publishedAt: tutorials.publishedAt,
  createdAt: tutorials.createdAt,
  updatedAt: tutorials.updatedAt,
};

/**
 * A tutorial by id or slug that the actor may read, or 404. Old slugs resolve through the slug
 * history.
 */
export async function findTutorial(db: Executor, actor: Actor, idOrSlug: string): Promise<TutorialRow> {
  const scope = kindScope(tutorialKind, actor);
  const columns = readColumns(tutorials);
  const [row] = await db
    .select(columns)
    .from(tutorials)
    .where(and(keyOf(tutorialKind, idOrSlug), scope))
    .limit(1);
  if (row) return row;
  if (!isNumericId(idOrSlug)) {
    // An old slug still resolves (looked up only on a miss, so the hot path stays one indexed query).
    const history = db
      .select({ id: slugHistory.objectId })
      .from(slugHistory)
      .where(and(eq(slugHistory.objectType, 'tutorial'), eq(slugHistory.slug, idOrSlug.toLowerCase())));
    const [old] = await db
      .select(columns)
      .from(tutorials)
      .where(and(inArray(tutorials.id, history), scope))
      .limit(1);
    if (old) return old;
  }
  throw new NotFoundError(tutorialKind.notFound);
}

/** The start of a day (`2026-11-24`, UTC) or an instant. */
function startOf(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

/** The end (exclusive) of a day filter: the next day's start; an instant is its own end (inclusive). */
function untilCondition(column: SQL | PgColumn, value: string): SQL {
  if (value.length !== 10) return sql`${column} <= ${startOf(value).toISOString()}`;
  const next = new Date(startOf(value).getTime() + 24 * 60 * 60 * 1000);
  return sql`${column} < ${next.toISOString()}`;
}

/** The conditions of a tutorial list besides its state: the shared content filters, type, own, dates. */
function tutorialConditions(
  db: Executor,
  actor: Actor,
  q: Partial<Omit<TutorialListQuery, 'page' | 'limit'>>,
): (SQL | undefined)[] {
  const conditions = listConditions(db, tutorialKind, actor, q);
  if (q.type) conditions.push(eq(tutorials.subtype, q.type));
  if (q.action === 'mine') conditions.push(actor ? eq(tutorials.authorId, actor.id) : sql`false`);
  if (q.since || q.until) {
    const column = {
      created_at: tutorials.createdAt,
      updated_at: tutorials.updatedAt,
      published_at: tutorials.publishedAt,
    }[q.date_field ?? 'created_at'];
    if (q.since) conditions.push(sql`${column} >= ${startOf(q.since).toISOString()}`);
    if (q.until) conditions.push(untilCondition(column, q.until));
  }
  return conditions;
}

/** Tutorials the actor may see, filtered and paginated in SQL. */
export async function listTutorials(
  db: Executor,
  actor: Actor,
  q: Partial<TutorialListQuery> & { page: number; limit: number },
) {
  const page = toPage(q.page, q.limit);
  // A tag's public list in its default order (the tag page, related tutorials): see storedTagPage.
  const defaultOrder = (q.sort_by ?? 'published_at') === 'published_at' && q.sort_direction !== 'asc';
  const tagPage =
    !actor && defaultOrder
      ? await storedTagPage<TutorialRow & ListedRelations>(db, 'tutorials', q, tutorialListColumns, page)
      : undefined;
  if (tagPage) {
    const bundle = bundleListed(tagPage.rows);
    return {
      bundle: { ...bundle, rows: bundle.rows as TutorialRow[] },
      meta: paginationMeta(page, tagPage.total),
    };
  }
  const where = and(...tutorialConditions(db, actor, q));
  const dir = q.sort_direction === 'asc' ? asc : desc;
  const sortColumn = {
    published_at: sql`coalesce(${tutorials.publishedAt}, ${tutorials.createdAt})`,
    created_at: tutorials.createdAt,
    updated_at: tutorials.updatedAt,
    title: tutorials.title,
    upvotes_count: tutorials.upvotesCount,
    views_count: tutorials.viewsCount,
  }[q.sort_by ?? 'published_at'];
  const { rows, meta } = await paginate(
    db,
    page,
    db
      .select({ ...tutorialListColumns, ...listedRelations('tutorial') })
      .from(tutorials)
      .where(where)
      .orderBy(dir(sortColumn), dir(tutorials.id))
      .$dynamic(),
    // A tag's public list (the tag page, related tutorials) reads its total from the tag's stored count.
    // When it was asked above (the default order) and said null, the rows are counted.
    {
      from: tutorials,
      where,
      stored: actor || tagPage === null ? undefined : () => storedListTotal(db, 'tutorials', q),
    },
  );
  const bundle = bundleListed(rows);
  return { bundle: { ...bundle, rows: bundle.rows as TutorialRow[] }, meta };
}

/**
 * How many tutorials the actor may see in each state under the list's filters (the admin list's state tabs): one
 * grouped count, every state of the type listed (zero when none).
 */
export async function countTutorialStates(db: Executor, actor: Actor, q: TutorialStateCountsQuery) {
  const rows = await db
    .select({ state: tutorials.state, n: sql<number>`count(*)::int` })
    .from(tutorials)
    .where(and(...tutorialConditions(db, actor, q)))
    .groupBy(tutorials.state);
  const counts = new Map(rows.map((row) => [row.state, Number(row.n)]));
  const data = STATUSES.tutorial.map((state) => ({ state, count: counts.get(state) ?? 0 }));
  return { data, total: data.reduce((sum, row) => sum + row.count, 0) };
}

/** One tutorial's result in a bulk state change. */
export type BulkStateResult = {
  id: number;
  outcome: (typeof TUTORIAL_BULK_OUTCOMES)[number];
  state?: string;
  message?: string;
};

/**
 * Moves each tutorial to `state`, one by one, each as its own write (its own transaction, audit entry and
 * revalidation), so one refusal does not undo the others. Each move is checked like a single PATCH: the actor
 * must see the tutorial (else `not_found`) and the transition table must allow the move (else `refused`).
 */
export async function bulkSetTutorialState(
  db: Database,
  actor: NonNullable<Actor>,
  ids: readonly number[],
  state: NonNullable<TutorialUpdateBody['tutorial']['state']>,
): Promise<BulkStateResult[]> {
  const results: BulkStateResult[] = [];
  for (const id of [...new Set(ids)]) {
    let row: TutorialRow;
    try {
      row = await findTutorial(db, actor, String(id));
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      results.push({ id, outcome: 'not_found', message: error.message });
      continue;
    }
    if (row.state === state) {
      results.push({ id, outcome: 'unchanged', state: row.state });
      continue;
    }
    try {
      const saved = await updateTutorial(db, actor, row, { state });
      results.push({ id, outcome: 'moved', state: saved.state });
    } catch (error) {
      if (!(error instanceof ForbiddenError)) throw error;
      results.push({ id, outcome: 'refused', state: row.state, message: error.message });
    }
  }
  return results;
}

/** Series that include a tutorial and that the actor may see. */
export async function seriesOf(db: Executor, actor: Actor, tutorialId: number) {
  return db
    .select({ id: tutorialSeries.id, slug: tutorialSeries.slug, title: tutorialSeries.title })
    .from(tutorialSeriesItems)
    .innerJoin(tutorialSeries, eq(tutorialSeries.id, tutorialSeriesItems.seriesId))
    .where(
      and(
        eq(tutorialSeriesItems.tutorialId, tutorialId),
        visibleScope(actor, 'tutorial_series', {
          state: tutorialSeries.state,
          authorId: tutorialSeries.authorId,
        }),
      ),
    );
}

/** The other language versions of a tutorial that the actor may see. */
export async function translationsOf(db: Executor, actor: Actor, row: TutorialRow) {
  return db
    .select({
      id: tutorials.id,
      slug: tutorials.slug,
      title: tutorials.title,
      language: tutorials.language,
      state: tutorials.state,
    })
    .from(tutorials)
    .where(
      and(
        otherVersions(
          { id: tutorials.id, originalId: tutorials.translationOfId },
          { id: row.id, originalId: row.translationOfId },
        ),
        visibleScope(actor, 'tutorial', { state: tutorials.state, authorId: tutorials.authorId }),
      ),
    )
    .orderBy(tutorials.language);
}

/** Refuses a status change the transition table does not allow (a new tutorial starts as a draft). */
function assertMaySetState(
  actor: Actor,
  row: { authorId: number | null; state: string },
  state: string | undefined,
): void {
  if (state === undefined || canMoveStatus(actor, tutorialSubject(row), state)) return;
  throw new ForbiddenError(msg('errors', 'tutorials.editors_state'));
}

async function setTags(tx: Executor, tutorialId: number, names: string[]): Promise<void> {
  const rows = await resolveTagIds(tx, names, 'tutorial.tags');
  await tx.delete(tutorialTags).where(eq(tutorialTags.tutorialId, tutorialId));
  if (rows.length > 0)
    await tx
      .insert(tutorialTags)
      .values(rows.map((t) => ({ tutorialId, tagId: t.id })))
      .onConflictDoNothing();
}

/** Creates a tutorial with its first version; the author is subscribed to it. */
export async function createTutorial(
  db: Database,
  actor: NonNullable<Actor>,
  input: TutorialCreateBody['tutorial'],
): Promise<TutorialRow> {
  assertMaySetState(actor, { authorId: actor.id, state: 'draft' }, input.state);
  if (input.slug && !can(actor, 'moderate', { type: 'tutorial' }))
    throw new ForbiddenError(msg('errors', 'tutorials.editors_choose_slug'));
  // A translation records its original's blocks and shows the original's code blocks (issue #31 item 4).
  const source = input.translation_of_id
    ? await loadTranslationSource(db, 'tutorial', input.translation_of_id)
    : null;
  const sourceBlocks = source ? recordForNew(source) : null;
  const body =
    source && sourceBlocks
      ? renderedTranslation(input.body, source, sourceBlocks)
      : renderedBody(tutorialKind, input.body);
  return transaction(db, async (tx) => {
    if (input.translation_of_id) {
      const [original] = await tx
        .select({ id: tutorials.id })
        .from(tutorials)
        .where(eq(tutorials.id, input.translation_of_id));
      if (!original)
        throw new UnprocessableError(msg('errors', 'tutorials.unknown_original'), [
          localDetail('tutorial.translation_of_id', msg('errors', 'tutorials.no_such')),
        ]);
    }
    // A translation of a translation is refused, not re-linked to the first original (issue #31, item 3).
    await checkTutorialLink(tx, {
      id: null,
      language: input.language,
      originalId: input.translation_of_id ?? null,
      state: input.state,
    });
    const slug = input.slug ?? (await uniqueSlug(tx, 'tutorials', input.title, 'tutorial'));
    const now = new Date();
    const [row] = await tx
      .insert(tutorials)
      .values({
        slug,
        title: input.title,
        description: input.description,
        subtype: input.sub_type,
        state: input.state,
        language: input.language,
        authorId: actor.id,
        translationOfId: input.translation_of_id ?? null,
        sourceBlocks,
        ...body.columns,
        publishedAt: input.state === 'published' ? now : null,
      })
      .returning();
    await tx.insert(tutorialVersions).values({
      tutorialId: row!.id,
      version: 1,
      title: row!.title,
      description: row!.description,
      bodyMarkdown: row!.bodyMarkdown,
      bodyHtml: row!.bodyHtml,
      headings: row!.headings,
      rendererVersion: row!.rendererVersion,
      editorId: actor.id,
    });
    // Its revisions (issue #32) carry the same numbers as its versions.
    await recordVersion(tx, 'tutorial', row!.id, revisionData(row!), actor.id);
    await setTags(tx, row!.id, input.tags);
    await refreshTutorialVector(tx, row!.id);
    await ensureSubscribed(tx, actor.id, 'tutorial', row!.id);
    await emit(tx, { type: 'tutorial.created', actor, tutorial: row! });
    // Its original's page and the other translations' pages name it in "Read in" and their alternates.
    await revalidateTutorialFamilyOnCommit(tx, [row!]);
    return row!;
  });
}

/**
 * What a save changes of a translation's record and rendering (issue #31 item 4): linking to an original records all
 * of its blocks, a new body records the blocks the translator changed, unlinking forgets the record; a translation
 * is rendered with its original's shared code blocks. `sourceBlocks` is undefined when the record stays.
 */
async function translationWrite(
  db: Executor,
  row: TutorialRow,
  input: TutorialUpdateBody['tutorial'],
  bodyChanged: boolean,
): Promise<{
  rendered: ReturnType<typeof renderedBody> | null;
  sourceBlocks: SourceBlocks | null | undefined;
}> {
  const originalId = input.translation_of_id !== undefined ? input.translation_of_id : row.translationOfId;
  const markdown = bodyChanged ? input.body! : row.bodyMarkdown;
  const { source, sourceBlocks } = await recordOnWrite(db, 'tutorial', translatedRow('tutorial', row), {
    originalId,
    blocks: blocksOfBody('tutorial', markdown),
    bodyChanged,
  });
  if (source && sourceBlocks)
    return { rendered: renderedTranslation(markdown, source, sourceBlocks), sourceBlocks };
  if (sourceBlocks === null) return { rendered: renderedBody(tutorialKind, markdown), sourceBlocks: null };
  return { rendered: bodyChanged ? renderedBody(tutorialKind, markdown) : null, sourceBlocks: undefined };
}

/** Updates a tutorial; a change of title, description or body saves a new version. */
export async function updateTutorial(
  db: Database,
  actor: NonNullable<Actor>,
  row: TutorialRow,
  input: TutorialUpdateBody['tutorial'],
): Promise<TutorialRow> {
  assertMaySetState(actor, row, input.state);
  if (input.slug !== undefined && input.slug !== row.slug && !can(actor, 'moderate', tutorialSubject(row))) {
    throw new ForbiddenError(msg('errors', 'tutorials.editors_change_slug'));
  }
  const bodyChanged = input.body !== undefined && input.body !== row.bodyMarkdown;
  const contentChanged =
    bodyChanged ||
    (input.title !== undefined && input.title !== row.title) ||
    (input.description !== undefined && input.description !== row.description);
  const { rendered, sourceBlocks } = await translationWrite(db, row, input, bodyChanged);
  return transaction(db, async (tx) => {
    const patch: Partial<typeof tutorials.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.sub_type !== undefined) patch.subtype = input.sub_type;
    if (input.language !== undefined) patch.language = input.language;
    if (input.translation_of_id !== undefined) patch.translationOfId = input.translation_of_id;
    if (input.state !== undefined) patch.state = input.state;
    const link = {
      id: row.id,
      language: patch.language ?? row.language,
      originalId: patch.translationOfId !== undefined ? patch.translationOfId : row.translationOfId,
      state: patch.state ?? row.state,
    };
    // Checked when the family or the language changes, or a trashed version comes back (it held no language).
    if (
      link.language !== row.language ||
      link.originalId !== row.translationOfId ||
      (row.state === 'trashed' && link.state !== 'trashed')
    )
      await checkTutorialLink(tx, link);
    if (input.state === 'published' && !row.publishedAt) patch.publishedAt = new Date();
    if (rendered) Object.assign(patch, rendered.columns);
    if (sourceBlocks !== undefined) patch.sourceBlocks = sourceBlocks;
    if (input.slug !== undefined && input.slug !== row.slug) {
      patch.slug = input.slug;
      await tx
        .insert(slugHistory)
        .values({ objectType: 'tutorial', objectId: row.id, slug: row.slug })
        .onConflictDoNothing();
    }
    if (contentChanged) patch.version = sql`${tutorials.version} + 1` as unknown as number;
    const [saved] = await tx.update(tutorials).set(patch).where(eq(tutorials.id, row.id)).returning();
    if (contentChanged) {
      await tx.insert(tutorialVersions).values({
        tutorialId: saved!.id,
        version: saved!.version,
        title: saved!.title,
        description: saved!.description,
        bodyMarkdown: saved!.bodyMarkdown,
        bodyHtml: saved!.bodyHtml,
        headings: saved!.headings,
        rendererVersion: saved!.rendererVersion,
        editorId: actor.id,
      });
      await recordVersion(tx, 'tutorial', saved!.id, revisionData(saved!), actor.id);
    }
    if (input.tags !== undefined) await setTags(tx, row.id, input.tags);
    await refreshTutorialVector(tx, row.id);
    await emit(tx, { type: 'tutorial.updated', actor, before: row, tutorial: saved!, contentChanged });
    // Published, unpublished, trashed, renamed or relinked: the other versions' "Read in" and alternates change.
    if (changesFamilyPages(row, saved!)) await revalidateTutorialFamilyOnCommit(tx, [saved!, row]);
    if (contentChanged && saved!.translationOfId === null) {
      // Its translations show its new code blocks and, on their pages, what changed since they were translated.
      const slugs = (await refreshTranslationsOf(tx, 'tutorial', saved!.id)).map(
        (translation) => translation.slug,
      );
      if (slugs.length > 0)
        await emit(tx, {
          type: 'record.changed',
          actor,
          action: 'tutorial.update',
          subjectId: saved!.id,
          audit: 'never',
          target: { tags: slugs.flatMap((slug) => objectTags('tutorial', slug)) },
        });
    }
    return saved!;
  });
}

/** Saved versions of a tutorial, newest first. */
export async function listVersions(db: Executor, tutorialId: number) {
  const rows = await db
    .select({
      version: tutorialVersions.version,
      title: tutorialVersions.title,
      editorId: tutorialVersions.editorId,
      createdAt: tutorialVersions.createdAt,
    })
    .from(tutorialVersions)
    .where(eq(tutorialVersions.tutorialId, tutorialId))
    .orderBy(desc(tutorialVersions.version));
  return {
    rows,
    authors: await loadAuthors(
      db,
      rows.map((r) => r.editorId),
    ),
  };
}

/** One saved version, or 404. */
export async function findVersion(db: Executor, tutorialId: number, version: number) {
  const [row] = await db
    .select()
    .from(tutorialVersions)
    .where(and(eq(tutorialVersions.tutorialId, tutorialId), eq(tutorialVersions.version, version)));
  if (!row) throw new NotFoundError(msg('errors', 'versions.not_found'));
  return { row, authors: await loadAuthors(db, [row.editorId]) };
}

type PageExtras = {
  author: ListedRelations['listedAuthor'];
  tags: TagRow[] | null;
  series: { id: number; slug: string; title: string }[] | null;
  translations: { id: number; slug: string; title: string; language: string; state: string }[] | null;
  versions: TutorialVersionRef[] | null;
};

/** A tutorial of the page's versioned group (the page's own included), with its distribution version. */
export type TutorialVersionRef = {
  id: number;
  slug: string;
  title: string;
  group: string;
  distribution: string | null;
  version: string | null;
  version_name: string | null;
};

/** Raw-SQL visibility condition over an aliased table (same rule as `visibleScope`). */
function aliasScope(actor: Actor, type: 'tutorial' | 'tutorial_series', alias: string): SQL {
  const a = sql.raw(alias);
  const statuses = visibleStatuses(actor, type);
  const own = actor ? ownVisibleStatuses(actor, type) : [];
  const visible =
    statuses.length > 0
      ? sql`${a}.state in (${sql.join(
          statuses.map((st) => sql`${st}`),
          sql`, `,
        )})`
      : sql`false`;
  if (!actor || own.length === 0) return visible;
  return sql`(${visible} or (${a}.author_id = ${actor.id} and ${a}.state in (${sql.join(
    own.map((st) => sql`${st}`),
    sql`, `,
  )})))`;
}

/** The tutorial page's statement: the row `t` by id or slug, in the actor's scope, with what the page shows. */
function tutorialPageQuery(db: Executor, actor: Actor, byId: boolean, key: unknown) {
  const t = alias(tutorials, 't');
  const { searchVector: _sv, bodyText: _bt, ...columns } = getTableColumns(t);
  const scope = visibleScope(actor, 'tutorial', { state: t.state, authorId: t.authorId });
  const x = pageExtrasSql(actor);
  return db
    .select({
      ...columns,
      searchVector: sql<null>`null`,
      bodyText: sql<null>`null`,
      author: x.author,
      tags: x.tags,
      series: x.series,
      translations: x.translations,
      versions: x.versions,
    })
    .from(t)
    .where(and(byId ? eq(t.id, key as number) : eq(t.slug, key as string), scope))
    .limit(1);
}

/** Correlated subqueries for what the page shows beside the row `t`. */
function pageExtrasSql(actor: Actor) {
  return {
    // As lists read it, with the avatar's version (without it the page showed no avatar for an author who has one).
    author: listedAuthor('t'),
    tags: sql<
      TagRow[] | null
    >`(select json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'type', g.type, 'state', g.state) order by g.name)
         from tutorial_tags tt join tags g on g.id = tt.tag_id where tt.tutorial_id = t.id and g.state = 'published')`,
    series: sql<
      PageExtras['series']
    >`(select json_agg(json_build_object('id', s.id, 'slug', s.slug, 'title', s.title) order by s.id)
         from tutorial_series_items i join tutorial_series s on s.id = i.series_id where i.tutorial_id = t.id and ${aliasScope(actor, 'tutorial_series', 's')})`,
    translations: sql<
      PageExtras['translations']
    >`(select json_agg(json_build_object('id', x.id, 'slug', x.slug, 'title', x.title, 'language', x.language, 'state', x.state) order by x.language)
         from tutorials x where (x.id = coalesce(t.translation_of_id, t.id) or x.translation_of_id = coalesce(t.translation_of_id, t.id)) and x.id <> t.id and ${aliasScope(actor, 'tutorial', 'x')})`,
    // spec: community-app §7 — versioned tutorial groups: the tutorials of the page's group, for its version picker.
    versions: sql<
      PageExtras['versions']
    >`(select json_agg(json_build_object('id', v.id, 'slug', v.slug, 'title', v.title, 'group', g.name, 'distribution', d.name, 'version', dv.version, 'version_name', nullif(dv.name, '')) order by g.id, vi.position, v.id)
         from versioned_tutorial_group_items own
         join versioned_tutorial_groups g on g.id = own.group_id
         join versioned_tutorial_group_items vi on vi.group_id = own.group_id
         join tutorials v on v.id = vi.tutorial_id
         left join distribution_versions dv on dv.id = vi.distribution_version_id
         left join distributions d on d.id = dv.distribution_id
         where own.tutorial_id = t.id and (v.id = t.id or ${aliasScope(actor, 'tutorial', 'v')}))`,
  };
}

function toTutorialPage(row: TutorialRow, extras: PageExtras) {
  const authors = new Map<number, AuthorRow>();
  addListedAuthor(authors, extras.author);
  const tagMap = new Map<number, TagRow[]>([[row.id, extras.tags ?? []]]);
  return {
    row,
    bundle: { rows: [row], authors, tags: tagMap },
    series: extras.series ?? [],
    translations: extras.translations ?? [],
    versions: extras.versions ?? [],
  };
}

/** Everything the tutorial page shows beside a loaded row, in one round trip. */
export async function loadTutorialPage(db: Executor, actor: Actor, row: TutorialRow) {
  const x = pageExtrasSql(actor);
  const [extras] = await queryRows<PageExtras>(
    db,
    sql`select ${x.author} as author, ${x.tags} as tags, ${x.series} as series, ${x.translations} as translations, ${x.versions} as versions from tutorials t where t.id = ${row.id}`,
  );
  return toTutorialPage(
    row,
    extras ?? { author: null, tags: null, series: null, translations: null, versions: null },
  );
}

/**
 * The tutorial page — the hottest read of the site — in one round trip: the row by id or slug
 * with its author, tags, series and translations the actor may see. Old slugs fall back to the
 * slug history.
 */
export async function findTutorialPage(db: Executor, actor: Actor, idOrSlug: string) {
  const byId = isNumericId(idOrSlug);
  const key = byId ? Number(idOrSlug) : idOrSlug.toLowerCase();
  // A reader's page (the cached, hot case) runs one statement built once; a member's scope varies with the member.
  const [hit] = actor
    ? await tutorialPageQuery(db, actor, byId, key)
    : await reusable(db, byId ? 'tutorial_page_by_id' : 'tutorial_page_by_slug', (rdb, name) =>
        tutorialPageQuery(rdb, null, byId, sql.placeholder('key')).prepare(name),
      ).execute({ key });
  if (hit) {
    const { author, tags, series, translations, versions, ...row } = hit;
    return toTutorialPage(row as TutorialRow, { author, tags, series, translations, versions });
  }
  const row = await findTutorial(db, actor, idOrSlug);
  return loadTutorialPage(db, actor, row);
}
