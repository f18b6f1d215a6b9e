// /community/tags: the tag index (issue #30, "the specification's last gaps"). Every published tag with how many
// tutorials and questions carry it, most used first or by name (links), a plain GET search by name, and pages.
// Server-rendered, no client code; each tag links to its page, /community/tags/{slug}.
import { listTags } from '@reef/client';
import { contentPath, listTag, truncate } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import { Pagination, listHref } from '@/components/ui/pagination/pagination';
import { cachedApi } from '@/lib/content-api';
import { countLabel } from '@/lib/format';
import { SearchRow } from '../_lib/list-search-controls';
import { communityMetadata } from '../_lib/metadata';
import { TAG_INDEX_PAGE_SIZE, TAG_INDEX_SORTS, parseTagIndexParams, tagIndexValues } from './index-params';
import styles from '@/components/layout/page.module.css';
import controls from '@/app/[locale]/community/list-controls.module.css';
import indexStyles from './tag-index.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const BASE_PATH = '/community/tags';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = parseTagIndexParams(await searchParams);
  return communityMetadata(
    {
      path: BASE_PATH,
      title: params.q ? `Tags matching “${params.q}”` : 'Tags',
      description: 'Every topic of the community’s tutorials and questions, most used first.',
    },
    // The searched, re-sorted and later pages are not pages of their own for search engines.
    { noIndex: Boolean(params.q) || params.sort !== 'popular' || params.page > 1 },
  );
}

export default async function TagIndexPage({ searchParams }: Props) {
  const params = parseTagIndexParams(await searchParams);
  const tags = await listTags(cachedApi([listTag.tags]), {
    sort: params.sort,
    search: params.q,
    page: params.page,
    limit: TAG_INDEX_PAGE_SIZE,
  });
  const { current, count } = tags.meta.pagination.page;
  const total = tags.meta.pagination.total;
  const values = tagIndexValues(params);

  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Tags' }]}
        title={params.q ? `Tags matching “${params.q}”` : 'Tags'}
        lede="Topics of the community’s tutorials and questions. Open one to read everything about it, or follow it."
      />
      <form role="search" action={BASE_PATH} method="get" aria-label="Search tags">
        {values.sort ? <input type="hidden" name="sort" value={values.sort} /> : null}
        <SearchRow
          id="tag-search"
          name="q"
          label="Search tags by name"
          defaultValue={params.q}
          placeholder="Search tags, e.g. docker"
        />
      </form>
      <nav aria-label="Sort tags">
        <ul className={controls.tabs}>
          {TAG_INDEX_SORTS.map((sort) => (
            <li key={sort.value}>
              <Link
                href={listHref(BASE_PATH, values, {
                  sort: sort.value === 'popular' ? undefined : sort.value,
                })}
                aria-current={params.sort === sort.value ? 'page' : undefined}
                className={outlineLinkClassName(params.sort === sort.value)}
              >
                {sort.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={controls.resultCount} role="status">
        {countLabel(total, 'tag')}
        {params.q ? ` matching “${params.q}”` : ''}
        {count > 1 ? ` · page ${current} of ${count}` : ''}
      </p>
      {tags.data.length > 0 ? (
        <ul className={indexStyles.grid}>
          {tags.data.map((tag) => (
            <li key={tag.id}>
              <div className={indexStyles.item}>
                <Link href={contentPath('tag', tag.slug)} className={indexStyles.name}>
                  {tag.name}
                </Link>
                <span className={indexStyles.counts}>
                  {countLabel(tag.tutorials_count, 'tutorial')} ·{' '}
                  {countLabel(tag.questions_count, 'question')}
                </span>
                {tag.description ? (
                  <p className={indexStyles.description}>{truncate(tag.description, 120)}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={params.q ? `No tag matches “${params.q}”` : 'No tags yet'}>
          {params.q ? (
            <p>
              Check the spelling or try part of the name. <Link href={BASE_PATH}>Show every tag</Link>
            </p>
          ) : null}
        </EmptyState>
      )}
      <Pagination basePath={BASE_PATH} values={values} current={current} count={count} label="Tag pages" />
    </Container>
  );
}
