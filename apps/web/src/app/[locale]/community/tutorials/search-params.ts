// The tutorial list's query string (/community/tutorials?q=…), parsed into a search call. Unknown values are ignored
// rather than failing the page: the form only offers valid ones, and hand-edited addresses still get results.
import type { SearchParams } from '@reef/client';
import { SEARCH_SUB_TYPE_VALUES, TIME_RANGES, isOneOf, searchTypeOfSubType, type Language } from '@reef/core';
import { ANY_LANGUAGE, listLanguageParam, readListLanguage, SITE_LANGUAGE } from '@/lib/site-language';

export { ANY_LANGUAGE };

/**
 * Kinds of content the search page lists: the community's, blog and resource posts, and the marketing pages
 * (content-and-presentation §7, search by type and sub-type).
 */
export const SEARCH_KINDS = [
  'tutorial',
  'question',
  'tutorial_series',
  'tool',
  'post',
  'static_page',
  'all',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_SORT_NAMES = ['relevance', 'newest', 'oldest'] as const;
export type SearchSort = (typeof SEARCH_SORT_NAMES)[number];
export type TimeRangeName = (typeof TIME_RANGES)[number]['name'];

/** Results per page of the tutorial list. */
export const RESULTS_PER_PAGE = 20;

/** The filters as the page reads them. */
export type TutorialFilters = {
  q: string;
  kind: SearchKind;
  /** A sub-type of one kind: a tutorial subtype, tool type, post type (blog, resources-video…) or page type. */
  subtype?: string;
  tag?: string;
  /** The language of the items shown; none for every language. */
  language?: Language;
  /** The list's own language: the page's interface language, shown unless the address names another. */
  home: Language;
  time: TimeRangeName;
  sort: SearchSort;
  page: number;
};

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/**
 * The kind of content shown unless the address names one: a search (words given) covers every kind alike, as the
 * header's search promises; a sub-type narrows to its kind (`blog` to posts, `cheatsheet` to tutorials); the list
 * without words is the tutorials list.
 */
export function defaultKind(q: string, subtype: string | undefined): SearchKind {
  if (subtype) return searchTypeOfSubType(subtype) ?? 'tutorial';
  return q ? 'all' : 'tutorial';
}

/**
 * The language shown unless the address names one (issue #31): the list without words is in the site's language,
 * as every public list is, its translations reached from each item's page; a search with words covers every
 * language. `language=any` lists every language.
 */
export function defaultLanguage(q: string, home: Language = SITE_LANGUAGE): Language | undefined {
  return q ? undefined : home;
}

/** Whether a sub-type narrows this kind (every kind's sub-types narrow "everything"). */
function isSubtypeOf(subtype: string, kind: SearchKind): boolean {
  return kind === 'all' || searchTypeOfSubType(subtype) === kind;
}

/** Reads the filters from the query string; `sort` defaults to relevance with a query and newest without. */
export function parseTutorialFilters(raw: RawParams, home: Language = SITE_LANGUAGE): TutorialFilters {
  const q = first(raw.q).slice(0, 200);
  const kind = first(raw.type);
  const subtype = first(raw.subtype);
  const language = first(raw.language);
  const time = first(raw.time);
  const sort = first(raw.sort);
  const page = Number.parseInt(first(raw.page), 10);
  const tag = first(raw.tag).slice(0, 100);
  const knownSubtype = isOneOf(SEARCH_SUB_TYPE_VALUES, subtype) ? subtype : undefined;
  return {
    q,
    kind: isOneOf(SEARCH_KINDS, kind) ? kind : defaultKind(q, knownSubtype),
    subtype: knownSubtype,
    tag: tag || undefined,
    language: readListLanguage(language, defaultLanguage(q, home)),
    home,
    time: TIME_RANGES.some((range) => range.name === time) ? (time as TimeRangeName) : 'all',
    sort: isOneOf(SEARCH_SORT_NAMES, sort) ? sort : q ? 'relevance' : 'newest',
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 500) : 1,
  };
}

/** The filters as query values for links (defaults left out). */
export function filtersToQuery(filters: TutorialFilters): Record<string, string | undefined> {
  return {
    q: filters.q || undefined,
    type: filters.kind === defaultKind(filters.q, filters.subtype) ? undefined : filters.kind,
    subtype: filters.subtype,
    tag: filters.tag,
    language: listLanguageParam(filters.language, defaultLanguage(filters.q, filters.home)),
    time: filters.time === 'all' ? undefined : filters.time,
    sort: filters.sort === (filters.q ? 'relevance' : 'newest') ? undefined : filters.sort,
  };
}

/** The static-content search call for these filters (spec: content-and-presentation §7 `/v1/search`). */
export function filtersToSearch(filters: TutorialFilters): SearchParams {
  return {
    query: filters.q,
    type: filters.kind === 'all' ? undefined : filters.kind,
    sub_type: filters.subtype && isSubtypeOf(filters.subtype, filters.kind) ? filters.subtype : undefined,
    tag: filters.tag,
    language: filters.language,
    time_range: filters.time === 'all' ? undefined : filters.time,
    // Relevance needs words to rank by; without a query the newest come first.
    sort_by: filters.sort === 'relevance' && !filters.q ? 'newest' : filters.sort,
    page: filters.page,
    hits_per_page: RESULTS_PER_PAGE,
  };
}

/** Whether any filter narrows the list (for the "clear filters" link). */
export function hasFilters(filters: TutorialFilters): boolean {
  return Boolean(
    filters.subtype ||
    filters.tag ||
    filters.language !== defaultLanguage(filters.q, filters.home) ||
    filters.time !== 'all' ||
    filters.kind !== defaultKind(filters.q, filters.subtype),
  );
}
