'use client';
// /community/notifications (issue #30, item 5): every notification of the signed-in member, filtered by category and
// by read state, with rows about the same thing joined ("ada and bo: New answer to …"), who acted, mark read, more.
import { getNotifications, markNotificationsRead, type ApiNotification } from '@reef/client';
import {
  formatRelativeTime,
  groupNotifications,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_NAMES,
  notificationNamesIn,
  notificationPath,
  type NotificationCategory,
  type NotificationGroup,
} from '@reef/core';
import Link from '@/components/ui/link';
import { useCallback, useEffect, useState } from 'react';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Icon } from '@/components/ui/icon/icon';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { around, useHeaderWords } from '@/components/layout/header/header-words';
import { useSiteLocale } from '@/i18n/locale-context';
import styles from './notifications-page.module.css';
import { plural, type PluralForms } from '@/lib/plural-forms';

export type { PluralForms };

/** The page's own words in the page's language (notifications-words.ts builds them on the server); the header's
 * words (categories, "Mark all as read", "Load more"…) come from the header's provider. */
export type NotificationsPageWords = {
  logIn: string;
  /** With `{login}`. */
  signedOut: string;
  categoriesLabel: string;
  all: string;
  unreadOnly: string;
  loadFailed: string;
  unreadCount: PluralForms;
  caughtUp: string;
  unread: string;
  /** Each notification's sentence by name, with `{context}` and `{item}`. */
  sentences: Record<string, string>;
  /** With `{item}`. */
  fallback: string;
  /** With `{name}`. */
  quoted: string;
  anItem: string;
  /** With `{first}` and `{second}`. */
  actorsTwo: string;
  /** With `{first}`, `{second}` and `{third}`. */
  actorsThree: string;
  /** With `{first}`, `{second}` and `{count}`. */
  actorsMany: PluralForms;
};

/** `template` with its `{name}` arguments replaced in one pass (a value's own braces stay as they are). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A notification's sentence in the page's language (the same sentences as the emails'). */
function describeIn(n: ApiNotification, words: NotificationsPageWords): string {
  const quoted = (item: { name?: string | null } | null | undefined) => {
    const name = item?.name?.trim();
    return name ? fill(words.quoted, { name }) : words.anItem;
  };
  const context = quoted(n.notification_context);
  const template = words.sentences[n.name];
  if (!template) return fill(words.fallback, { item: quoted(n.notification_context ?? n.notifiable) });
  const item =
    n.name === 'new_question'
      ? quoted(n.notifiable)
      : n.name === 'question_updated'
        ? quoted(n.notification_context ?? n.notifiable)
        : quoted(n.notifiable ?? n.notification_context);
  return fill(template, { context, item });
}

/** "ada", "ada and bo", "ada, bo and cy", "ada, bo and 3 others". */
function actorsIn(names: readonly string[], words: NotificationsPageWords, locale: string): string {
  if (names.length <= 1) return names[0] ?? '';
  const [first = '', second = '', third = ''] = names;
  if (names.length === 2) return fill(words.actorsTwo, { first, second });
  if (names.length === 3) return fill(words.actorsThree, { first, second, third });
  return fill(plural(words.actorsMany, names.length - 2, locale), { first, second });
}

/** Notifications read per page here (more than the header's panel shows). */
export const NOTIFICATIONS_PAGE_SIZE = 30;

type Filter = { category: NotificationCategory | 'all'; unreadOnly: boolean };

/** The page's list: its filters, what has loaded, and 'Load more'. */
export function NotificationsPage({ words }: { words: NotificationsPageWords }) {
  const header = useHeaderWords().notifications;
  const locale = useSiteLocale();
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const slug = session.user?.slug;
  const [filter, setFilter] = useState<Filter>({ category: 'all', unreadOnly: false });
  const [items, setItems] = useState<ApiNotification[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [unreadTotal, setUnreadTotal] = useState<number | null>(null);

  const load = useCallback(
    async (pageToLoad: number, replace: boolean) => {
      if (!slug) return;
      setState('loading');
      try {
        const { data, meta } = await getNotifications(session.api, slug, {
          page: pageToLoad,
          limit: NOTIFICATIONS_PAGE_SIZE,
          type: filter.category === 'all' ? NOTIFICATION_NAMES : notificationNamesIn(filter.category),
          unread: filter.unreadOnly,
        });
        setItems((current) => (replace ? data : [...current, ...data]));
        if (typeof meta?.unread_count === 'number') setUnreadTotal(meta.unread_count);
        setPage(pageToLoad);
        setHasMore(data.length >= NOTIFICATIONS_PAGE_SIZE);
        setState('ready');
      } catch {
        setState('error');
      }
    },
    [session.api, slug, filter],
  );

  useEffect(() => {
    if (session.status === 'signed-in') void load(1, true);
  }, [session.status, load]);

  const markRead = async (group: NotificationGroup<ApiNotification>) => {
    if (!slug || !group.unread) return;
    const ids = new Set(group.items.map((item) => item.id));
    const viewedAt = new Date().toISOString();
    setItems((list) => list.map((item) => (ids.has(item.id) ? { ...item, viewed_at: viewedAt } : item)));
    setUnreadTotal((total) => (total === null ? null : Math.max(0, total - ids.size)));
    await Promise.allSettled([...ids].map((id) => markNotificationsRead(session.api, slug, id)));
  };

  const markAllRead = async () => {
    if (!slug) return;
    const viewedAt = new Date().toISOString();
    setItems((list) => list.map((item) => (item.viewed_at ? item : { ...item, viewed_at: viewedAt })));
    setUnreadTotal(0);
    await markNotificationsRead(session.api, slug).catch(() => undefined);
  };

  if (session.status === 'loading') return <p role="status">{header.loading}</p>;
  if (session.status === 'signed-out') {
    const [before, after] = around(words.signedOut, 'login');
    return (
      <p>
        {before}
        <a href={loginUrl}>{words.logIn}</a>
        {after}
      </p>
    );
  }

  const groups = groupNotifications(items);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <nav aria-label={words.categoriesLabel}>
          <ul className={styles.filters}>
            {(['all', ...NOTIFICATION_CATEGORIES] as const).map((category) => (
              <li key={category}>
                <button
                  type="button"
                  className={`${outlineLinkClassName(filter.category === category)} ${styles.filter}`}
                  aria-pressed={filter.category === category}
                  onClick={() => setFilter((current) => ({ ...current, category }))}
                >
                  {category === 'all' ? words.all : (header.categories[category] ?? category)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filter.unreadOnly}
              onChange={(event) => setFilter((current) => ({ ...current, unreadOnly: event.target.checked }))}
            />
            {words.unreadOnly}
          </label>
          {unreadTotal ? (
            <button type="button" className={styles.textButton} onClick={() => void markAllRead()}>
              {header.markAll}
            </button>
          ) : null}
        </div>
      </div>
      <p className={styles.summary} role="status">
        {state === 'loading'
          ? header.loading
          : state === 'error'
            ? words.loadFailed
            : unreadTotal
              ? plural(words.unreadCount, unreadTotal, locale)
              : words.caughtUp}
      </p>
      {state !== 'loading' && groups.length === 0 && state !== 'error' ? (
        <p className={styles.empty}>{header.none}</p>
      ) : null}
      {groups.length > 0 ? (
        <ol className={styles.list}>
          {groups.map((group) => (
            <GroupRow
              key={group.key}
              group={group}
              onOpen={() => void markRead(group)}
              words={words}
              locale={locale}
            />
          ))}
        </ol>
      ) : null}
      {hasMore && state === 'ready' ? (
        <button type="button" className={styles.more} onClick={() => void load(page + 1, false)}>
          {header.loadMore}
        </button>
      ) : null}
    </div>
  );
}

function GroupRow({
  group,
  onOpen,
  words,
  locale,
}: {
  group: NotificationGroup<ApiNotification>;
  onOpen: () => void;
  words: NotificationsPageWords;
  locale: string;
}) {
  const header = useHeaderWords().notifications;
  const newest = group.items[0]!;
  const href = notificationPath(newest);
  const names = group.actors.map((actor) => actor.username);
  const who = actorsIn(names, words, locale);
  const category = newest.category ?? 'subscriptions';
  const extra = group.items.length > 1 ? ` (${group.items.length})` : '';
  const body = (
    <>
      <span className={styles.avatar}>
        {group.actors[0] ? (
          <Avatar user={{ ...group.actors[0], first_name: null }} size={32} />
        ) : (
          <span className={styles.systemIcon} aria-hidden="true">
            <Icon name="bell" />
          </span>
        )}
      </span>
      <span className={styles.main}>
        <span className={styles.text}>
          {who ? <strong>{who}</strong> : null}
          {who ? ': ' : ''}
          {describeIn(newest, words)}
          {extra}
        </span>
        <span className={styles.meta}>
          {header.categories[category] ?? header.updates} ·{' '}
          <time dateTime={newest.created_at}>
            {formatRelativeTime(newest.created_at, Date.now(), locale)}
          </time>
          {group.unread ? <span className={styles.unreadMark}> · {words.unread}</span> : null}
        </span>
      </span>
    </>
  );
  return (
    <li className={group.unread ? `${styles.row} ${styles.unread}` : styles.row} data-unread={group.unread}>
      {href ? (
        <Link href={href} className={styles.link} onClick={onOpen}>
          {body}
        </Link>
      ) : (
        <button type="button" className={styles.link} onClick={onOpen}>
          {body}
        </button>
      )}
    </li>
  );
}
