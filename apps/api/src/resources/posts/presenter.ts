// Post JSON.
import { postPath } from '@reef/core';
import type { PostRow } from './service.js';
import { presentPageIdentity } from '../../platform/services/page-identity-presenter.js';
import { presentAttribution, type SiteContentBundle } from '../tags/index.js';

type Bundle = SiteContentBundle;

/** A post in lists (no body). */
export function presentPostSummary(row: PostRow, bundle: Bundle) {
  return {
    ...presentPageIdentity(row, postPath),
    state: row.state as 'draft' | 'published' | 'trashed',
    is_featured: row.isFeatured,
    is_primary_featured: row.isPrimaryFeatured,
    ...presentAttribution(row, bundle),
  };
}

/** A whole post; the markdown source only for editors. */
export function presentPost(row: PostRow, bundle: Bundle, options: { withSource: boolean }) {
  return {
    ...presentPostSummary(row, bundle),
    body_html: row.bodyHtml,
    headings: row.headings,
    ...(options.withSource ? { body_markdown: row.bodyMarkdown } : {}),
  };
}
