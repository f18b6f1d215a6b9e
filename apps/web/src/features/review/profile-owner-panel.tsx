'use client';
// On a profile page (cached, the same for every reader): for the member themself an "Edit profile" link, and for
// them and the moderators the member's contributions held for review, read with the reader's own token.
import { getPendingContributions, type PendingContributions } from '@reef/client';
import { can, formatRelativeTime } from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';
import { ENGLISH_OWNER_PANEL_WORDS, type OwnerPanelWords } from './review-words';

/** Nothing for other readers; the settings link and the pending list for the member and moderators. */
export function ProfileOwnerPanel({
  slug,
  words = ENGLISH_OWNER_PANEL_WORDS,
}: {
  slug: string;
  /** What the panel says, in the page's language (English when not given). */
  words?: OwnerPanelWords;
}) {
  const session = useSession();
  const [pending, setPending] = useState<PendingContributions['data']>([]);
  const { user } = session;
  const isSelf = user?.slug === slug;
  const actor = sessionActor(user);
  const isModerator =
    can(actor, 'moderate', { type: 'question' }) || can(actor, 'moderate', { type: 'comment' });
  const maySeePending = session.status === 'signed-in' && (isSelf || isModerator);

  useEffect(() => {
    if (!maySeePending) return;
    let isCancelled = false;
    getPendingContributions(session.api, slug)
      .then((result) => !isCancelled && setPending(result.data))
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [maySeePending, slug]);

  if (session.status !== 'signed-in') return null;
  const now = Date.now();
  return (
    <>
      {isSelf ? (
        <p>
          <Link href="/community/settings/profile" className={outlineLinkClassName()}>
            {words.editProfile}
          </Link>
        </p>
      ) : null}
      {maySeePending && pending.length > 0 ? (
        <section aria-labelledby="pending-title">
          <h2 id="pending-title" className={styles.sectionTitle}>
            {words.awaitingReview}
          </h2>
          <p className={styles.muted}>{isSelf ? words.onlySelf : words.onlyOther}</p>
          <ul className={listStyles.list}>
            {pending.map((item) => (
              <li key={`${item.type}-${item.id}`} className={listStyles.item}>
                <div className={listStyles.itemTop}>
                  <span className={listStyles.badge}>{words.kinds[item.type]}</span>{' '}
                  <span className={listStyles.badge}>{words.pending}</span>
                </div>
                <h3 className={listStyles.itemTitle}>
                  <Link href={item.url}>{item.title}</Link>
                </h3>
                {item.excerpt ? <p className={listStyles.itemText}>{item.excerpt}</p> : null}
                <p className={listStyles.itemMeta}>
                  {formatRelativeTime(item.created_at, now, words.locale)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
