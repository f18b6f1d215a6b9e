// /community/tutorial-series/[slug]: the parts in order, each with its completion state for the signed-in member.
import { followButtonWords } from '@/features/follows/follow-words';
import { getTutorialSeries } from '@reef/client';
import { contentPath, objectTag } from '@reef/core';
import { htmlToText } from '@reef/markdown/html';
import type { Metadata } from 'next';
import { getT } from '@/i18n/translate';
import { actionWords } from '@/features/votes/action-words-server';
import { pageLocale } from '@/i18n/page-locale';
import { authorLineWords } from '@/components/content/author-line-words';
import { cache } from 'react';
import { Container } from '@/components/ui/container/container';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { ServerSeriesParts } from '@/features/series/server-series-parts';
import { SubscribeButton } from '@/features/subscriptions/subscribe-button';
import { FollowButton } from '@/features/follows/follow-button';
import { ArticleBody } from '@/components/content/article-body';
import { UpvoteButton } from '@/features/votes/upvote-button';
import { AuthorLine } from '@/components/content/author-line';
import { JsonLd } from '@/components/content/json-ld';
import { PageHeading } from '@/components/layout/page-heading';
import { cachedApi, readOrNotFound } from '@/lib/content-api';
import { communityMetadata, siteUrl } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

type Props = { params: Promise<{ slug: string }> };

// On-demand ISR: no page is rendered at build (the build needs no API); each is rendered on its first visit, kept
// as a cached page and expired by the tags of its reads when the API revalidates them.
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const readSeries = cache((slug: string) =>
  readOrNotFound(() => getTutorialSeries(cachedApi([objectTag.tutorialSeries(slug)]), slug)),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const series = await readSeries((await params).slug);
  return communityMetadata({
    type: 'tutorial_series',
    slug: series.slug,
    title: series.title,
    description: htmlToText(series.body_html),
  });
}

export default async function TutorialSeriesPage({ params }: Props) {
  const series = await readSeries((await params).slug);
  const url = siteUrl(contentPath('tutorial_series', series.slug));
  const locale = await pageLocale();
  const t = await getT('reading', locale);
  const tc = await getT('common', locale);
  const actions = await actionWords({ kind: 'series' });
  return (
    <Container className={styles.page} inner>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: series.title,
          url,
          itemListElement: series.tutorials.map((part, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: siteUrl(contentPath('tutorial', part.slug)),
            name: part.title,
          })),
        }}
      />
      <PageHeading
        crumbs={[
          { label: t('crumbs.community'), href: '/community' },
          { label: t('crumbs.tutorials'), href: '/community/tutorials' },
          { label: series.title },
        ]}
        breadcrumbLabel={tc('breadcrumb.label')}
        eyebrow={
          <ContentTypeLabel type="tutorial_series">
            {t('series.eyebrow', { count: String(series.tutorials.length) })}
          </ContentTypeLabel>
        }
        title={series.title}
      />
      <AuthorLine
        author={series.author}
        published={series.published_at ?? series.created_at}
        updated={series.updated_at}
        words={await authorLineWords()}
        locale={locale}
      />
      <div className={styles.titleActions} style={{ margin: '16px 0' }}>
        <UpvoteButton
          type="tutorial_series"
          id={series.id}
          count={series.upvotes_count}
          label="this series"
          words={actions?.upvote}
        />
        <SubscribeButton
          type="tutorial_series"
          id={series.id}
          label="this series"
          words={actions?.subscribe}
        />
        <FollowButton
          type="tutorial_series"
          id={series.id}
          label={`the series ${series.title}`}
          words={await followButtonWords()}
        />
      </div>
      {series.body_html ? <ArticleBody html={series.body_html} withAnchors={false} /> : null}
      <section aria-labelledby="parts-title" style={{ marginTop: 32 }}>
        <h2 id="parts-title" className={styles.sectionTitle}>
          {t('series.parts_title')}
        </h2>
        <ServerSeriesParts
          seriesId={series.id}
          parts={series.tutorials.map((part) => ({
            id: part.id,
            slug: part.slug,
            title: part.title,
            description: part.description,
          }))}
        />
      </section>
    </Container>
  );
}
