// Post JSON.
import { postPath, type Language, type TranslationStatus } from '@reef/core';
import type { PostRow } from './service.js';
import { presentPageIdentity, presentVersions } from '../../platform/services/page-identity-presenter.js';
import type { PublicVersion } from '../../platform/services/translations.js';
import { presentAttribution, type SiteContentBundle } from '../tags/index.js';

type Bundle = SiteContentBundle;

/** A post in lists (no body). */
export function presentPostSummary(row: PostRow, bundle: Bundle) {
  return {
    ...presentPageIdentity(row, postPath),
    language: row.language as Language,
    original_id: row.originalId,
    state: row.state as 'draft' | 'published' | 'trashed',
    is_featured: row.isFeatured,
    is_primary_featured: row.isPrimaryFeatured,
    ...presentAttribution(row, bundle),
  };
}

/**
 * A whole post with its other language versions, and where a translation stands against its original when given;
 * the markdown source only for editors.
 */
export function presentPost(
  row: PostRow,
  bundle: Bundle,
  options: { withSource: boolean; translations: PublicVersion[]; translationStatus?: TranslationStatus },
) {
  return {
    ...presentPostSummary(row, bundle),
    body_html: row.bodyHtml,
    headings: row.headings,
    translations: presentVersions(options.translations, postPath),
    ...(options.translationStatus ? { translation_status: options.translationStatus } : {}),
    ...(options.withSource ? { body_markdown: row.bodyMarkdown } : {}),
  };
}
