// /community/tools: tools, libraries and services the community recommends.
import { listTools } from '@reef/client';
import { contentPath, listTag } from '@reef/core';
import type { Metadata } from 'next';
import { getT } from '@/i18n/translate';
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { PageHeading } from '@/components/layout/page-heading';
import { TagList } from '@/components/content/tag-list';
import { cachedApi } from '@/lib/content-api';
import { buttonClassName } from '@/components/ui/button/button-link';
import { communityMetadata } from '../_lib/metadata';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('reading');
  return communityMetadata({
    path: '/community/tools',
    title: t('tools.title'),
    description: t('tools.meta_description'),
  });
}

export default async function ToolsPage() {
  const tools = await listTools(cachedApi([listTag.tools]), { limit: 100 });
  const t = await getT('reading');
  const tc = await getT('common');
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: t('crumbs.community'), href: '/community' }, { label: t('crumbs.tools') }]}
        breadcrumbLabel={tc('breadcrumb.label')}
        title={t('tools.title')}
        lede={t('tools.lede')}
      />
      {/* Members holding CREATE_TOOLS submit tools; the new page says to others how the permission is given. */}
      <p>
        <Link href="/community/tools/new" className={buttonClassName('secondary')}>
          {t('tools.submit')}
        </Link>
      </p>
      {tools.data.length > 0 ? (
        <ul className={listStyles.list}>
          {tools.data.map((tool) => (
            <li key={tool.id} className={listStyles.item}>
              <h2 className={listStyles.itemTitle}>
                <Link href={contentPath('tool', tool.slug)}>{tool.name}</Link>
              </h2>
              <p className={listStyles.itemText}>{tool.description}</p>
              <TagList tags={tool.tags} label={tc('tags.label')} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('tools.none')} />
      )}
    </Container>
  );
}
