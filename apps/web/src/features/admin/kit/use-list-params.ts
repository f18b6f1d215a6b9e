'use client';
// The state of an admin list lives in its address: filters, search, sort, page and page size are query
// parameters, so a list can be shared as a link, reloaded, and walked back with the browser's Back button.
import { ADMIN_PAGE_SIZE_OPTIONS } from '@reef/core';
import { useSearchParams } from 'next/navigation';
import { useRouter } from '@/i18n/use-router';
import { useMemo } from 'react';
import { usePagePath } from '@/i18n/locale-context';

/** Changes to the query: a string sets a parameter, `undefined` or '' removes it. */
export type ListParamChanges = Record<string, string | undefined>;

/** Sort order of a list column. */
export type SortDirection = 'ascending' | 'descending';

/** The list's sort as the address holds it: `sort=name` (ascending) or `sort=-name` (descending). */
export type ListSort = { column: string; direction: SortDirection } | null;

/** Reads a `sort` value (`name`, `-name`). */
export function parseSort(value: string | null | undefined): ListSort {
  if (!value) return null;
  return value.startsWith('-')
    ? { column: value.slice(1), direction: 'descending' }
    : { column: value, direction: 'ascending' };
}

/** Writes a sort back to its query value. */
export function formatSort(sort: ListSort): string | undefined {
  if (!sort) return undefined;
  return sort.direction === 'descending' ? `-${sort.column}` : sort.column;
}

/** The query string of `current` with `changes` applied (empty values dropped, stable order). */
export function applyListParams(current: URLSearchParams, changes: ListParamChanges): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  next.sort();
  return next.toString();
}

/** What `useListParams()` returns. */
export type ListParams = {
  /** Every query value of the address. */
  values: Record<string, string>;
  get: (key: string) => string | undefined;
  /** 1-based page (1 when missing or invalid). */
  page: number;
  /** Page size, one of the admin options (10, 15, 20, 50, 100), else `defaultLimit`. */
  limit: number;
  sort: ListSort;
  /**
   * Moves to the address with `changes` applied, as a new history entry (Back returns to the previous state).
   * Any change other than `page` goes back to the first page.
   */
  update: (changes: ListParamChanges) => void;
  /** Sorts by a column: ascending first, a second click descending. */
  toggleSort: (column: string) => void;
  /** Removes every filter, the search and the page (keeps sort and page size). */
  clear: (keys: readonly string[]) => void;
};

/** The list state of the current address (spec: content-and-presentation §9, admin page sizes 10, 15, 20, 50, 100). */
export function useListParams({ defaultLimit = 20 }: { defaultLimit?: number } = {}): ListParams {
  const pathname = usePagePath() || '/';
  const router = useRouter();
  const search = useSearchParams();
  const query = search?.toString() ?? '';

  return useMemo(() => {
    const current = new URLSearchParams(query);
    const values = Object.fromEntries(current.entries());
    const page = Math.max(1, Math.floor(Number(current.get('page'))) || 1);
    const limitValue = Number(current.get('limit'));
    const limit = (ADMIN_PAGE_SIZE_OPTIONS as readonly number[]).includes(limitValue)
      ? limitValue
      : defaultLimit;
    const sort = parseSort(current.get('sort'));
    const go = (changes: ListParamChanges) => {
      const withPage = 'page' in changes ? changes : { ...changes, page: undefined };
      const next = applyListParams(current, withPage);
      router.push(next ? `${pathname}?${next}` : pathname, { scroll: false });
    };
    return {
      values,
      get: (key: string) => current.get(key) ?? undefined,
      page,
      limit,
      sort,
      update: go,
      toggleSort: (column: string) => {
        const direction: SortDirection =
          sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending';
        go({ sort: formatSort({ column, direction }) });
      },
      clear: (keys: readonly string[]) => go(Object.fromEntries(keys.map((key) => [key, undefined]))),
    };
  }, [query, pathname, router, defaultLimit]);
}
