'use client';
// The header's notifications menu (spec: content-and-presentation §3, §4, §7, §9).
import { getNotifications, markNotificationsRead, type ApiNotification } from '@reef/client';
import {
  describeNotification,
  formatRelativeTime,
  isUnread,
  NOTIFICATION_NAMES,
  notificationCategory,
  notificationPath,
  PAGE_SIZES,
} from '@reef/core';
import Link from '@/components/ui/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon/icon';
import { useSession } from '@/features/auth/session-provider';
import { fillIn, useHeaderWords } from '@/components/layout/header/header-words';
import { useSiteLocale } from '@/i18n/locale-context';
import styles from './notifications-menu.module.css';
import { ENGLISH_HEADER_WORDS } from '@/components/layout/header/header-words-english';

/** Notifications fetched per page in the header (a full page means there may be more). */
export const HEADER_NOTIFICATIONS_PAGE_SIZE = PAGE_SIZES.notifications;
/** The notifications API numbers pages from 1. */
const FIRST_NOTIFICATIONS_PAGE = 1;

/** The category names shown on the notifications page's rows and filters (the header's menu uses its words). */
export const CATEGORY_LABELS: Record<string, string> = ENGLISH_HEADER_WORDS.notifications.categories;

type Props = { isOpen: boolean; onToggle: () => void; onClose: () => void };

/** The bell button and its 500px panel: unread until viewed, mark one or all as read, load more. */
export function NotificationsMenu({ isOpen, onToggle, onClose }: Props) {
  const { api, user } = useSession();
  const words = useHeaderWords().notifications;
  const slug = user?.slug;
  const [items, setItems] = useState<ApiNotification[]>([]);
  const [page, setPage] = useState(FIRST_NOTIFICATIONS_PAGE);
  const [hasMore, setHasMore] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  const [hasLoaded, setHasLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Unread notifications on every page, as the API counts them (null until known). */
  const [unreadTotal, setUnreadTotal] = useState<number | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  /**
   * Counts the member's read marks. A list that was asked for before a mark and answers after it
   * shows the old read state (the panel opens, the member clicks before it has loaded): such an
   * answer is dropped, so what the member just read does not turn unread again.
   */
  const readMarks = useRef(0);
  /** Settles when every read mark sent so far has had its answer. */
  const settledMarks = useRef<Promise<unknown>>(Promise.resolve());

  const load = useCallback(
    async (pageToLoad: number, replace: boolean) => {
      if (!slug || !api.token) return;
      setIsLoading(true);
      setError(null);
      const marksAtStart = readMarks.current;
      try {
        const { data: list, meta } = await getNotifications(api, slug, {
          page: pageToLoad,
          limit: HEADER_NOTIFICATIONS_PAGE_SIZE,
          type: NOTIFICATION_NAMES,
        });
        if (readMarks.current !== marksAtStart) {
          // Stale: read again once the marks have reached the server.
          void settledMarks.current.then(() => load(pageToLoad, replace));
          return;
        }
        setItems((current) => (replace ? list : [...current, ...list]));
        if (typeof meta?.unread_count === 'number') setUnreadTotal(meta.unread_count);
        setPage(pageToLoad);
        // spec: content-and-presentation §9 — 'Load more' appears when a full page returns
        setHasMore(list.length >= HEADER_NOTIFICATIONS_PAGE_SIZE);
        setHasLoaded(true);
      } catch (caught) {
        console.warn('Could not load notifications', caught);
        setError(words.error);
      } finally {
        setIsLoading(false);
      }
    },
    [api, slug, words.error],
  );

  // First page on sign-in (for the unread badge), and again on each opening so the list is fresh.
  useEffect(() => {
    if (slug && api.token) void load(FIRST_NOTIFICATIONS_PAGE, true);
    // api.token changes on refresh; the list does not need reloading for that
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);
  useEffect(() => {
    if (isOpen) void load(FIRST_NOTIFICATIONS_PAGE, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  // Live updates (issue #32): the member's channel, opened once the page is idle from a chunk of its own (the live
  // client never weighs on a page's entry); a message sets the count at once and refreshes the list.
  const userId = user?.id;
  const hasToken = Boolean(api.token);
  const latest = useRef({ api, load });
  latest.current = { api, load };
  useEffect(() => {
    if (!userId || !hasToken) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const begin = () => {
      void import('./live-client').then(({ startLive }) => {
        if (cancelled) return;
        stop = startLive({
          baseUrl: latest.current.api.baseUrl,
          token: () => latest.current.api.token,
          channel: `/user/${userId}`,
          onMessage: (data) => {
            if (typeof data.unread === 'number') setUnreadTotal(data.unread);
            if (data.type === 'notifications' || data.type === 'read')
              void latest.current.load(FIRST_NOTIFICATIONS_PAGE, true);
          },
          onReset: () => void latest.current.load(FIRST_NOTIFICATIONS_PAGE, true),
        });
      });
    };
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(begin, { timeout: 5000 })
        : window.setTimeout(begin, 2000);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
      stop?.();
    };
  }, [userId, hasToken]);

  const markRead = async (notification: ApiNotification) => {
    if (!slug || !isUnread(notification)) return;
    const viewedAt = new Date().toISOString();
    setItems((list) =>
      list.map((item) => (item.id === notification.id ? { ...item, viewed_at: viewedAt } : item)),
    );
    setUnreadTotal((total) => (total === null ? null : Math.max(0, total - 1)));
    readMarks.current += 1;
    const sent = markNotificationsRead(api, slug, notification.id);
    settledMarks.current = Promise.allSettled([settledMarks.current, sent]);
    try {
      await sent;
    } catch (caught) {
      console.warn('Could not mark the notification as read', caught);
    }
  };

  const markAllRead = async () => {
    if (!slug) return;
    const viewedAt = new Date().toISOString();
    setItems((list) => list.map((item) => (item.viewed_at ? item : { ...item, viewed_at: viewedAt })));
    setUnreadTotal(0);
    readMarks.current += 1;
    const sent = markNotificationsRead(api, slug);
    settledMarks.current = Promise.allSettled([settledMarks.current, sent]);
    try {
      await sent;
    } catch (caught) {
      console.warn('Could not mark notifications as read', caught);
    }
  };

  const unreadCount = unreadTotal ?? items.filter((item) => isUnread(item)).length;
  const label = unreadCount > 0 ? fillIn(words.unread, 'count', unreadCount) : words.title;

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={label}
        onClick={onToggle}
      >
        <Icon name="bell" />
        {unreadCount > 0 ? <span className={styles.badge} aria-hidden="true" /> : null}
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!isOpen}
        role="region"
        aria-label={words.title}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            onClose();
            buttonRef.current?.focus();
          }
        }}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>{words.title}</h2>
          {unreadCount > 0 ? (
            <button type="button" className={styles.textButton} onClick={markAllRead}>
              {words.markAll}
            </button>
          ) : null}
        </div>
        {error ? <p className={styles.message}>{error}</p> : null}
        {!error && hasLoaded && items.length === 0 ? <p className={styles.message}>{words.none}</p> : null}
        {items.length > 0 ? (
          <ul className={styles.list}>
            {items.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                onOpen={() => {
                  void markRead(notification);
                  onClose();
                }}
              />
            ))}
          </ul>
        ) : null}
        {isLoading ? (
          <p className={styles.message} role="status">
            {words.loading}
          </p>
        ) : null}
        {hasMore && !isLoading ? (
          <button type="button" className={styles.loadMore} onClick={() => void load(page + 1, false)}>
            {words.loadMore}
          </button>
        ) : null}
        <Link href="/community/notifications" className={styles.seeAll} onClick={onClose}>
          {words.seeAll}
        </Link>
      </div>
    </div>
  );
}

function NotificationRow({ notification, onOpen }: { notification: ApiNotification; onOpen: () => void }) {
  const words = useHeaderWords().notifications;
  const locale = useSiteLocale();
  const unread = isUnread(notification);
  const category = notificationCategory(notification.name);
  const href = notificationPath(notification);
  const text = describeNotification(notification);
  const content = (
    <>
      <span className={styles.category}>
        {category ? (words.categories[category] ?? category) : words.updates}
      </span>
      <span className={styles.text}>{text}</span>
      <time className={styles.time} dateTime={notification.created_at}>
        {formatRelativeTime(notification.created_at, Date.now(), locale)}
      </time>
      {unread ? <span className="visually-hidden">{words.unreadMark}</span> : null}
    </>
  );
  return (
    <li className={unread ? `${styles.item} ${styles.unread}` : styles.item} data-unread={unread}>
      {href ? (
        <Link href={href} className={styles.itemLink} onClick={onOpen}>
          {content}
        </Link>
      ) : (
        <button type="button" className={styles.itemLink} onClick={onOpen}>
          {content}
        </button>
      )}
    </li>
  );
}
