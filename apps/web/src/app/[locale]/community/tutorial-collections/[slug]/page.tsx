// /community/tutorial-collections/[slug]: a published tutorial collection (content-and-presentation §2/§7), its
// description and its public tutorials in the editors' order. Drafts and trashed collections are a 404 (the
// static-content API serves published ones only). Server-rendered, no client code.
import { getTutorialCollection } from '@reef/client';
import { listTag, truncate } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { cache } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { TutorialList } from '@/components/content/tutorial-item';
import { cachedApi, readOrNotFound } from '@/lib/content-api';
import { countLabel } from '@/lib/format';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

type Props = { params: Promise<{ slug: string }> };

// Rendered per request: it must not be prerendered at build (the build needs no API).
export const dynamic = 'force-dynamic';

const readCollection = cache((slug: string) =>
  readOrNotFound(() => getTutorialCollection(cachedApi([listTag.tutorials]), slug)),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const collection = await readCollection((await params).slug);
  return communityMetadata({
    path: `/community/tutorial-collections/${collection.slug}`,
    title: collection.title,
    description: truncate(collection.description || `Tutorials collected under “${collection.title}”.`, 160),
  });
}

export default async function TutorialCollectionPage({ params }: Props) {
  const collection = await readCollection((await params).slug);
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: 'Community', href: '/community' },
          { label: 'Tutorials', href: '/community/tutorials' },
          { label: 'Collections', href: '/community/tutorial-collections' },
          { label: collection.title },
        ]}
        eyebrow={<span className={styles.muted}>Tutorial collection</span>}
        title={collection.title}
        lede={collection.description || undefined}
      />
      <section aria-labelledby="collection-tutorials">
        <h2 id="collection-tutorials" className={styles.sectionTitle}>
          {countLabel(collection.tutorials.length, 'tutorial')} in this collection
        </h2>
        {collection.tutorials.length > 0 ? (
          <TutorialList tutorials={collection.tutorials} />
        ) : (
          <EmptyState title="This collection has no tutorials yet">
            <p>
              Browse <Link href="/community/tutorial-collections">the other collections</Link>.
            </p>
          </EmptyState>
        )}
      </section>
    </Container>
  );
}
