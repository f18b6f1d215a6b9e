// Tutorial series JSON.
import { abilitiesFor, can, type Actor, type Language, type TutorialSeriesResponse } from '@reef/core';
import { tutorialSeriesSubject } from '../../platform/policies/subjects.js';
import type { Executor } from '../../db/client.js';
import { loadAuthors, type AuthorRow } from '../../platform/services/relations.js';
import type { listSeries, SeriesRow } from './service.js';
import type { TutorialBundle } from '../tutorials/index.js';
import { presentTutorialSummary } from '../tutorials/index.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';

function base(row: SeriesRow, authors: Map<number, AuthorRow>, actor: Actor) {
  return {
    id: row.id,
    type: 'tutorial_series' as const,
    slug: row.slug,
    title: row.title,
    state: row.state as TutorialSeriesResponse['state'],
    language: row.language as Language,
    author: presentAuthor(authors, row.authorId),
    upvotes_count: row.upvotesCount,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(actor ? { abilities: abilitiesFor(actor, tutorialSeriesSubject(row)) } : {}),
  };
}

/** A series in a list. */
export function presentSeriesSummary(
  row: SeriesRow,
  tutorialsCount: number,
  authors: Map<number, AuthorRow>,
  actor: Actor,
) {
  return { ...base(row, authors, actor), tutorials_count: tutorialsCount };
}

/** A whole series with its tutorials in order (what `loadSeriesPage` loads). */
export function presentSeries(
  { row, authors, tutorials }: { row: SeriesRow; authors: Map<number, AuthorRow>; tutorials: TutorialBundle },
  actor: Actor,
): TutorialSeriesResponse {
  return {
    ...base(row, authors, actor),
    body_html: row.bodyHtml,
    ...(can(actor, 'update', tutorialSeriesSubject(row)) ? { body_markdown: row.bodyMarkdown } : {}),
    tutorials: tutorials.rows.map((t) => presentTutorialSummary(t, tutorials, actor)),
  };
}

/** A page of the series list with each series' author, as both trees answer it (`actor` null on /content/v1). */
export async function presentSeriesList(
  db: Executor,
  { rows, meta }: Awaited<ReturnType<typeof listSeries>>,
  actor: Actor,
) {
  const authors = await loadAuthors(
    db,
    rows.map((r) => r.series.authorId),
  );
  return { data: rows.map((r) => presentSeriesSummary(r.series, r.tutorialsCount, authors, actor)), meta };
}
