// /community/pages/[slug]: the static community pages (type community-pages), e.g. code-of-conduct, rendered through
// the slice registry and templates of the marketing pages (features/cms): text fields are shown as written
// (escaped), rich text as the API rendered it (`body_html`: the API drops every HTML key a client sends and renders
// the markdown itself), and a slice the registry does not know or cannot read is skipped and logged.
import { objectTag } from '@reef/core';
import { getStaticPage } from '@reef/client';
import type { Metadata } from 'next';
import { getT } from '@/i18n/translate';
import { cache } from 'react';
import { StaticPageView } from '@/features/cms/static-page-view';
import { cachedApi, readOrNotFound } from '@/lib/content-api';
import { communityMetadata } from '../../_lib/metadata';

type Props = { params: Promise<{ slug: string }> };

// On-demand ISR: no page is rendered at build (the build needs no API); each is rendered on its first visit, kept
// as a cached page and expired by the tags of its reads when the API revalidates them.
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const PAGE_TYPE = 'community-pages';

const readPage = cache((slug: string) =>
  readOrNotFound(() => getStaticPage(cachedApi([objectTag.staticPage(PAGE_TYPE, slug)]), PAGE_TYPE, slug)),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await readPage((await params).slug);
  return communityMetadata(
    { path: page.path, type: PAGE_TYPE, slug: page.slug, title: page.title, description: page.description },
    { noIndex: page.state === 'unlisted' },
  );
}

export default async function CommunityStaticPage({ params }: Props) {
  const page = await readPage((await params).slug);
  const t = await getT('reading');
  return (
    <StaticPageView
      page={page}
      crumbs={[{ label: t('crumbs.community'), href: '/community' }, { label: page.title }]}
    />
  );
}
