// /{slug}: the page types whose prefix is empty — overview (/open-source, /support, /hatch), customers-overview
// (/customers) — and the sitemap type (prefix "/": /sitemap, with the human sitemap). Static routes (/pricing,
// /products, /community, /account…) always win over this one; a slug no page has is the not-found page.
// See docs/decisions.md "Static pages: page types and URLs".
import type { MarketingPageType } from '@reef/core';
import type { Metadata } from 'next';
import {
  readFirstStaticPage,
  readSitemapSections,
  slugOf,
  StaticPageBody,
  staticPageMetadata,
} from '../_lib/static-pages';

type Props = { params: Promise<{ slug: string }> };

/** Types served at /{slug}, in the order they are looked up when two share a slug. */
const ROOT_TYPES: readonly MarketingPageType[] = ['overview', 'customers-overview', 'sitemap'];

async function read(params: Props['params']) {
  const slug = slugOf((await params).slug);
  return slug ? readFirstStaticPage(ROOT_TYPES, slug) : null;
}

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await read(params);
  return page ? staticPageMetadata(page) : {};
}

export default async function RootStaticPage({ params }: Props) {
  const page = await read(params);
  const sitemap = page?.type === 'sitemap' ? await readSitemapSections() : undefined;
  return <StaticPageBody page={page} sitemap={sitemap} />;
}
