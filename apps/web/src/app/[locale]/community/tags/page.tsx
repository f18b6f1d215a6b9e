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
import { getT } from '@/i18n/translate';
import { inPageLanguage } from '@/i18n/page-locale';
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
  const t = await getT('reading');
  return communityMetadata(
    {
      path: BASE_PATH,
      title: params.q ? t('tags.matching_title', { q: params.q }) : t('tags.meta_title'),
      description: t('tags.meta_description'),
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
  const t = await getT('reading');
  const tc = await getT('common');

  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: t('crumbs.community'), href: '/community' }, { label: t('crumbs.tags') }]}
        breadcrumbLabel={tc('breadcrumb.label')}
        title={params.q ? t('tags.matching_title', { q: params.q }) : t('tags.meta_title')}
        lede={t('tags.lede')}
      />
      <form
        role="search"
        action={await inPageLanguage(BASE_PATH)}
        method="get"
        aria-label={t('tags.search_form')}
      >
        {values.sort ? <input type="hidden" name="sort" value={values.sort} /> : null}
        <SearchRow
          id="tag-search"
          name="q"
          label={t('tags.search_label')}
          defaultValue={params.q}
          placeholder={t('tags.search_placeholder')}
        />
      </form>
      <nav aria-label={t('tags.sort_label')}>
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
                {sort.value === 'name' ? t('tags.sort_name') : t('tags.sort_popular')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={controls.resultCount} role="status">
        {t('tags.count', { total })}
        {params.q ? ` ${t('tags.matching', { q: params.q })}` : ''}
        {count > 1 ? ` · ${t('tags.page_of', { current, count })}` : ''}
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
                  {t('tags.tutorials', { count: tag.tutorials_count })} ·{' '}
                  {t('tags.questions', { count: tag.questions_count })}
                </span>
                {tag.description ? (
                  <p className={indexStyles.description}>{truncate(tag.description, 120)}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={params.q ? t('tags.none_matching', { q: params.q }) : t('tags.none')}>
          {params.q ? (
            <p>
              {t('tags.check_spelling')} <Link href={BASE_PATH}>{t('tags.show_all')}</Link>
            </p>
          ) : null}
        </EmptyState>
      )}
      <Pagination
        basePath={BASE_PATH}
        values={values}
        current={current}
        count={count}
        label={t('tags.pages')}
      />
    </Container>
  );
}
