// The head addresses of a page in the interface languages (issue #31, item 2): plain code, for the page metadata of
// every page (src/lib/community-metadata.ts).
import { buildPageMetadata, type PageMetadataInput } from '@reef/core';
import { isSiteLocale, localizedPath, SITE_LOCALES, type SiteLocale } from './locale-path';

/**
 * The page metadata's addresses in the interface languages (issue #31, item 2): a page with language versions of its
 * content (`alternate`, language → path) names each version at its address in that version's language
 * (`/de/community/tutorials/x-de`), and its canonical URL is its own version's; any other page exists in every
 * interface language, so it names all nine, and its canonical URL is the page's own language's. `x-default` is the
 * original at its own language's address (a page of the interface: its unprefixed, English address).
 */
export function localizedMetadataInput(input: PageMetadataInput, locale: SiteLocale): PageMetadataInput {
  const path = input.path ?? (input.type ? canonicalPathOf(input) : undefined);
  if (!path || !path.startsWith('/')) return input;
  const versions = Object.entries(input.alternate ?? {}).filter(([language]) => language !== 'x-default');
  if (versions.length > 0) {
    const alternate: Record<string, string> = {};
    for (const [language, url] of versions)
      alternate[language] = isSiteLocale(language) ? localizedPath(url, language) : url;
    // x-default: the original at its own language's address.
    const original = input.alternate?.['x-default'];
    const originalLanguage = versions.find(([, url]) => url === original)?.[0];
    if (original)
      alternate['x-default'] = isSiteLocale(originalLanguage)
        ? localizedPath(original, originalLanguage)
        : original;
    const own = versions.find(([, url]) => url === path)?.[0];
    return { ...input, path: isSiteLocale(own) ? localizedPath(path, own) : path, alternate };
  }
  const alternate: Record<string, string> = Object.fromEntries(
    SITE_LOCALES.map((each) => [each, localizedPath(path, each)]),
  );
  alternate['x-default'] = path;
  return { ...input, path: localizedPath(path, locale), alternate };
}

/** The path of a page given by type and slug (the spec's canonical rule), as buildPageMetadata finds it. */
function canonicalPathOf(input: PageMetadataInput): string | undefined {
  const url = buildPageMetadata({ type: input.type, slug: input.slug }, { baseUrl: 'http://x' }).canonical;
  return url ? url.slice('http://x'.length) || '/' : undefined;
}
