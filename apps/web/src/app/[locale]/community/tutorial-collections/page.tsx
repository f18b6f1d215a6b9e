// /community/tutorial-collections: the published tutorial collections (content-and-presentation §2/§7), curated
// groups of tutorials that editors make in the admin area (/community/admin/tutorial_collections). Server-rendered,
// no client code; each collection links to its page.
import { listTutorialCollections, type TutorialCollectionList } from '@reef/client';
import { listTag } from '@reef/core';
import type { Metadata } from 'next';
import { getT } from '@/i18n/translate';
import { around } from '@/features/tutorials/around';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { cachedApi, readOptional } from '@/lib/content-api';
import { communityMetadata } from '../_lib/metadata';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';

// Rendered per request: it must not be prerendered at build (the build needs no API).
export const dynamic = 'force-dynamic';

/** The address of a collection's page. */
const collectionPath = (slug: string) => `/community/tutorial-collections/${encodeURIComponent(slug)}`;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('reading');
  return communityMetadata({
    path: '/community/tutorial-collections',
    title: t('collections.title'),
    description: t('collections.lede'),
  });
}

const none: TutorialCollectionList = { data: [] };

export default async function TutorialCollectionsPage() {
  // Collections list tutorials: a tutorial write refreshes them, and a collection's save names these pages.
  const collections = await readOptional(
    () => listTutorialCollections(cachedApi([listTag.tutorials])),
    none,
    'tutorial collections',
  );
  const t = await getT('reading');
  const tc = await getT('common');
  const [beforeTutorials, afterTutorials] = around(
    t('collections.none_text', { tutorials: '{tutorials}', series: '{series}' }),
    'tutorials',
  );
  const [beforeSeries, afterSeries] = around(afterTutorials, 'series');
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: t('crumbs.community'), href: '/community' },
          { label: t('crumbs.tutorials'), href: '/community/tutorials' },
          { label: t('crumbs.collections') },
        ]}
        breadcrumbLabel={tc('breadcrumb.label')}
        title={t('collections.title')}
        lede={t('collections.lede')}
      />
      {collections.data.length > 0 ? (
        <ul className={listStyles.list}>
          {collections.data.map((collection) => (
            <li key={collection.id} className={listStyles.item}>
              <h2 className={listStyles.itemTitle}>
                <Link href={collectionPath(collection.slug)}>{collection.title}</Link>
              </h2>
              {collection.description ? (
                <p className={listStyles.itemText}>{collection.description}</p>
              ) : null}
              <p className={listStyles.itemMeta}>
                {t('collections.count', { count: collection.tutorials_count })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('collections.none')}>
          <p>
            {beforeTutorials}
            <Link href="/community/tutorials">{t('collections.tutorials_link')}</Link>
            {beforeSeries}
            <Link href="/community/tutorial-series">{t('collections.series_link')}</Link>
            {afterSeries}
          </p>
        </EmptyState>
      )}
    </Container>
  );
}
