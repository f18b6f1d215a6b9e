// /community/tutorial-collections/[slug]: a published tutorial collection (content-and-presentation §2/§7), its
// description and its public tutorials in the editors' order. Drafts and trashed collections are a 404 (the
// static-content API serves published ones only). Server-rendered, no client code.
import { getTutorialCollection } from '@reef/client';
import { listTag, truncate } from '@reef/core';
import type { Metadata } from 'next';
import { getT } from '@/i18n/translate';
import { around } from '@/features/tutorials/around';
import Link from '@/components/ui/link';
import { cache } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { TutorialList } from '@/components/content/tutorial-item';
import { cachedApi, readOrNotFound } from '@/lib/content-api';
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
  const t = await getT('reading');
  return communityMetadata({
    path: `/community/tutorial-collections/${collection.slug}`,
    title: collection.title,
    description: truncate(
      collection.description || t('collection.description', { title: collection.title }),
      160,
    ),
  });
}

export default async function TutorialCollectionPage({ params }: Props) {
  const collection = await readCollection((await params).slug);
  const t = await getT('reading');
  const tc = await getT('common');
  const [browseBefore, browseAfter] = around(t('collection.browse_other', { link: '{link}' }), 'link');
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: t('crumbs.community'), href: '/community' },
          { label: t('crumbs.tutorials'), href: '/community/tutorials' },
          { label: t('crumbs.collections'), href: '/community/tutorial-collections' },
          { label: collection.title },
        ]}
        breadcrumbLabel={tc('breadcrumb.label')}
        eyebrow={<span className={styles.muted}>{t('collection.eyebrow')}</span>}
        title={collection.title}
        lede={collection.description || undefined}
      />
      <section aria-labelledby="collection-tutorials">
        <h2 id="collection-tutorials" className={styles.sectionTitle}>
          {t('collection.count', { count: collection.tutorials.length })}
        </h2>
        {collection.tutorials.length > 0 ? (
          <TutorialList tutorials={collection.tutorials} />
        ) : (
          <EmptyState title={t('collection.empty')}>
            <p>
              {browseBefore}
              <Link href="/community/tutorial-collections">{t('collection.other_link')}</Link>
              {browseAfter}
            </p>
          </EmptyState>
        )}
      </section>
    </Container>
  );
}
