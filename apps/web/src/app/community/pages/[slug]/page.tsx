// /community/pages/[slug]: the static community pages (type community-pages), e.g. code-of-conduct.
import { getStaticPage, type StaticPage } from '@reef/client';
import type { Metadata } from 'next';
import { cache } from 'react';
import { Container } from '@/components/ui/container/container';
import { ArticleBody } from '@/features/tutorials/article-body';
import { PageHeading } from '../../_components/page-heading';
import { objectTag } from '../../_lib/cache-tags';
import { cachedApi, readOrNotFound } from '../../_lib/content-api';
import { communityMetadata } from '../../_lib/metadata';
import styles from '../../_components/community.module.css';

type Props = { params: Promise<{ slug: string }> };

const PAGE_TYPE = 'community-pages';

const readPage = cache((slug: string) => readOrNotFound(() => getStaticPage(cachedApi([objectTag.staticPage(PAGE_TYPE, slug)]), PAGE_TYPE, slug)));

// A static page keeps its content in `data` (templates and slices); community pages carry rendered HTML in it.
function bodyOf(page: StaticPage): string {
  if (typeof page.body_html === 'string') return page.body_html;
  const data = page.data ?? {};
  for (const key of ['body_html', 'html', 'content_html']) if (typeof data[key] === 'string') return data[key];
  return '';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await readPage((await params).slug);
  return communityMetadata({ type: PAGE_TYPE, slug: page.slug, title: page.title, description: page.description }, { noIndex: page.state === 'unlisted' });
}

export default async function CommunityStaticPage({ params }: Props) {
  const page = await readPage((await params).slug);
  const html = bodyOf(page);
  return (
    <Container className={styles.page} inner>
      <PageHeading crumbs={[{ label: 'Community', href: '/community' }, { label: page.title }]} title={page.title} lede={page.description || undefined} />
      {html ? <ArticleBody html={html} /> : null}
    </Container>
  );
}
