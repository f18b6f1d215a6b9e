// /community/learning-paths: learning paths (the learning-path tutorial kind) and tutorial series, in order to follow.
import { listTutorials, listTutorialSeries, type TutorialSeriesPage } from '@reef/client';
import { contentPath, listTag } from '@reef/core';
import type { Metadata } from 'next';
import { getT } from '@/i18n/translate';
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { PageHeading } from '@/components/layout/page-heading';
import { TutorialList } from '@/components/content/tutorial-item';
import { cachedApi, readOptional } from '@/lib/content-api';
import { communityMetadata } from '../_lib/metadata';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';
import { readInPageLanguage } from '@/lib/list-language';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('reading');
  return communityMetadata({
    path: '/community/learning-paths',
    title: t('paths.title'),
    description: t('paths.meta_description'),
  });
}

const noSeries: TutorialSeriesPage = {
  data: [],
  meta: { pagination: { page: { current: 1, count: 0 }, per_page: 0, total: 0 } },
};

export default async function LearningPathsPage() {
  // The page's language's paths and series, or English's while it has none.
  const [paths, series] = await Promise.all([
    readInPageLanguage((language) =>
      listTutorials(cachedApi([listTag.tutorials]), { type: 'learning-path', language, limit: 50 }),
    ),
    readInPageLanguage((language) =>
      readOptional(
        () => listTutorialSeries(cachedApi([listTag.tutorialSeries]), { limit: 50, language }),
        noSeries,
        'series',
      ),
    ),
  ]);
  const t = await getT('reading');
  const tc = await getT('common');
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: t('crumbs.community'), href: '/community' }, { label: t('crumbs.learning_paths') }]}
        breadcrumbLabel={tc('breadcrumb.label')}
        title={t('paths.title')}
        lede={t('paths.lede')}
      />
      <section aria-labelledby="series-title">
        <h2 id="series-title" className={styles.sectionTitle}>
          {t('paths.series')}
        </h2>
        {series.data.length > 0 ? (
          <ul className={listStyles.list}>
            {series.data.map((item) => (
              <li key={item.id} className={listStyles.item}>
                <h3 className={listStyles.itemTitle}>
                  <Link href={contentPath('tutorial_series', item.slug)}>{item.title}</Link>
                </h3>
                <p className={listStyles.itemMeta}>
                  {t('paths.parts', { count: String(item.tutorials_count) })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('series_index.none')} />
        )}
      </section>
      {paths.data.length > 0 ? (
        <section aria-labelledby="paths-title" style={{ marginTop: 48 }}>
          <h2 id="paths-title" className={styles.sectionTitle}>
            {t('paths.title')}
          </h2>
          <TutorialList tutorials={paths.data} />
        </section>
      ) : null}
    </Container>
  );
}
