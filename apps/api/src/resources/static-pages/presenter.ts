// Static page JSON.
import { marketingPagePath, type MarketingPageType, type StaticPageResponse } from '@reef/core';
import { servedSlices, type StaticPageData, type StaticPageRow } from './service.js';
import { presentAttribution, type SiteContentBundle } from '../tags/index.js';

type Bundle = SiteContentBundle;

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
    ...presentAttribution(row, bundle),
  };
}
