// What the JSON of published site content (posts, static pages) shares: who wrote it, its tags and its dates.
import type { AuthorRow, TagRow } from '../../platform/services/relations.js';
import { presentTagSummary } from './presenter.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';

/** The authors and tags loaded for a page of site content. */
export type SiteContentBundle = { authors: Map<number, AuthorRow>; tags: Map<number, TagRow[]> };

type SiteContentRow = {
  id: number;
  authorId: number | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Tags, author, and the publication, creation and last-change dates, in the order the responses list them. */
export function presentAttribution(row: SiteContentRow, bundle: SiteContentBundle) {
  return {
    tags: (bundle.tags.get(row.id) ?? []).map(presentTagSummary),
    author: presentAuthor(bundle.authors, row.authorId),
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
