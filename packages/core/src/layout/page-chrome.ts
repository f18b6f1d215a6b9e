import { matchesAnyPathRule, type PathRule } from './path-match.js';

// spec: content-and-presentation §2 — the 'start building today' block shows on all pages
// except these. Entries written `x/*` in the spec are sections; Reef also treats blog and
// community as whole sections (they have their own calls to action: /community/** never shows
// the block). Contact is the section /company/contact (sales, abuse…). The spec's "similar
// pages" beyond its list are not known and not included.
/** Paths that do not show the 'start building today' call to action. */
export const CTA_EXCLUDED_PATHS: readonly PathRule[] = [
  { path: '/blog', match: 'section' },
  { path: '/community', match: 'section' },
  { path: '/currents', match: 'section' },
  { path: '/diversity', match: 'exact' },
  { path: '/landing', match: 'exact' },
  { path: '/legal', match: 'section' },
  { path: '/partners/directory', match: 'section' },
  { path: '/product-tours', match: 'section' },
  { path: '/reports', match: 'exact' },
  { path: '/solutions', match: 'exact' },
  { path: '/trust', match: 'section' },
  { path: '/careers', match: 'exact' },
  { path: '/company/contact', match: 'section' },
  { path: '/company', match: 'exact' },
  { path: '/impact', match: 'exact' },
  { path: '/pricing/calculator', match: 'exact' },
  { path: '/products/cloudways', match: 'exact' },
  { path: '/products/paperspace', match: 'exact' },
  { path: '/products/support', match: 'exact' },
  { path: '/products/backups', match: 'exact' },
  { path: '/referral-program', match: 'exact' },
  { path: '/sitemap', match: 'exact' },
];

/** Whether a page shows the 'start building today' call-to-action block. */
export function showsStartBuildingCta(pathname: string): boolean {
  return !matchesAnyPathRule(pathname, CTA_EXCLUDED_PATHS);
}

/** Paths without the site header (content-and-presentation §2). */
export const HEADER_HIDDEN_PATHS: readonly PathRule[] = [{ path: '/deploy', match: 'section' }];

/** Paths without the site footer (content-and-presentation §2). */
export const FOOTER_HIDDEN_PATHS: readonly PathRule[] = [
  { path: '/pricing/calculator', match: 'section' },
  { path: '/deploy', match: 'section' },
];

/** Paths with a reading progress bar: blog and resources pages (content-and-presentation §2). */
export const PROGRESS_BAR_PATHS: readonly PathRule[] = [
  { path: '/blog', match: 'section' },
  { path: '/resources', match: 'section' },
];

/** Whether the site header is hidden on a page. */
export function isHeaderHidden(pathname: string): boolean {
  return matchesAnyPathRule(pathname, HEADER_HIDDEN_PATHS);
}

/** Whether the site footer is hidden on a page. */
export function isFooterHidden(pathname: string): boolean {
  return matchesAnyPathRule(pathname, FOOTER_HIDDEN_PATHS);
}

/** Whether a page shows the reading progress bar. */
export function showsProgressBar(pathname: string): boolean {
  return matchesAnyPathRule(pathname, PROGRESS_BAR_PATHS);
}

/**
 * The admin area (issue #30, item 6): a shell of its own. Its pages show the admin header (brand, "Admin", the way back
 * to the site, the member's menus) instead of the site's top bar, header and footer, which are the public site's.
 */
export const ADMIN_AREA_PATHS: readonly PathRule[] = [{ path: '/community/admin', match: 'section' }];

/** Whether a page is in the admin area (its own shell: no site header, top bar nor footer). */
export function isAdminAreaPath(pathname: string): boolean {
  return matchesAnyPathRule(pathname, ADMIN_AREA_PATHS);
}

/** Whether a page belongs to the community (community header, admin bar, search button). */
export function isCommunityPath(pathname: string): boolean {
  return matchesAnyPathRule(pathname, [{ path: '/community', match: 'section' }]);
}
