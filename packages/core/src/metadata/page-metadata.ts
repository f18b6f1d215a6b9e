import { pluralizeType } from '../links/pluralize.js';
import {
  isMarketingPageType,
  isPostType,
  MARKETING_PAGE_TYPES,
  POST_TYPES,
} from '../links/marketing-paths.js';
import { truncate } from '../text/truncate.js';

/** Longest meta description (content-and-presentation §3). */
export const META_DESCRIPTION_MAX_LENGTH = 160;

/** Page metadata as content carries it (content-and-presentation §3 "Page metadata object"). */
export type PageMetadataInput = {
  path?: string | null;
  type?: string | null;
  slug?: string | null;
  /** Language code → URL of the same page in that language. */
  alternate?: Readonly<Record<string, string>> | null;
  description?: string | null;
  title?: string | null;
  open_graph_image?: string | null;
};

/** Metadata ready for the page head. */
export type PageMetadata = {
  title?: string;
  description?: string;
  canonical?: string;
  alternates: Record<string, string>;
  openGraph: { title?: string; description?: string; url?: string; image?: string };
};

/** Options of `buildPageMetadata`. */
export type PageMetadataOptions = {
  /** The site's public base URL, e.g. https://tidal.example. */
  baseUrl: string;
};

/**
 * Base path of a content type: a marketing page type's prefix, a post type's path, or else the
 * community path of the type (/community/{type plural}).
 */
export function contentBasePath(type: string): string {
  if (isMarketingPageType(type)) return MARKETING_PAGE_TYPES[type];
  if (isPostType(type)) return POST_TYPES[type];
  return `/community/${pluralizeType(type).replace(/_/g, '-')}`;
}

function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

/** An absolute URL of a path on the site, without trailing slashes. */
export function absoluteSiteUrl(pathOrUrl: string, baseUrl: string): string {
  const url = isAbsoluteUrl(pathOrUrl)
    ? pathOrUrl
    : `${baseUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
  return url.replace(/\/+$/, '');
}

// spec: content-and-presentation §3 — "The canonical URL is the given path, or else a base path
// from the content type plus the slug with leading slashes removed. A relative canonical is
// prefixed with the site base URL and trailing slashes are removed."
/** Canonical URL of a page, or `undefined` when it has neither a path nor a type. */
export function canonicalUrl(
  input: Pick<PageMetadataInput, 'path' | 'type' | 'slug'>,
  baseUrl: string,
): string | undefined {
  let path = input.path ?? undefined;
  if (!path && input.type) {
    const slug = (input.slug ?? '').replace(/^\/+/, '');
    path = `${contentBasePath(input.type).replace(/\/+$/, '')}/${slug}`;
  }
  if (!path) return undefined;
  return absoluteSiteUrl(path, baseUrl);
}

/** Head metadata of a page: canonical URL, alternates, description cut to 160 characters, Open Graph. */
export function buildPageMetadata(input: PageMetadataInput, options: PageMetadataOptions): PageMetadata {
  const canonical = canonicalUrl(input, options.baseUrl);
  const description = input.description
    ? truncate(input.description, META_DESCRIPTION_MAX_LENGTH)
    : undefined;
  const title = input.title ?? undefined;
  const alternates = Object.fromEntries(
    Object.entries(input.alternate ?? {}).map(([language, url]) => [
      language,
      absoluteSiteUrl(url, options.baseUrl),
    ]),
  );
  const image = input.open_graph_image ? absoluteSiteUrl(input.open_graph_image, options.baseUrl) : undefined;
  const metadata: PageMetadata = { alternates, openGraph: {} };
  if (title !== undefined) metadata.title = metadata.openGraph.title = title;
  if (description !== undefined) metadata.description = metadata.openGraph.description = description;
  if (canonical !== undefined) metadata.canonical = metadata.openGraph.url = canonical;
  if (image !== undefined) metadata.openGraph.image = image;
  return metadata;
}
