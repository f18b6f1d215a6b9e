'use client';
// The numbered page links of an admin list: the site's page links (PageLinksView, which the server's Pagination
// renders too) with their words from the admin layout (admin-words.tsx), English without it. The admin's screens
// are client components, so they cannot render the server's Pagination, which reads the catalogue itself.
import { PageLinksView, type QueryValues } from '@/components/ui/pagination/page-links-view';
import { fill, useKitWords } from '../shell/admin-words';

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
  return (
    <PageLinksView
      basePath={basePath}
      values={values}
      current={current}
      count={count}
      words={{
        label: label ?? kit.pagination,
        previous: kit.previous,
        next: kit.next,
        page: (page) => fill(kit.page, { page }),
      }}
    />
  );
}
