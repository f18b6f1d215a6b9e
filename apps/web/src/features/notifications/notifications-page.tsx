'use client';
// /community/notifications (issue #30, item 5): every notification of the signed-in member, filtered by category and
// by read state, with rows about the same thing joined ("ada and bo: New answer to …"), who acted, mark read, more.
import { getNotifications, markNotificationsRead, type ApiNotification } from '@reef/client';
import {
  actorsPhrase,
  describeNotification,
  formatRelativeTime,
  groupNotifications,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_NAMES,
  notificationNamesIn,
  notificationPath,
  UI_TEXTS,
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
import { countLabel } from '@/lib/format';
import { CATEGORY_LABELS } from './notifications-menu';
import styles from './notifications-page.module.css';

/** Notifications read per page here (more than the header's panel shows). */
export const NOTIFICATIONS_PAGE_SIZE = 30;

type Filter = { category: NotificationCategory | 'all'; unreadOnly: boolean };

/** The page's list: its filters, what has loaded, and 'Load more'. */
export function NotificationsPage() {
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

  if (session.status === 'loading') return <p role="status">{UI_TEXTS.loading}</p>;
  if (session.status === 'signed-out') {
    return (
      <p>
        <a href={loginUrl}>Log in</a> to see your notifications.
      </p>
    );
  }

  const groups = groupNotifications(items);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <nav aria-label="Notification categories">
          <ul className={styles.filters}>
            {(['all', ...NOTIFICATION_CATEGORIES] as const).map((category) => (
              <li key={category}>
                <button
                  type="button"
                  className={`${outlineLinkClassName(filter.category === category)} ${styles.filter}`}
                  aria-pressed={filter.category === category}
                  onClick={() => setFilter((current) => ({ ...current, category }))}
                >
                  {category === 'all' ? 'All' : CATEGORY_LABELS[category]}
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
            Unread only
          </label>
          {unreadTotal ? (
            <button type="button" className={styles.textButton} onClick={() => void markAllRead()}>
              {UI_TEXTS.markAllAsRead}
            </button>
          ) : null}
        </div>
      </div>
      <p className={styles.summary} role="status">
        {state === 'loading'
          ? UI_TEXTS.loading
          : state === 'error'
            ? 'Your notifications could not be loaded. Please try again.'
            : unreadTotal
              ? `${countLabel(unreadTotal, 'unread notification')}`
              : 'You are all caught up.'}
      </p>
      {state !== 'loading' && groups.length === 0 && state !== 'error' ? (
        <p className={styles.empty}>{UI_TEXTS.noNotifications}</p>
      ) : null}
      {groups.length > 0 ? (
        <ol className={styles.list}>
          {groups.map((group) => (
            <GroupRow key={group.key} group={group} onOpen={() => void markRead(group)} />
          ))}
        </ol>
      ) : null}
      {hasMore && state === 'ready' ? (
        <button type="button" className={styles.more} onClick={() => void load(page + 1, false)}>
          {UI_TEXTS.loadMore}
        </button>
      ) : null}
    </div>
  );
}

function GroupRow({ group, onOpen }: { group: NotificationGroup<ApiNotification>; onOpen: () => void }) {
  const newest = group.items[0]!;
  const href = notificationPath(newest);
  const who = actorsPhrase(group.actors.map((actor) => actor.username));
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
          {describeNotification(newest)}
          {extra}
        </span>
        <span className={styles.meta}>
          {CATEGORY_LABELS[category] ?? 'Updates'} ·{' '}
          <time dateTime={newest.created_at}>{formatRelativeTime(newest.created_at)}</time>
          {group.unread ? <span className={styles.unreadMark}> · unread</span> : null}
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
