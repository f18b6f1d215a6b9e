'use client';
// The numbered page links of an admin list (the site's Pagination, which is now a server component reading the
// `common` catalogue, cannot render inside the admin's client screens): the same markup and classes, with its words
// from the admin layout (admin-words.tsx), English without it.
import Link from '@/components/ui/link';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import styles from '@/components/ui/pagination/pagination.module.css';
import { fill, useKitWords } from '../shell/admin-words';

type QueryValues = Record<string, string | undefined>;

/** The address of a list page with one query value replaced (empty values are dropped). */
function listHref(basePath: string, values: QueryValues, changes: QueryValues = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...values, ...changes })) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

// Pages shown around the current one: first, last, and two on each side, with gaps.
function visiblePages(current: number, count: number): (number | 'gap')[] {
  const pages = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) out.push('gap');
    out.push(page);
  });
  return out;
}

/** Numbered page links (1-based) that keep the list's filters; nothing when there is one page. */
export function PageLinks({
  basePath,
  values,
  current,
  count,
  label,
}: {
  basePath: string;
  values: QueryValues;
  current: number;
  count: number;
  label?: string;
}) {
  const kit = useKitWords();
  if (count <= 1) return null;
  const href = (page: number) => listHref(basePath, values, { page: page === 1 ? undefined : String(page) });
  return (
    <nav aria-label={label ?? kit.pagination} className={styles.pagination}>
      {current > 1 ? (
        <Link href={href(current - 1)} rel="prev" className={outlineLinkClassName()}>
          {kit.previous}
        </Link>
      ) : null}
      <ul>
        {visiblePages(current, count).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={outlineLinkClassName(page === current)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={fill(kit.page, { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < count ? (
        <Link href={href(current + 1)} rel="next" className={outlineLinkClassName()}>
          {kit.next}
        </Link>
      ) : null}
    </nav>
  );
}
