// /community/feed (issue #32): what the member follows — newest first, or the most upvoted this week. The tabs are
// links; the list fills in the browser with the member's token.
import { FEED_SORTS, isOneOf, type FeedSort } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container/container';
import { PageHeading } from '@/components/layout/page-heading';
import { FeedView } from '@/features/follows/feed-view';
import { communityMetadata } from '../_lib/metadata';
import { getT } from '@/i18n/translate';
import { feedWords } from '@/features/follows/feed-words';
import styles from '@/components/layout/page.module.css';
import feedStyles from '@/features/follows/follows.module.css';

// Per request: the list is the member's own; never prerendered.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('members');
  return communityMetadata(
    {
      path: '/community/feed',
      title: t('feed.title'),
      description: t('feed.lede'),
    },
    { noIndex: true },
  );
}

export default async function FeedRoute({ searchParams }: Props) {
  const raw = await searchParams;
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const wanted = one(raw.sort);
  const sort: FeedSort = isOneOf(FEED_SORTS, wanted) ? wanted : 'newest';
  const page = Math.min(10_000, Math.max(1, Number.parseInt(one(raw.page), 10) || 1));
  const t = await getT('members');
  const tabs: readonly { sort: FeedSort; label: string }[] = [
    { sort: 'newest', label: t('feed.newest') },
    { sort: 'top_week', label: t('feed.top_week') },
  ];
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: t('settings.crumb_community'), href: '/community' }, { label: t('feed.title') }]}
        title={t('feed.title')}
        lede={t('feed.lede')}
      />
      <nav aria-label={t('feed.order_label')}>
        <ul className={feedStyles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.sort}>
              <Link
                className={feedStyles.tab}
                href={tab.sort === 'newest' ? '/community/feed' : `/community/feed?sort=${tab.sort}`}
                aria-current={tab.sort === sort ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FeedView sort={sort} page={page} words={await feedWords()} />
    </Container>
  );
}
