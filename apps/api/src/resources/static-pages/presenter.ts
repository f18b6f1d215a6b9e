// Static page JSON.
import { marketingPagePath, type StaticPageResponse } from '@reef/core';
import { presentPageIdentity } from '../../platform/services/page-identity-presenter.js';
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
    ...presentPageIdentity(row, marketingPagePath),
    template: row.template,
    state: row.state as StaticPageResponse['state'],
    is_landing: row.isLanding,
    is_featured: row.isFeatured,
    is_primary_featured: row.isPrimaryFeatured,
    ...presentAttribution(row, bundle),
  };
}
