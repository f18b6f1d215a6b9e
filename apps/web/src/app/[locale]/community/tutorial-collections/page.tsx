// /community/tutorial-collections: the published tutorial collections (content-and-presentation §2/§7), curated
// groups of tutorials that editors make in the admin area (/community/admin/tutorial_collections). Server-rendered,
// no client code; each collection links to its page.
import { listTutorialCollections, type TutorialCollectionList } from '@reef/client';
import { listTag } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { cachedApi, readOptional } from '@/lib/content-api';
import { countLabel } from '@/lib/format';
import { communityMetadata } from '../_lib/metadata';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';

// Rendered per request: it must not be prerendered at build (the build needs no API).
export const dynamic = 'force-dynamic';

/** The address of a collection's page. */
const collectionPath = (slug: string) => `/community/tutorial-collections/${encodeURIComponent(slug)}`;

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata({
    path: '/community/tutorial-collections',
    title: 'Tutorial collections',
    description: 'Tutorials chosen and ordered by our editors, one collection per subject.',
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
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: 'Community', href: '/community' },
          { label: 'Tutorials', href: '/community/tutorials' },
          { label: 'Collections' },
        ]}
        title="Tutorial collections"
        lede="Tutorials chosen and ordered by our editors, one collection per subject."
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
              <p className={listStyles.itemMeta}>{countLabel(collection.tutorials_count, 'tutorial')}</p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No collections yet">
          <p>
            Browse the <Link href="/community/tutorials">tutorials</Link> or follow a{' '}
            <Link href="/community/tutorial-series">tutorial series</Link>.
          </p>
        </EmptyState>
      )}
    </Container>
  );
}
