// The admin tutorial list's address → the API's query (`GET /v1/tutorials`, community-app §7 plus the admin
// filters). The address keeps the kit's names (`sort=-updated_at`); the API takes `sort_by` and `sort_direction`.
import type { MemberTutorialListQuery } from '@reef/client';
import { STATUSES, TUTORIAL_SUBTYPES } from '@reef/core';
import { parseSort } from '@/features/admin/kit';

/** Columns the list sorts by (the API's `sort_by`); not views, which no index serves on 20k tutorials. */
export const TUTORIAL_SORT_COLUMNS = ['title', 'published_at', 'updated_at', 'created_at'] as const;

/** Query parameters of the address that filter the list (what "Clear filters" removes). */
export const TUTORIAL_FILTER_PARAMS = [
  'query',
  'state',
  'type',
  'author',
  'tag',
  'date_field',
  'since',
  'until',
] as const;

const DATE_FIELDS = ['created_at', 'updated_at', 'published_at'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters of the address the API understands (unknown values are dropped, never sent). */
export function tutorialFilters(values: Record<string, string>): MemberTutorialListQuery {
  const text = (key: string) => values[key]?.trim() || undefined;
  return {
    query: text('query'),
    state: oneOf(STATUSES.tutorial, values.state),
    type: oneOf(TUTORIAL_SUBTYPES, values.type),
    author: text('author'),
    tag: text('tag'),
    date_field: oneOf(DATE_FIELDS, values.date_field),
    since: DAY.test(values.since ?? '') ? values.since : undefined,
    until: DAY.test(values.until ?? '') ? values.until : undefined,
  };
}

/** The whole list query: filters, sort, page and page size. */
export function tutorialListQuery(
  values: Record<string, string>,
  page: number,
  limit: number,
): MemberTutorialListQuery {
  const sort = parseSort(values.sort);
  const column = oneOf(TUTORIAL_SORT_COLUMNS, sort?.column);
  return {
    ...tutorialFilters(values),
    page,
    limit,
    ...(column ? { sort_by: column, sort_direction: sort!.direction === 'ascending' ? 'asc' : 'desc' } : {}),
  };
}

/** The same filters without the state: what the per-state counts are counted under. */
export function countFilters(values: Record<string, string>) {
  const { state: _state, ...rest } = tutorialFilters(values);
  return rest;
}
