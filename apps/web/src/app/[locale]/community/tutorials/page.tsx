// /community/tutorials and /community/tutorials?q=: list and full-text search with filters (subtype, tag, language,
// time range, sort) and pagination. The filter form is a plain GET form: it works without JavaScript. Without words
// the list shows the site's language (issue #31); "Any language" (`language=any`) shows every one.
import { searchContent, type SearchResults } from '@reef/client';
import { SEARCH_SUB_TYPES, searchCacheTags, TIME_RANGES } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { searchSubTypeLabel } from '@/lib/format';
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
import { inPageLanguage } from '@/i18n/page-locale';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const KIND_LABELS = {
  tutorial: 'Tutorials',
  question: 'Questions',
  tutorial_series: 'Tutorial series',
  tool: 'Tools',
  post: 'Blog and resources',
  static_page: 'Pages',
  all: 'Everything',
} as const;

// The sub-types of each kind that has them, one group each (content-and-presentation §7: search by sub-type).
const SUBTYPE_GROUPS = (
  [
    ['Tutorials', SEARCH_SUB_TYPES.tutorial],
    ['Tools', SEARCH_SUB_TYPES.tool],
    ['Blog and resources', SEARCH_SUB_TYPES.post],
    ['Pages', SEARCH_SUB_TYPES.static_page],
  ] as const
).map(([label, subtypes]) => ({
  label,
  options: subtypes.map((subtype) => [subtype, searchSubTypeLabel(subtype)] as const),
}));
const SORT_OPTIONS = [
  ['relevance', 'Relevance'],
  ['newest', 'Newest'],
  ['oldest', 'Oldest'],
] as const;

const TIME_LABELS: Record<string, string> = {
  all: 'Any time',
  day: 'Past day',
  week: 'Past week',
  month: 'Past month',
  year: 'Past year',
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filters = parseTutorialFilters(await searchParams, await listLanguage());
  return communityMetadata(
    {
      path: '/community/tutorials',
      title: filters.q ? `Search results for “${filters.q}”` : 'Tutorials',
      description:
        'Step-by-step tutorials on servers, databases, containers and programming, written by developers.',
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

  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Tutorials' }]}
        title={filters.q ? `Results for “${filters.q}”` : 'Tutorials'}
        lede={filters.q ? undefined : 'Practical, tested guides to build, deploy and run software.'}
        actions={
          <ButtonLink href="/community/tutorials/new" variant="secondary">
            Write a tutorial
          </ButtonLink>
        }
      />
      <SearchForm filters={filters} />
      <p className={controls.resultCount} role="status">
        {total === 0
          ? 'No results'
          : `${results.meta.total_estimated ? 'About ' : ''}${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`}
        {filters.q ? ` for “${filters.q}”` : ''}
        {count > 1 ? ` · page ${current} of ${count}` : ''}
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
          <MutedFilterGate />
        </>
      ) : (
        <NoResults filters={filters} suggestions={results.meta.suggestions} />
      )}
      <Pagination
        basePath="/community/tutorials"
        values={query}
        current={current}
        count={count}
        label="Result pages"
      />
    </Container>
  );
}

async function SearchForm({ filters }: { filters: TutorialFilters }) {
  return (
    <form
      role="search"
      action={await inPageLanguage('/community/tutorials')}
      method="get"
      aria-label="Search and filter"
    >
      <SearchRow
        id="tutorial-search"
        name="q"
        label="Search"
        defaultValue={filters.q}
        placeholder="Search tutorials, questions, posts and pages"
      />
      <details className={controls.filterToggle}>
        <summary>Filters{hasFilters(filters) ? ' (on)' : ''}</summary>
        <fieldset className={controls.filters}>
          <legend className="visually-hidden">Filters</legend>
          <FilterSelect
            label="Content"
            name="type"
            defaultValue={filters.kind}
            options={Object.entries(KIND_LABELS)}
          />
          <FilterSelect
            label="Kind"
            name="subtype"
            defaultValue={filters.subtype ?? ''}
            any="Any kind"
            groups={SUBTYPE_GROUPS}
          />
          <label className={controls.field}>
            Tag
            <input name="tag" type="text" defaultValue={filters.tag ?? ''} placeholder="e.g. nginx" />
          </label>
          <LanguageFilter language={filters.language} />
          <FilterSelect
            label="Published"
            name="time"
            defaultValue={filters.time}
            options={TIME_RANGES.map((range) => [range.name, TIME_LABELS[range.name] ?? ''])}
          />
          <FilterSelect label="Sort by" name="sort" defaultValue={filters.sort} options={SORT_OPTIONS} />
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

function NoResults({ filters, suggestions }: { filters: TutorialFilters; suggestions: string[] }) {
  return (
    <EmptyState title={filters.q ? `Nothing matched “${filters.q}”` : 'Nothing matched these filters'}>
      {suggestions.length > 0 ? (
        <p>
          Did you mean{' '}
          {suggestions.slice(0, 5).map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 ? ', ' : ''}
              <Link href={listHref('/community/tutorials', { ...filtersToQuery(filters), q: suggestion })}>
                {suggestion}
              </Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
      <p>Try fewer or more general words, check the spelling, or remove a filter.</p>
      <p>
        {hasFilters(filters) ? (
          <>
            <Link href={listHref('/community/tutorials', { q: filters.q || undefined })}>
              Search without filters
            </Link>
            {' · '}
          </>
        ) : null}
        <Link href="/community/questions/new">Ask the community</Link>
      </p>
    </EmptyState>
  );
}
