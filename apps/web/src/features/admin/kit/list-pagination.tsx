'use client';
// Below an admin list: how many rows there are and which are shown, page links that keep the filters (the
// site's Pagination, so every page is an address), and the page size (content-and-presentation §9: 10, 15, 20,
// 50, 100), all in the address.
import { ADMIN_PAGE_SIZE_OPTIONS, type PaginationMeta } from '@reef/core';
import { useId } from 'react';
import { Pagination } from '@/components/ui/pagination/pagination';
import { useListParams } from './use-list-params';
import styles from './kit.module.css';
import { usePagePath } from '@/i18n/locale-context';

/** "Showing 21–40 of 134 tags". */
export function describeRange(
  meta: PaginationMeta['pagination'],
  noun: { one: string; many: string },
): string {
  const { total, per_page: perPage } = meta;
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
}: {
  meta: PaginationMeta['pagination'];
  noun: { one: string; many: string };
}) {
  const pathname = usePagePath() || '/';
  const params = useListParams();
  const sizeId = useId();
  return (
    <div className={styles.pager}>
      <p className={styles.pagerCount} aria-live="polite">
        {describeRange(meta, noun)}
      </p>
      <Pagination
        basePath={pathname}
        values={params.values}
        current={Math.max(1, meta.page.current)}
        count={meta.page.count}
        label={`${noun.many} pages`}
      />
      <div className={styles.pageSize}>
        <label htmlFor={sizeId}>Per page</label>
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
