// Static page JSON.
import { marketingPagePath, type MarketingPageType, type StaticPageResponse } from '@reef/core';
import type { AuthorRow, TagRow } from '../services/relations.js';
import { servedSlices, type StaticPageData, type StaticPageRow } from '../services/static-pages.js';
import { presentTagSummary } from './tags.js';
import { presentAuthor } from './users.js';

type Bundle = { authors: Map<number, AuthorRow>; tags: Map<number, TagRow[]> };

/** A page with its slices. */
export function presentStaticPage(row: StaticPageRow, bundle: Bundle): StaticPageResponse {
  return { ...presentStaticPageSummary(row, bundle), slices: servedSlices(row.data as StaticPageData) };
}

/** A page in lists (no slices). */
export function presentStaticPageSummary(
  row: StaticPageRow,
  bundle: Bundle,
): Omit<StaticPageResponse, 'slices'> {
  return {
    id: row.id,
    type: row.type as MarketingPageType,
    slug: row.slug,
    path: marketingPagePath(row.type as MarketingPageType, row.slug),
    title: row.title,
    description: row.description,
    template: row.template,
    state: row.state as StaticPageResponse['state'],
    is_landing: row.isLanding,
    is_featured: row.isFeatured,
    is_primary_featured: row.isPrimaryFeatured,
    tags: (bundle.tags.get(row.id) ?? []).map(presentTagSummary),
    author: presentAuthor(bundle.authors, row.authorId),
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
