// A list's numbered page links, on the server, in the page's language (the `common` catalogue).
import { getT } from '@/i18n/translate';
import { PageLinksView, type QueryValues } from './page-links-view';

export { listHref, type QueryValues } from './page-links-view';

/** Numbered page links (1-based) that keep the list's filters; nothing when there is one page. */
export async function Pagination({
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
  if (count <= 1) return null;
  const t = await getT('common');
  return (
    <PageLinksView
      basePath={basePath}
      values={values}
      current={current}
      count={count}
      words={{
        label: label ?? t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (page) => t('pagination.page', { page }),
      }}
    />
  );
}
