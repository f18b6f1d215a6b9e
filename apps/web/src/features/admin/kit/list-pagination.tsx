'use client';
// Below an admin list: how many rows there are and which are shown, page links that keep the filters (the
// site's Pagination, so every page is an address), and the page size (content-and-presentation §9: 10, 15, 20,
// 50, 100), all in the address.
import { ADMIN_PAGE_SIZE_OPTIONS, type PaginationMeta } from '@reef/core';
import { useId } from 'react';
import { PageLinks } from './page-links';
import { useListParams } from './use-list-params';
import styles from './kit.module.css';
import { usePagePath } from '@/i18n/locale-context';
import { fill, useKitWords } from '../shell/admin-words';

/**
 * A list's count in the page's language, finished but for `{total}`, `{first}` and `{last}`: `none` ("No tags"),
 * `one` and `many` ("{total} tags"), `range` ("Showing {first}–{last} of {total} tags"), and `pages`, the name of
 * its page links ("Tags pages").
 */
export type ListCountWords = { none: string; one: string; many: string; range: string; pages: string };

/** "Showing 21–40 of 134 tags". */
export function describeRange(
  meta: PaginationMeta['pagination'],
  noun: { one: string; many: string },
  words?: ListCountWords,
): string {
  const { total, per_page: perPage } = meta;
  if (words) {
    if (total === 0) return words.none;
    const current = Math.max(1, meta.page.current);
    const first = (current - 1) * perPage + 1;
    const last = Math.min(total, current * perPage);
    if (first === 1 && last === total) return fill(total === 1 ? words.one : words.many, { total });
    return fill(words.range, { first, last, total });
  }
  if (total === 0) return `No ${noun.many.toLowerCase()}`;
  const current = Math.max(1, meta.page.current);
  const first = (current - 1) * perPage + 1;
  const last = Math.min(total, current * perPage);
  const name = total === 1 ? noun.one.toLowerCase() : noun.many.toLowerCase();
  return first === 1 && last === total ? `${total} ${name}` : `Showing ${first}–${last} of ${total} ${name}`;
}

/** The count, page links and page-size choice of a list answer's `meta.pagination`. */
export function ListPagination({
  meta,
  noun,
  words,
}: {
  meta: PaginationMeta['pagination'];
  noun: { one: string; many: string };
  /** The count's words in the page's language (English from `noun` when not given). */
  words?: ListCountWords;
}) {
  const kit = useKitWords();
  const pathname = usePagePath() || '/';
  const params = useListParams();
  const sizeId = useId();
  return (
    <div className={styles.pager}>
      <p className={styles.pagerCount} aria-live="polite">
        {describeRange(meta, noun, words)}
      </p>
      <PageLinks
        basePath={pathname}
        values={params.values}
        current={Math.max(1, meta.page.current)}
        count={meta.page.count}
        label={words?.pages ?? `${noun.many} pages`}
      />
      <div className={styles.pageSize}>
        <label htmlFor={sizeId}>{kit.perPage}</label>
        <select
          id={sizeId}
          value={params.limit}
          onChange={(event) => params.update({ limit: event.target.value })}
        >
          {ADMIN_PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
