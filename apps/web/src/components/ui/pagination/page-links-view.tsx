// The numbered page links of a list, as markup: the server's Pagination (pagination.tsx, words from the `common`
// catalogue) and the admin lists' client PageLinks (features/admin/kit/page-links.tsx, words from the admin layout)
// both render this one, each with its words. No directive: it renders wherever its caller does.
import Link from '@/components/ui/link';
import { outlineLinkClassName } from '../outline-link/outline-link';
import styles from './pagination.module.css';

/** Query values of the current page, kept on every page link. */
export type QueryValues = Record<string, string | undefined>;

/** The list's name, Previous, Next, and each page link's name. */
export type PageLinksWords = {
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
};

/** The address of a list page with one query value replaced (empty values are dropped). */
export function listHref(basePath: string, values: QueryValues, changes: QueryValues = {}): string {
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
export function PageLinksView({
  basePath,
  values,
  current,
  count,
  words,
}: {
  basePath: string;
  values: QueryValues;
  current: number;
  count: number;
  words: PageLinksWords;
}) {
  if (count <= 1) return null;
  const href = (page: number) => listHref(basePath, values, { page: page === 1 ? undefined : String(page) });
  return (
    <nav aria-label={words.label} className={styles.pagination}>
      {current > 1 ? (
        <Link href={href(current - 1)} rel="prev" className={outlineLinkClassName()}>
          {words.previous}
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
                aria-label={words.page(page)}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < count ? (
        <Link href={href(current + 1)} rel="next" className={outlineLinkClassName()}>
          {words.next}
        </Link>
      ) : null}
    </nav>
  );
}
