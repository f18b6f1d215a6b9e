// Static page JSON.
import { marketingPagePath, type StaticPageResponse, type TranslationStatus } from '@reef/core';
import { presentPageIdentity, presentVersions } from '../../platform/services/page-identity-presenter.js';
import type { PublicVersion } from '../../platform/services/translations.js';
import { servedSlices, type StaticPageData, type StaticPageRow } from './service.js';
import { presentAttribution, type SiteContentBundle } from '../tags/index.js';

type Bundle = SiteContentBundle;

/**
 * A page with its slices and its other language versions, and where a translation stands against its original when
 * given.
 */
export function presentStaticPage(
  row: StaticPageRow,
  bundle: Bundle,
  translations: PublicVersion[],
  translationStatus?: TranslationStatus,
): StaticPageResponse {
  return {
    ...presentStaticPageSummary(row, bundle),
    slices: servedSlices(row.data as StaticPageData),
    translations: presentVersions(translations, marketingPagePath),
    ...(translationStatus ? { translation_status: translationStatus } : {}),
  };
}

/** A page in lists (no slices). */
export function presentStaticPageSummary(
  row: StaticPageRow,
  bundle: Bundle,
): Omit<StaticPageResponse, 'slices' | 'translations'> {
  return {
    ...presentPageIdentity(row, marketingPagePath),
    template: row.template,
    language: row.language as StaticPageResponse['language'],
    original_id: row.originalId,
    state: row.state as StaticPageResponse['state'],
    is_landing: row.isLanding,
    is_featured: row.isFeatured,
    is_primary_featured: row.isPrimaryFeatured,
    ...presentAttribution(row, bundle),
  };
}
