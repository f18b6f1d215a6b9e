'use client';
// "Recently viewed" (spec: community-app §7, GET /v1/user_viewed/{id}): the questions, tutorials and tools the member
// opened lately, newest first. Shown to the member only, on their own profile, read with their own token (the profile
// page is cached and the same for every reader). Not on tutorial or question pages, whose script budget is spent.
import { getRecentlyViewed, type RecentlyViewed as Viewed } from '@reef/client';
import { contentPath, formatRelativeTime } from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth/session-provider';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';

/** The list's words; `viewed` keeps `{time}`, `locale` words the relative times. */
export type RecentlyViewedWords = {
  title: string;
  onlyYou: string;
  kinds: { question: string; tutorial: string; tool: string };
  viewed: string;
  locale: string;
};

const ENGLISH: RecentlyViewedWords = {
  title: 'Recently viewed',
  onlyYou: 'Only you see this list.',
  kinds: { question: 'Question', tutorial: 'Tutorial', tool: 'Tool' },
  viewed: 'Viewed {time}',
  locale: 'en',
};

/** The member's recently viewed items; nothing for anyone else, nor while loading, nor when the list is empty. */
export function RecentlyViewed({
  slug,
  limit = 6,
  words = ENGLISH,
}: {
  slug: string;
  limit?: number;
  /** The list's words in the page's language (`recentlyViewedWords()`); English without them. */
  words?: RecentlyViewedWords;
}) {
  const session = useSession();
  const [items, setItems] = useState<Viewed['data']>([]);
  const isSelf = session.status === 'signed-in' && session.user?.slug === slug;

  useEffect(() => {
    if (!isSelf) return;
    let isCancelled = false;
    getRecentlyViewed(session.api, slug, limit)
      .then((result) => !isCancelled && setItems(result.data))
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSelf, slug, limit]);

  if (!isSelf || items.length === 0) return null;
  const now = Date.now();
  return (
    <section aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className={styles.sectionTitle}>
        {words.title}
      </h2>
      <p className={styles.muted}>{words.onlyYou}</p>
      <ul className={listStyles.list}>
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`} className={listStyles.item}>
            <div className={listStyles.itemTop}>
              <span className={listStyles.badge}>{words.kinds[item.type]}</span>
            </div>
            <h3 className={listStyles.itemTitle}>
              <Link href={contentPath(item.type, item.slug)}>{item.title}</Link>
            </h3>
            <p className={listStyles.itemMeta}>
              {words.viewed
                .split('{time}')
                .join(
                  formatRelativeTime(item.viewed_at, now, words.locale === 'en' ? undefined : words.locale),
                )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
