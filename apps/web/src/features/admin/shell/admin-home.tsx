'use client';
// The admin home: what needs the member's attention now (issue #30, item 6: the queues their permissions let them
// clear, with counts), then every sidebar group and entry (community-app §2), links for the member's sections, and
// the others named as plain text so a moderator knows what exists and whom to ask.
import { getAdminAttention, type AdminAttentionItem } from '@reef/client';
import { adminSidebarLinks } from '@/features/admin/sidebar-table';
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth/session-provider';
import { AdminPageHeading } from './admin-page-heading';
import { useAdminMember } from './admin-gate';
import { useQueueUpdates } from './use-queue-updates';
import { entryLabel, groupLabel, useAdminWords } from './admin-words';
import { useSiteLocale } from '@/i18n/locale-context';
import styles from './admin-shell.module.css';

/** The home's words in the page's language (the page builds them from the `admin` catalogue). */
export type AdminHomeWords = {
  title: string;
  lede: string;
  loadFailed: string;
  needsAttention: string;
  checking: string;
  allClear: string;
  /** The queues' names by the API's key (`held_questions`); a queue without one shows the API's English label. */
  queues?: Readonly<Record<string, string>>;
};

const ENGLISH_HOME_WORDS: AdminHomeWords = {
  title: 'Administration',
  lede: 'The sections your permissions open are links; the others need a permission you do not hold.',
  loadFailed: 'What needs attention could not be loaded.',
  needsAttention: 'Needs attention',
  checking: 'Checking what waits for you…',
  allClear: 'All clear: nothing waits in the queues you look after.',
};

/** The sections of the admin area for the signed-in member. */
export function AdminHome({ words = ENGLISH_HOME_WORDS }: { words?: AdminHomeWords }) {
  const member = useAdminMember();
  const adminWords = useAdminWords();
  const groups = adminSidebarLinks(member.permissions);
  return (
    <>
      <AdminPageHeading title={words.title} lede={words.lede} />
      <NeedsAttention words={words} />
      <div className={styles.homeGroups}>
        {groups.map((group) => (
          <section key={group.label} aria-labelledby={`admin-group-${group.label}`}>
            <h2 id={`admin-group-${group.label}`} className={styles.homeGroupTitle}>
              {groupLabel(adminWords, group.label)}
            </h2>
            <ul className={styles.homeList}>
              {group.entries.map((entry) => (
                <li key={entry.href}>
                  {entry.isLink ? (
                    <Link href={entry.href}>{entryLabel(adminWords, entry)}</Link>
                  ) : (
                    <span className={styles.homeText}>{entryLabel(adminWords, entry)}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** The queues whose sizes the live channel /admin/queues carries (the API's platform/live/publish.ts). */
const MODERATION_QUEUES = new Set(['flags', 'held_questions', 'held_comments']);

/** The queues the member may clear, busiest first; "all clear" when none waits. */
function NeedsAttention({ words }: { words: AdminHomeWords }) {
  const session = useSession();
  const locale = useSiteLocale();
  const [items, setItems] = useState<AdminAttentionItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getAdminAttention(session.api).then(setItems, () => setFailed(true));
  }, [session.api]);
  // Live (issue #32, item 1): a member who may clear a moderation queue hears its size change on /admin/queues, and
  // the counts are read again, so a report filed or a post held elsewhere shows here without a reload.
  const watchesQueues = Boolean(items?.some((item) => MODERATION_QUEUES.has(item.key)));
  useQueueUpdates(() => void getAdminAttention(session.api).then(setItems, () => undefined), watchesQueues);
  if (failed) return <p className={`${styles.homeText} ${styles.attentionNote}`}>{words.loadFailed}</p>;
  if (items !== null && items.length === 0) return null;
  const waiting = (items ?? []).filter((item) => item.count > 0).sort((a, b) => b.count - a.count);
  return (
    <section aria-labelledby="admin-attention" className={styles.attention}>
      <h2 id="admin-attention" className={styles.homeGroupTitle}>
        {words.needsAttention}
      </h2>
      {items === null ? (
        // While the counts load the section keeps the room of a row of cards, so the sections below do not move when
        // they come (layout shift, issue #33 goal 5).
        <p role="status" className={styles.attentionNote}>
          {words.checking}
        </p>
      ) : waiting.length === 0 ? (
        <p role="status" className={styles.attentionNote}>
          {words.allClear}
        </p>
      ) : (
        <ul className={styles.attentionList}>
          {waiting.map((item) => (
            <li key={item.key}>
              <Link href={item.href} className={styles.attentionLink}>
                <span className={styles.attentionCount}>
                  {item.count.toLocaleString(locale === 'en' ? 'en-US' : locale)}
                </span>
                <span>{words.queues?.[item.key] ?? item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
