'use client';
// /community/feed (issue #32): the questions and tutorials of what the member follows, read with their token. The
// order is the page's `sort` (tabs are links); an empty feed points to the tags to follow.
import { getFeed } from '@reef/client';
import type { FeedItem, FeedSort } from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { RelativeTime } from '@/components/ui/relative-time/relative-time';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { countLabel } from '@/lib/format';
import styles from './follows.module.css';

/** Items per page of the feed. */
export const FEED_PAGE_SIZE = 20;

type Loaded = { items: FeedItem[]; pageCount: number };

function itemPath(item: FeedItem): string {
  return `/community/${item.type === 'question' ? 'questions' : 'tutorials'}/${item.slug}`;
}

/** The feed's page `page` in the order `sort`, with links to the next and previous pages. */
export function FeedView({ sort, page }: { sort: FeedSort; page: number }) {
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const registerUrl = useCommunityLoginUrl('register');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    let isCurrent = true;
    setState('loading');
    getFeed(session.api, { sort, page, limit: FEED_PAGE_SIZE }).then(
      ({ data, meta }) => {
        if (!isCurrent) return;
        setLoaded({ items: data, pageCount: meta.pagination.page.count });
        setState('ready');
      },
      () => {
        if (isCurrent) setState('error');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [session.status, session.api, sort, page]);

  if (session.status === 'signed-out')
    return (
      <EmptyState title="Your feed is for members">
        <p>
          <a href={loginUrl}>Log in</a> or <a href={registerUrl}>sign up</a> to follow tags, people and series
          and read what they publish here.
        </p>
      </EmptyState>
    );
  if (state === 'error')
    return (
      <p role="alert" className={styles.meta}>
        Your feed could not be loaded. Please reload the page.
      </p>
    );
  if (session.status === 'loading' || state === 'loading' || !loaded)
    return (
      <p role="status" className={styles.meta}>
        Loading your feed…
      </p>
    );
  if (loaded.items.length === 0)
    return (
      <EmptyState
        title={sort === 'top_week' ? 'Nothing from what you follow this week' : 'Nothing in your feed yet'}
      >
        <p>
          Follow tags, people and tutorial series to see their new questions and tutorials here.{' '}
          <Link href="/community/tags">Browse tags to follow</Link>.
        </p>
      </EmptyState>
    );
  const href = (to: number) => `/community/feed?sort=${sort}${to > 1 ? `&page=${to}` : ''}`;
  return (
    <>
      <ul className={styles.list} aria-label="Your feed">
        {loaded.items.map((item) => (
          <li key={`${item.type}:${item.id}`} className={styles.item}>
            <h2 className={styles.itemTitle}>
              <Link href={itemPath(item)}>{item.title}</Link>
            </h2>
            <p className={styles.meta}>
              {item.type === 'question' ? 'Question' : 'Tutorial'}
              {item.author ? ` by ${item.author.username}` : ''} ·{' '}
              <RelativeTime dateTime={item.published_at} /> · {countLabel(item.upvotes_count, 'upvote')}
              {item.answers_count !== null ? ` · ${countLabel(item.answers_count, 'answer')}` : ''}
            </p>
            {item.reasons.length > 0 ? (
              <p className={styles.meta}>You follow {item.reasons.map((r) => r.name).join(', ')}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {loaded.pageCount > 1 ? (
        <nav aria-label="Feed pages" className={styles.tabs}>
          {page > 1 ? (
            <Link className={styles.tab} href={href(page - 1)}>
              Previous page
            </Link>
          ) : null}
          {page < loaded.pageCount ? (
            <Link className={styles.tab} href={href(page + 1)}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
