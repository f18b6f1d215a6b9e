// Tutorial JSON: summaries for lists, the whole tutorial for its page and its editor.
import {
  abilitiesFor,
  can,
  type Actor,
  type Language,
  type PaginationMeta,
  type TranslationStatus,
  type TutorialBulkStateResponse,
  type TutorialResponse,
  type TutorialSubtype,
  type TutorialSummary,
} from '@reef/core';
import { tutorialSubject } from '../../platform/policies/subjects.js';
import type { BulkStateResult, TutorialBundle, TutorialRow } from './service.js';
import { presentTagSummary } from '../tags/index.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A tutorial in a list. */
export function presentTutorialSummary(
  row: TutorialRow,
  bundle: Omit<TutorialBundle, 'rows'>,
  actor: Actor,
): TutorialSummary {
  return {
    id: row.id,
    type: 'tutorial',
    slug: row.slug,
    title: row.title,
    description: row.description,
    sub_type: row.subtype as TutorialSubtype,
    state: row.state as TutorialSummary['state'],
    language: row.language as Language,
    translation_of_id: row.translationOfId,
    author: presentAuthor(bundle.authors, row.authorId),
    tags: (bundle.tags.get(row.id) ?? []).map(presentTagSummary),
    upvotes_count: row.upvotesCount,
    views_count: row.viewsCount,
    comments_count: row.commentsCount,
    published_at: iso(row.publishedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(actor ? { abilities: abilitiesFor(actor, tutorialSubject(row)) } : {}),
  };
}

export type TutorialExtras = {
  series: { id: number; slug: string; title: string }[];
  /** The other language versions the reader may see (the public read: publicly visible ones), with their state. */
  translations: { id: number; slug: string; title: string; language: string; state: string }[];
  /** The tutorials of its versioned group, when the caller read them (the tutorial page does). */
  versions?: NonNullable<TutorialResponse['versions']>;
  /** A translation's stale blocks against its original, when the caller read them (issue #31 item 4). */
  translationStatus?: TranslationStatus;
};

/** A whole tutorial; the markdown source only for those who may edit it. */
export function presentTutorial(
  row: TutorialRow,
  bundle: Omit<TutorialBundle, 'rows'>,
  extras: TutorialExtras,
  actor: Actor,
): TutorialResponse {
  return {
    ...presentTutorialSummary(row, bundle, actor),
    version: row.version,
    body_html: row.bodyHtml,
    ...(can(actor, 'update', tutorialSubject(row)) ? { body_markdown: row.bodyMarkdown } : {}),
    headings: row.headings,
    renderer_version: row.rendererVersion,
    series: extras.series,
    translations: extras.translations.map((t) => ({
      id: t.id,
      slug: t.slug,
      title: t.title,
      language: t.language as Language,
      state: t.state,
    })),
    ...(extras.versions ? { versions: extras.versions } : {}),
    ...(extras.translationStatus ? { translation_status: extras.translationStatus } : {}),
  };
}

/** A page of tutorials as `actor` sees them. */
export function presentTutorialList(
  { bundle, meta }: { bundle: TutorialBundle; meta: PaginationMeta },
  actor: Actor,
): { data: TutorialSummary[]; meta: PaginationMeta } {
  return { data: bundle.rows.map((row) => presentTutorialSummary(row, bundle, actor)), meta };
}

/** The answer of a bulk state change: one result per tutorial, and how many moved. */
export function presentBulkState(results: readonly BulkStateResult[]): TutorialBulkStateResponse {
  return {
    data: results.map((result) => ({
      id: result.id,
      outcome: result.outcome,
      ...(result.state ? { state: result.state as TutorialSummary['state'] } : {}),
      ...(result.message ? { message: result.message } : {}),
    })),
    moved: results.filter((result) => result.outcome === 'moved').length,
  };
}
