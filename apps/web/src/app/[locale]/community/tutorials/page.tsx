// /community/tutorials and /community/tutorials?q=: list and full-text search with filters (subtype, tag, language,
// time range, sort) and pagination. The filter form is a plain GET form: it works without JavaScript. Without words
// the list shows the site's language (issue #31); "Any language" (`language=any`) shows every one.
import { mutedFilterWords } from '@/features/follows/muted-filter-words';
import { searchContent, type SearchResults } from '@reef/client';
import { SEARCH_SUB_TYPES, searchCacheTags, TIME_RANGES } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { PageHeading } from '@/components/layout/page-heading';
import { Pagination, listHref } from '@/components/ui/pagination/pagination';
import { SearchHit } from '@/components/content/search-hit';
import { MutedFilterGate } from '@/features/follows/muted-filter-gate';
import { cachedApi } from '@/lib/content-api';
import { FilterSelect, LanguageFilter } from '../_lib/filter-select';
import { FilterActions, SearchRow } from '../_lib/list-search-controls';
import { listLanguage } from '@/lib/list-language';
import { communityMetadata } from '../_lib/metadata';
import {
  filtersToQuery,
  filtersToSearch,
  hasFilters,
  parseTutorialFilters,
  type TutorialFilters,
} from './search-params';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';
import controls from '@/app/[locale]/community/list-controls.module.css';
import { inPageLanguage, pageLocale } from '@/i18n/page-locale';
import { getT, type Translate } from '@/i18n/translate';
import { searchSubTypeName, typeNames, type TypeNames } from '@/components/content/type-names';
import { around } from '@/features/tutorials/around';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The kinds of content the search covers, as the Content filter names them. */
function kindOptions(t: Translate): [string, string][] {
  return [
    ['tutorial', t('kinds.tutorial')],
    ['question', t('kinds.question')],
    ['tutorial_series', t('kinds.tutorial_series')],
    ['tool', t('kinds.tool')],
    ['post', t('kinds.post')],
    ['static_page', t('kinds.static_page')],
    ['all', t('kinds.all')],
  ];
}

// The sub-types of each kind that has them, one group each (content-and-presentation §7: search by sub-type).
function subtypeGroups(t: Translate, names: TypeNames) {
  return (
    [
      [t('kinds.tutorial'), SEARCH_SUB_TYPES.tutorial],
      [t('kinds.tool'), SEARCH_SUB_TYPES.tool],
      [t('kinds.post'), SEARCH_SUB_TYPES.post],
      [t('kinds.static_page'), SEARCH_SUB_TYPES.static_page],
    ] as const
  ).map(([label, subtypes]) => ({
    label,
    options: subtypes.map((subtype) => [subtype, searchSubTypeName(names, subtype)] as const),
  }));
}

function sortOptions(t: Translate): [string, string][] {
  return [
    ['relevance', t('sort.relevance')],
    ['newest', t('sort.newest')],
    ['oldest', t('sort.oldest')],
  ];
}

function timeLabel(t: Translate, name: string): string {
  switch (name) {
    case 'all':
      return t('time.all');
    case 'day':
      return t('time.day');
    case 'week':
      return t('time.week');
    case 'month':
      return t('time.month');
    case 'year':
      return t('time.year');
    default:
      return '';
  }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filters = parseTutorialFilters(await searchParams, await listLanguage());
  const t = await getT('reading');
  return communityMetadata(
    {
      path: '/community/tutorials',
      title: filters.q ? t('tutorials.meta_search', { q: filters.q }) : t('tutorials.meta_title'),
      description: t('tutorials.meta_description'),
    },
    // Result pages and filtered lists are not pages of their own for search engines.
    { noIndex: Boolean(filters.q) || hasFilters(filters) || filters.page > 1 },
  );
}

export default async function TutorialsPage({ searchParams }: Props) {
  const filters = parseTutorialFilters(await searchParams, await listLanguage());
  const results: SearchResults = await searchContent(cachedApi(searchCacheTags), filtersToSearch(filters));
  const { current, count } = results.meta.pagination.page;
  const total = results.meta.pagination.total;
  const query = filtersToQuery(filters);
  const locale = await pageLocale();
  const t = await getT('reading', locale);
  const tc = await getT('common', locale);

  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: t('crumbs.community'), href: '/community' }, { label: t('crumbs.tutorials') }]}
        breadcrumbLabel={tc('breadcrumb.label')}
        title={filters.q ? t('tutorials.results_title', { q: filters.q }) : t('tutorials.title')}
        lede={filters.q ? undefined : t('tutorials.lede')}
        actions={
          <ButtonLink href="/community/tutorials/new" variant="secondary">
            {t('tutorials.write')}
          </ButtonLink>
        }
      />
      <SearchForm filters={filters} />
      <p className={controls.resultCount} role="status">
        {total === 0
          ? t('tutorials.no_results')
          : results.meta.total_estimated
            ? t('tutorials.result_count_about', { total })
            : t('tutorials.result_count', { total })}
        {filters.q ? ` ${t('tutorials.result_for', { q: filters.q })}` : ''}
        {count > 1 ? ` · ${t('tutorials.page_of', { current, count })}` : ''}
      </p>
      {results.data.length > 0 ? (
        <>
          <ul className={listStyles.list}>
            {results.data.map((hit) => (
              <li key={`${hit.type}-${hit.id}`}>
                <SearchHit hit={hit} />
              </li>
            ))}
          </ul>
          <MutedFilterGate words={await mutedFilterWords()} />
        </>
      ) : (
        <NoResults filters={filters} suggestions={results.meta.suggestions} />
      )}
      <Pagination
        basePath="/community/tutorials"
        values={query}
        current={current}
        count={count}
        label={t('tutorials.result_pages')}
      />
    </Container>
  );
}

async function SearchForm({ filters }: { filters: TutorialFilters }) {
  const t = await getT('reading');
  const names = await typeNames();
  return (
    <form
      role="search"
      action={await inPageLanguage('/community/tutorials')}
      method="get"
      aria-label={t('search_form.label')}
    >
      <SearchRow
        id="tutorial-search"
        name="q"
        label={t('search_form.search')}
        defaultValue={filters.q}
        placeholder={t('search_form.placeholder')}
      />
      <details className={controls.filterToggle}>
        <summary>{hasFilters(filters) ? t('search_form.filters_on') : t('search_form.filters')}</summary>
        <fieldset className={controls.filters}>
          <legend className="visually-hidden">{t('search_form.filters')}</legend>
          <FilterSelect
            label={t('search_form.content')}
            name="type"
            defaultValue={filters.kind}
            options={kindOptions(t)}
          />
          <FilterSelect
            label={t('search_form.kind')}
            name="subtype"
            defaultValue={filters.subtype ?? ''}
            any={t('search_form.any_kind')}
            groups={subtypeGroups(t, names)}
          />
          <label className={controls.field}>
            {t('search_form.tag')}
            <input
              name="tag"
              type="text"
              defaultValue={filters.tag ?? ''}
              placeholder={t('search_form.tag_placeholder')}
            />
          </label>
          <LanguageFilter language={filters.language} />
          <FilterSelect
            label={t('search_form.published')}
            name="time"
            defaultValue={filters.time}
            options={TIME_RANGES.map((range) => [range.name, timeLabel(t, range.name)])}
          />
          <FilterSelect
            label={t('search_form.sort_by')}
            name="sort"
            defaultValue={filters.sort}
            options={sortOptions(t)}
          />
          <FilterActions
            clearHref={
              hasFilters(filters)
                ? listHref('/community/tutorials', { q: filters.q || undefined })
                : undefined
            }
          />
        </fieldset>
      </details>
    </form>
  );
}

async function NoResults({ filters, suggestions }: { filters: TutorialFilters; suggestions: string[] }) {
  const t = await getT('reading');
  const [beforeSuggestions, afterSuggestions] = around(
    t('no_results.did_you_mean', { suggestions: '{suggestions}' }),
    'suggestions',
  );
  return (
    <EmptyState title={filters.q ? t('no_results.title_q', { q: filters.q }) : t('no_results.title')}>
      {suggestions.length > 0 ? (
        <p>
          {beforeSuggestions}
          {suggestions.slice(0, 5).map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 ? ', ' : ''}
              <Link href={listHref('/community/tutorials', { ...filtersToQuery(filters), q: suggestion })}>
                {suggestion}
              </Link>
            </span>
          ))}
          {afterSuggestions}
        </p>
      ) : null}
      <p>{t('no_results.try')}</p>
      <p>
        {hasFilters(filters) ? (
          <>
            <Link href={listHref('/community/tutorials', { q: filters.q || undefined })}>
              {t('no_results.without_filters')}
            </Link>
            {' · '}
          </>
        ) : null}
        <Link href="/community/questions/new">{t('no_results.ask')}</Link>
      </p>
    </EmptyState>
  );
}
