// /community/pages/[slug]: the static community pages (type community-pages), e.g. code-of-conduct. Their content is
// a list of slices; text fields are shown as written (escaped), the rich-text field `body` as the API rendered it
// (`body_html`: the API drops every HTML key a client sends and renders the markdown itself).
import { objectTag } from '@reef/core';
import { getStaticPage, type StaticPage } from '@reef/client';
import type { Metadata } from 'next';
import { cache, type ReactNode } from 'react';
import { Container } from '@/components/ui/container/container';
import { ArticleBody } from '@/components/content/article-body';
import { PageHeading } from '@/components/layout/page-heading';
import { cachedApi, readOrNotFound } from '@/lib/content-api';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

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

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** One slice: a heading, rich text (`body_html`, rendered by the API) or plain text, and its items as a list. */
function renderSlice(slice: NonNullable<StaticPage['slices']>[number], index: number): ReactNode {
  const primary = slice.primary ?? {};
  const heading = text(primary.title) ?? text(primary.heading);
  const html = text(primary.body_html);
  const body = text(primary.body) ?? text(primary.text) ?? text(primary.description);
  const items = (slice.items ?? [])
    .map((item) => text(item.title) ?? text(item.text) ?? text(item.label))
    .filter((item): item is string => Boolean(item));
  return (
    <section key={index} aria-label={heading}>
      {heading ? <h2 className={styles.sectionTitle}>{heading}</h2> : null}
      {html ? <ArticleBody html={html} idPrefix={`slice-${index}`} /> : body ? <p>{body}</p> : null}
      {items.length > 0 ? (
        <ul>
          {items.map((item, itemIndex) => (
            <li key={itemIndex}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await readPage((await params).slug);
  return communityMetadata(
    { path: page.path, type: PAGE_TYPE, slug: page.slug, title: page.title, description: page.description },
    { noIndex: page.state === 'unlisted' },
  );
}

export default async function CommunityStaticPage({ params }: Props) {
  const page = await readPage((await params).slug);
  return (
    <Container className={styles.page} inner>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: page.title }]}
        title={page.title}
        lede={page.description || undefined}
      />
      {(page.slices ?? []).map(renderSlice)}
    </Container>
  );
}
