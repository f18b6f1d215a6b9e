// /community/tutorial-series: the admin list of tutorial series for members who manage them (community-app §2
// sidebar, MANAGE_TUTORIALS), and for everyone else, visitors included, the public index of published series (issue
// #30: "`/community/tutorial-series` works for visitors"). The server renders the public index (no sign-in needed,
// no redirect); SeriesIndexSwitch shows the admin list instead once the browser's session is known to manage series.
import { listTutorialSeries, type TutorialSeriesPage } from '@reef/client';
import { contentPath, listTag } from '@reef/core';
import type { Metadata } from 'next';
import { getT } from '@/i18n/translate';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { SeriesIndexSwitch } from '@/features/series/series-index-switch';
import { cachedApi, readOptional } from '@/lib/content-api';
import { displayName } from '@/lib/format';
import { around } from '@/features/tutorials/around';
import { communityMetadata } from '../_lib/metadata';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';
import { readInPageLanguage } from '@/lib/list-language';

// Rendered per request: the admin list must not be prerendered at build (which would also need the API).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PER_PAGE = 30;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('reading');
  return communityMetadata({
    path: '/community/tutorial-series',
    title: t('series_index.title'),
    description: t('series_index.meta_description'),
  });
}

const noSeries: TutorialSeriesPage = {
  data: [],
  meta: { pagination: { page: { current: 1, count: 0 }, per_page: 0, total: 0 } },
};

export default async function Page({ searchParams }: Props) {
  const raw = (await searchParams).page;
  const requested = Number.parseInt(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''), 10);
  const page = Number.isFinite(requested) && requested > 1 ? Math.min(requested, 500) : 1;
  // The page's language's series, or English's while it has none.
  const series = await readInPageLanguage((language) =>
    readOptional(
      () => listTutorialSeries(cachedApi([listTag.tutorialSeries]), { page, limit: PER_PAGE, language }),
      noSeries,
      'series',
    ),
  );
  const { current, count } = series.meta.pagination.page;
  const t = await getT('reading');
  const tc = await getT('common');
  const [hintBefore, hintAfter] = around(t('series_index.collections_hint', { link: '{link}' }), 'link');
  const [emptyBefore, emptyAfter] = around(t('series_index.browse_meantime', { link: '{link}' }), 'link');

  return (
    <SeriesIndexSwitch>
      <Container className={styles.page}>
        <PageHeading
          crumbs={[
            { label: t('crumbs.community'), href: '/community' },
            { label: t('crumbs.tutorial_series') },
          ]}
          breadcrumbLabel={tc('breadcrumb.label')}
          title={t('series_index.title')}
          lede={t('series_index.lede')}
        />
        <p className={styles.muted}>
          {hintBefore}
          <Link href="/community/tutorial-collections">{t('series_index.collections_link')}</Link>
          {hintAfter}
        </p>
        {series.data.length > 0 ? (
          <ul className={listStyles.list}>
            {series.data.map((item) => (
              <li key={item.id} className={listStyles.item}>
                <h2 className={listStyles.itemTitle}>
                  <Link href={contentPath('tutorial_series', item.slug)}>{item.title}</Link>
                </h2>
                <p className={listStyles.itemMeta}>
                  {t('series_index.parts', { count: item.tutorials_count })}
                  {item.author ? ` · ${t('series_index.by', { name: displayName(item.author) })}` : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('series_index.none')}>
            <p>
              {emptyBefore}
              <Link href="/community/tutorials">{t('series_index.tutorials_link')}</Link>
              {emptyAfter}
            </p>
          </EmptyState>
        )}
        <Pagination
          basePath="/community/tutorial-series"
          values={{}}
          current={current}
          count={count}
          label={t('series_index.pages')}
        />
      </Container>
    </SeriesIndexSwitch>
  );
}
