// Head metadata of community pages from the spec's page-metadata rules (content-and-presentation §3):
// canonical URL, description cut to 160 characters, alternate languages, Open Graph and Twitter cards.
import 'server-only';
import { buildPageMetadata, type PageMetadataInput } from '@reef/core';
import type { Metadata } from 'next';
import { getEnv } from '@/env';
import { getBrand } from '@/lib/brand';
import { pageLocale } from '@/i18n/page-locale';
import { localizedMetadataInput } from '@/i18n/localized-metadata';

/** Options beyond the page-metadata object. */
export type CommunityMetadataOptions = {
  /** Open Graph type: `article` for tutorials and questions. */
  kind?: 'article' | 'website' | 'profile';
  publishedTime?: string | null;
  modifiedTime?: string | null;
  authors?: string[];
  tags?: string[];
  /** Keeps the page out of search indexes (unlisted content, search results, forms). */
  noIndex?: boolean;
};

/** Next.js metadata of a community page, in the page's interface language. */
export async function communityMetadata(
  input: PageMetadataInput,
  options: CommunityMetadataOptions = {},
): Promise<Metadata> {
  const env = getEnv();
  const page = buildPageMetadata(localizedMetadataInput(input, await pageLocale()), {
    baseUrl: env.PUBLIC_WEB_URL,
  });
  const image = page.openGraph.image;
  const metadata: Metadata = {
    title: page.title,
    description: page.description,
    alternates: {
      canonical: page.canonical,
      languages: Object.keys(page.alternates).length > 0 ? page.alternates : undefined,
    },
    openGraph: {
      type: options.kind ?? 'website',
      title: page.openGraph.title,
      description: page.openGraph.description,
      url: page.openGraph.url,
      siteName: getBrand().name,
      ...(image ? { images: [{ url: image, width: 1200, height: 630, alt: page.title ?? '' }] } : {}),
      ...(options.kind === 'article'
        ? {
            publishedTime: options.publishedTime ?? undefined,
            modifiedTime: options.modifiedTime ?? undefined,
            authors: options.authors,
            tags: options.tags,
          }
        : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: page.openGraph.title,
      description: page.openGraph.description,
      ...(image ? { images: [image] } : {}),
    },
  };
  if (options.noIndex) metadata.robots = { index: false, follow: true };
  return metadata;
}

/** The site's public origin, for absolute links in JSON-LD, feeds and the sitemap. */
export function siteUrl(path = ''): string {
  return `${getEnv().PUBLIC_WEB_URL}${path}`;
}
