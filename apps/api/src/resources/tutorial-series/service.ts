// Tutorial series: ordered lists of tutorials, and members' completion of their items.
import {
  objectTags,
  type Actor,
  type TutorialSeriesCreateBody,
  type TutorialSeriesUpdateBody,
} from '@reef/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { SeriesRow } from '../../db/rows.js';
import {
  tutorialCompletions,
  tutorialSeries,
  tutorialSeriesItems,
  tutorials,
} from '../../db/schema/index.js';
import { localDetail, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { paginate, toPage } from '../../platform/lib/pagination.js';
import { escapeLike } from '../../platform/lib/sql.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { findContent, renderedBody, seriesKind } from '../../platform/services/content-kinds.js';
import { loadAuthors } from '../../platform/services/relations.js';
import { refreshSeriesVector } from '../../platform/services/search-vectors.js';
import { uniqueSlug } from '../../platform/services/slugs.js';
import { tutorialsInOrder } from '../../platform/services/ordered-tutorials.js';
import { bundleTutorials, tutorialListColumns, type TutorialRow } from '../tutorials/index.js';

export type { SeriesRow } from '../../db/rows.js';

/** A series the actor may read, or 404. */
export async function findSeries(db: Executor, actor: Actor, idOrSlug: string): Promise<SeriesRow> {
  return findContent(db, seriesKind, actor, idOrSlug);
}

/** The series' tutorials the actor may see, in order. */
export async function seriesTutorials(db: Executor, actor: Actor, seriesId: number) {
  const rows = await tutorialsInOrder(
    db,
    tutorialListColumns,
    tutorialSeriesItems,
    eq(tutorialSeriesItems.seriesId, seriesId),
    visibleScope(actor, 'tutorial', { state: tutorials.state, authorId: tutorials.authorId }),
  );
  return bundleTutorials(db, rows as TutorialRow[]);
}

/** What the series page shows beside a series: its author and the tutorials the actor may see. */
export async function loadSeriesPage(db: Executor, actor: Actor, row: SeriesRow) {
  const [authors, tutorials] = await Promise.all([
    loadAuthors(db, [row.authorId]),
    seriesTutorials(db, actor, row.id),
  ]);
  return { row, authors, tutorials };
}

/** Series the actor may see, newest first, with their tutorial counts. */
export async function listSeries(
  db: Executor,
  actor: Actor,
  input: { page: number; limit: number; state?: string; search?: string; language?: string },
) {
  const page = toPage(input.page, input.limit);
  const where = and(
    visibleScope(
      actor,
      'tutorial_series',
      { state: tutorialSeries.state, authorId: tutorialSeries.authorId },
      { listing: true },
    ),
    input.state ? eq(tutorialSeries.state, input.state) : undefined,
    input.search ? sql`${tutorialSeries.title} ilike ${`%${escapeLike(input.search)}%`}` : undefined,
    input.language ? eq(tutorialSeries.language, input.language) : undefined,
  );
  const { rows, meta } = await paginate(
    db,
    page,
    db
      .select({
        series: tutorialSeries,
        tutorialsCount: sql<number>`(select count(*)::int from tutorial_series_items i where i.series_id = ${tutorialSeries.id})`,
      })
      .from(tutorialSeries)
      .where(where)
      .orderBy(desc(tutorialSeries.createdAt), desc(tutorialSeries.id))
      .$dynamic(),
    { from: tutorialSeries, where },
  );
  return { rows, meta };
}

async function setItems(tx: Executor, seriesId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const found = await tx.select({ id: tutorials.id }).from(tutorials).where(inArray(tutorials.id, unique));
    const missing = unique.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0)
      throw new UnprocessableError(
        msg('errors', 'tutorials.unknown'),
        missing.map((id) =>
          localDetail('tutorialSeries.tutorial_ids', msg('errors', 'missing.no_tutorial', { ids: id })),
        ),
      );
  }
  await tx.delete(tutorialSeriesItems).where(eq(tutorialSeriesItems.seriesId, seriesId));
  if (unique.length > 0)
    await tx
      .insert(tutorialSeriesItems)
      .values(unique.map((tutorialId, position) => ({ seriesId, tutorialId, position })));
}

/** After a series is written: its search vector, then the audited change (tagging its pages for the cache). */
async function seriesWritten(
  tx: Executor,
  actor: Actor,
  action: 'tutorial_series.create' | 'tutorial_series.update',
  before: SeriesRow | undefined,
  after: SeriesRow,
): Promise<SeriesRow> {
  await refreshSeriesVector(tx, after.id);
  await emit(tx, {
    type: 'record.changed',
    actor,
    audit: 'staff',
    action,
    subjectId: after.id,
    summary: after.title,
    ...(before ? { before } : {}),
    after,
    target: { tags: objectTags('tutorial_series', after.slug) },
  });
  return after;
}

/** Creates a series (MANAGE_TUTORIALS checked by the route). */
export async function createSeries(
  db: Database,
  actor: NonNullable<Actor>,
  input: TutorialSeriesCreateBody['tutorialSeries'],
): Promise<SeriesRow> {
  const body = renderedBody(seriesKind, input.description);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(tutorialSeries)
      .values({
        slug: input.slug ?? (await uniqueSlug(tx, 'tutorial_series', input.title, 'tutorial_series')),
        title: input.title,
        state: input.state,
        language: input.language,
        authorId: actor.id,
        ...body.columns,
        publishedAt: input.state === 'published' ? new Date() : null,
      })
      .returning();
    await setItems(tx, row!.id, input.tutorial_ids);
    return seriesWritten(tx, actor, 'tutorial_series.create', undefined, row!);
  });
}

/** Updates a series. */
export async function updateSeries(
  db: Database,
  actor: Actor,
  row: SeriesRow,
  input: TutorialSeriesUpdateBody['tutorialSeries'],
): Promise<SeriesRow> {
  return transaction(db, async (tx) => {
    const patch: Partial<typeof tutorialSeries.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) patch.title = input.title;
    if (input.slug !== undefined) patch.slug = input.slug;
    if (input.language !== undefined) patch.language = input.language;
    if (input.state !== undefined) {
      patch.state = input.state;
      if (input.state === 'published' && !row.publishedAt) patch.publishedAt = new Date();
    }
    if (input.description !== undefined)
      Object.assign(patch, renderedBody(seriesKind, input.description).columns);
    const [saved] = await tx
      .update(tutorialSeries)
      .set(patch)
      .where(eq(tutorialSeries.id, row.id))
      .returning();
    if (input.tutorial_ids !== undefined) await setItems(tx, row.id, input.tutorial_ids);
    return seriesWritten(tx, actor, 'tutorial_series.update', row, saved!);
  });
}

/** Tutorial ids of the series the member completed. */
export async function completedTutorialIds(
  db: Executor,
  userId: number,
  seriesId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: tutorialCompletions.tutorialId })
    .from(tutorialCompletions)
    .where(and(eq(tutorialCompletions.userId, userId), eq(tutorialCompletions.seriesId, seriesId)))
    .orderBy(asc(tutorialCompletions.createdAt));
  return rows.map((r) => r.id);
}

/** Marks (or unmarks) a tutorial of the series as completed; the tutorial must belong to the series. */
export async function setCompleted(
  db: Executor,
  userId: number,
  seriesId: number,
  tutorialId: number,
  completed: boolean,
): Promise<void> {
  const [item] = await db
    .select({ id: tutorialSeriesItems.tutorialId })
    .from(tutorialSeriesItems)
    .where(and(eq(tutorialSeriesItems.seriesId, seriesId), eq(tutorialSeriesItems.tutorialId, tutorialId)));
  if (!item)
    throw new UnprocessableError(msg('errors', 'tutorial_series.not_in_series'), [
      localDetail('tutorialId', msg('errors', 'tutorial_series.not_in_series_detail', { id: tutorialId })),
    ]);
  if (completed)
    await db.insert(tutorialCompletions).values({ userId, seriesId, tutorialId }).onConflictDoNothing();
  else
    await db
      .delete(tutorialCompletions)
      .where(
        and(
          eq(tutorialCompletions.userId, userId),
          eq(tutorialCompletions.seriesId, seriesId),
          eq(tutorialCompletions.tutorialId, tutorialId),
        ),
      );
}
