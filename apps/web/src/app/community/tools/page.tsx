// /community/tools: tools, libraries and services the community recommends.
import { listTools } from '@reef/client';
import { contentPath, listTag } from '@reef/core';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '../_components/empty-state';
import { PageHeading } from '../_components/page-heading';
import { TagList } from '../_components/tag-list';
import { cachedApi } from '../_lib/content-api';
import { communityMetadata } from '../_lib/metadata';
import styles from '../_components/community.module.css';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return communityMetadata({
    path: '/community/tools',
    title: 'Tools',
    description: 'Libraries, apps, courses and services for developers, picked by the community.',
  });
}

export default async function ToolsPage() {
  const tools = await listTools(cachedApi([listTag.tools]), { limit: 100 });
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Tools' }]}
        title="Tools"
        lede="Libraries, apps, courses and services the community recommends."
      />
      {tools.data.length > 0 ? (
        <ul className={styles.list}>
          {tools.data.map((tool) => (
            <li key={tool.id} className={styles.item}>
              <h2 className={styles.itemTitle}>
                <Link href={contentPath('tool', tool.slug)}>{tool.name}</Link>
              </h2>
              <p className={styles.itemText}>{tool.description}</p>
              <TagList tags={tool.tags} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No tools yet" />
      )}
    </Container>
  );
}
