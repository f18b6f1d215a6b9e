// /community/tutorial-series: the admin list of tutorial series for members who manage them (community-app §2
// sidebar, MANAGE_TUTORIALS), and for everyone else, visitors included, the public index of published series (issue
// #30: "`/community/tutorial-series` works for visitors"). The server renders the public index (no sign-in needed,
// no redirect); SeriesIndexSwitch shows the admin list instead once the browser's session is known to manage series.
import { listTutorialSeries, type TutorialSeriesPage } from '@reef/client';
import { contentPath, listTag } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { SeriesIndexSwitch } from '@/features/series/series-index-switch';
import { cachedApi, readOptional } from '@/lib/content-api';
import { countLabel, displayName } from '@/lib/format';
import { communityMetadata } from '../_lib/metadata';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';
import { SITE_LANGUAGE } from '@/lib/site-language';

// Rendered per request: the admin list must not be prerendered at build (which would also need the API).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PER_PAGE = 30;

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata({
    path: '/community/tutorial-series',
    title: 'Tutorial series',
    description: 'Tutorials to follow in order, from the first step to a finished project.',
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
  const series = await readOptional(
    () =>
      listTutorialSeries(cachedApi([listTag.tutorialSeries]), {
        page,
        limit: PER_PAGE,
        language: SITE_LANGUAGE,
      }),
    noSeries,
    'series',
  );
  const { current, count } = series.meta.pagination.page;

  return (
    <SeriesIndexSwitch>
      <Container className={styles.page}>
        <PageHeading
          crumbs={[{ label: 'Community', href: '/community' }, { label: 'Tutorial series' }]}
          title="Tutorial series"
          lede="Tutorials to follow in order, from the first step to a finished project. Sign in to mark the parts you completed."
        />
        <p className={styles.muted}>
          Editors also group tutorials by subject: browse the{' '}
          <Link href="/community/tutorial-collections">tutorial collections</Link>.
        </p>
        {series.data.length > 0 ? (
          <ul className={listStyles.list}>
            {series.data.map((item) => (
              <li key={item.id} className={listStyles.item}>
                <h2 className={listStyles.itemTitle}>
                  <Link href={contentPath('tutorial_series', item.slug)}>{item.title}</Link>
                </h2>
                <p className={listStyles.itemMeta}>
                  {countLabel(item.tutorials_count, 'part')}
                  {item.author ? ` · by ${displayName(item.author)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No series yet">
            <p>
              Browse the <Link href="/community/tutorials">tutorials</Link> in the meantime.
            </p>
          </EmptyState>
        )}
        <Pagination
          basePath="/community/tutorial-series"
          values={{}}
          current={current}
          count={count}
          label="Series pages"
        />
      </Container>
    </SeriesIndexSwitch>
  );
}
