// The link rules of @reef/core (content-and-presentation §5 "Links") applied where the site builds links from
// configuration: absolute links to the company's own hosts become paths, and only valid site paths navigate
// client-side.
import { isInternalLink, isValidInternalPath, normalizeOwnHostLink } from '@reef/core';

/** Whether an href is a site path the router can navigate to (internal, not a bare #hash, and valid). */
export function isSitePath(href: string): boolean {
  return isInternalLink(href) && !href.startsWith('#') && isValidInternalPath(href);
}

/**
 * Returns `value` with every `href` string inside it (objects and arrays, any depth) normalised with
 * `normalizeOwnHostLink`: for menus and link columns built from the brand configuration.
 */
export function normalizeHrefs<T>(value: T, ownHosts: readonly string[]): T {
  if (Array.isArray(value)) return value.map((item: unknown) => normalizeHrefs(item, ownHosts)) as T;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    result[key] =
      key === 'href' && typeof item === 'string'
        ? normalizeOwnHostLink(item, ownHosts)
        : normalizeHrefs(item, ownHosts);
  }
  return result as T;
}
