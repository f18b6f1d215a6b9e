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
import { around } from '@/components/layout/header/header-words';
import { useSiteLocale } from '@/i18n/locale-context';
import { plural, type PluralForms } from '@/lib/plural-forms';
import styles from './follows.module.css';

/** The feed's words in the page's language (feed-words.ts builds them on the server); `{placeholders}` are the
 * values only the browser knows. */
export type FeedWords = {
  signedOutTitle: string;
  /** With `{login}` and `{signup}`. */
  signedOut: string;
  logIn: string;
  signUp: string;
  loadFailed: string;
  loading: string;
  emptyWeek: string;
  empty: string;
  /** With `{link}`. */
  emptyText: string;
  browseTags: string;
  listLabel: string;
  question: string;
  tutorial: string;
  /** With `{kind}` and `{name}`. */
  kindBy: string;
  upvotes: PluralForms;
  answers: PluralForms;
  /** With `{names}`. */
  reasons: string;
  pagesLabel: string;
  previous: string;
  next: string;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Items per page of the feed. */
export const FEED_PAGE_SIZE = 20;

type Loaded = { items: FeedItem[]; pageCount: number };

function itemPath(item: FeedItem): string {
  return `/community/${item.type === 'question' ? 'questions' : 'tutorials'}/${item.slug}`;
}

/** The feed's page `page` in the order `sort`, with links to the next and previous pages. */
export function FeedView({ sort, page, words }: { sort: FeedSort; page: number; words: FeedWords }) {
  const session = useSession();
  const locale = useSiteLocale();
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

  if (session.status === 'signed-out') {
    const [beforeLogin, rest] = around(words.signedOut, 'login');
    const [between, afterSignup] = around(rest, 'signup');
    return (
      <EmptyState title={words.signedOutTitle}>
        <p>
          {beforeLogin}
          <a href={loginUrl}>{words.logIn}</a>
          {between}
          <a href={registerUrl}>{words.signUp}</a>
          {afterSignup}
        </p>
      </EmptyState>
    );
  }
  if (state === 'error')
    return (
      <p role="alert" className={styles.meta}>
        {words.loadFailed}
      </p>
    );
  if (session.status === 'loading' || state === 'loading' || !loaded)
    return (
      <p role="status" className={styles.meta}>
        {words.loading}
      </p>
    );
  if (loaded.items.length === 0) {
    const [before, after] = around(words.emptyText, 'link');
    return (
      <EmptyState title={sort === 'top_week' ? words.emptyWeek : words.empty}>
        <p>
          {before}
          <Link href="/community/tags">{words.browseTags}</Link>
          {after}
        </p>
      </EmptyState>
    );
  }
  const href = (to: number) => `/community/feed?sort=${sort}${to > 1 ? `&page=${to}` : ''}`;
  return (
    <>
      <ul className={styles.list} aria-label={words.listLabel}>
        {loaded.items.map((item) => (
          <li key={`${item.type}:${item.id}`} className={styles.item}>
            <h2 className={styles.itemTitle}>
              <Link href={itemPath(item)}>{item.title}</Link>
            </h2>
            <p className={styles.meta}>
              {item.author
                ? fill(words.kindBy, {
                    kind: item.type === 'question' ? words.question : words.tutorial,
                    name: item.author.username,
                  })
                : item.type === 'question'
                  ? words.question
                  : words.tutorial}{' '}
              · <RelativeTime dateTime={item.published_at} locale={locale} /> ·{' '}
              {plural(words.upvotes, item.upvotes_count, locale)}
              {item.answers_count !== null ? ` · ${plural(words.answers, item.answers_count, locale)}` : ''}
            </p>
            {item.reasons.length > 0 ? (
              <p className={styles.meta}>
                {fill(words.reasons, { names: item.reasons.map((r) => r.name).join(', ') })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {loaded.pageCount > 1 ? (
        <nav aria-label={words.pagesLabel} className={styles.tabs}>
          {page > 1 ? (
            <Link className={styles.tab} href={href(page - 1)}>
              {words.previous}
            </Link>
          ) : null}
          {page < loaded.pageCount ? (
            <Link className={styles.tab} href={href(page + 1)}>
              {words.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
