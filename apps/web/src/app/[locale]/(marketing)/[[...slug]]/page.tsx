// / and /{slug}: the home page, and the page types whose prefix is empty — overview (/open-source, /support, /hatch),
// customers-overview (/customers) — and the sitemap type (prefix "/": /sitemap, with the human sitemap). Static
// routes (/pricing, /products, /community, /account…) always win over this one; a slug no page has, and any longer
// address no other route serves, is the not-found page. See docs/decisions.md "Static pages: page types and URLs".
//
// One optional catch-all serves them all so that every one is cached like a content page (on-demand ISR, expired by
// the tags of its reads, and kept by the page cache): rendered on its first visit, never at build (which would fix
// the brand and public URLs in it). Only a dynamic route renders on demand and stays cached, and the home page has
// no segment of its own; a catch-all for unknown addresses could not sit beside this one.
import type { MarketingPageType } from '@reef/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  readFirstStaticPage,
  readSitemapSections,
  slugOf,
  StaticPageBody,
  staticPageMetadata,
} from '../_lib/static-pages';
import { LocalizedHomePage } from '../_lib/home-page';

type Props = { params: Promise<{ slug?: string[] }> };

/** Types served at /{slug}, in the order they are looked up when two share a slug. */
const ROOT_TYPES: readonly MarketingPageType[] = ['overview', 'customers-overview', 'sitemap'];

/** The home page (no segment), or the static page of one segment (null: none); a longer address is not found. */
async function read(params: Props['params']) {
  const segments = (await params).slug ?? [];
  if (segments.length === 0) return 'home' as const;
  if (segments.length > 1) notFound();
  const slug = slugOf(segments[0]!);
  return slug ? readFirstStaticPage(ROOT_TYPES, slug) : null;
}

export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await read(params);
  if (page === 'home') return {};
  return page ? staticPageMetadata(page) : {};
}

export default async function RootPage({ params }: Props) {
  const page = await read(params);
  if (page === 'home') return <LocalizedHomePage />;
  const sitemap = page?.type === 'sitemap' ? await readSitemapSections() : undefined;
  return <StaticPageBody page={page} sitemap={sitemap} />;
}
