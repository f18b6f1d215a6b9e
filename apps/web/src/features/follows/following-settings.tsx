'use client';
// /community/settings/following (issue #32): what the member follows and mutes, each with a button to remove it.
import { listFollows, removeFollow } from '@reef/client';
import { MAX_FOLLOWS, type FollowMode, type FollowResponse } from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth/session-provider';
import { useToast } from '@/components/ui/toast/toast-provider';
import buttonStyles from '../votes/upvote-button.module.css';
import settingsStyles from '../settings/settings.module.css';
import styles from './follows.module.css';

const TYPE_LABELS: Record<FollowResponse['target_type'], string> = {
  tag: 'Tag',
  user: 'Member',
  tutorial_series: 'Series',
};

function targetName(follow: FollowResponse): string {
  return (
    follow.target?.name ?? `${TYPE_LABELS[follow.target_type]} ${follow.target_id} (no longer available)`
  );
}

function FollowRows({
  rows,
  mode,
  onRemove,
}: {
  rows: FollowResponse[];
  mode: FollowMode;
  onRemove: (follow: FollowResponse) => void;
}) {
  const verb = mode === 'follow' ? 'Unfollow' : 'Unmute';
  if (rows.length === 0)
    return (
      <p className={styles.meta}>
        {mode === 'follow' ? (
          <>
            You follow nothing yet. <Link href="/community/tags">Browse tags to follow</Link>.
          </>
        ) : (
          'You have muted nothing.'
        )}
      </p>
    );
  return (
    <ul className={styles.list}>
      {rows.map((follow) => (
        <li key={`${follow.target_type}:${follow.target_id}`} className={styles.row}>
          <span>
            <span className={styles.meta}>{TYPE_LABELS[follow.target_type]}: </span>
            {follow.target ? <Link href={follow.target.path}>{follow.target.name}</Link> : targetName(follow)}
          </span>
          <button
            type="button"
            className={`${buttonStyles.upvote} ${buttonStyles.small}`}
            aria-label={`${verb} ${targetName(follow)}`}
            onClick={() => onRemove(follow)}
          >
            {verb}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The member's follows and mutes, in two lists. */
export function FollowingSettings() {
  const session = useSession();
  const { showToast } = useToast();
  const [rows, setRows] = useState<FollowResponse[] | null>(null);
  const [isFailed, setIsFailed] = useState(false);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    let isCurrent = true;
    listFollows(session.api, { limit: MAX_FOLLOWS }).then(
      ({ data }) => {
        if (isCurrent) setRows(data);
      },
      () => {
        if (isCurrent) setIsFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [session.status, session.api]);

  const handleRemove = async (follow: FollowResponse) => {
    const key = (f: FollowResponse) => `${f.target_type}:${f.target_id}`;
    setRows((list) => list?.filter((f) => key(f) !== key(follow)) ?? null);
    try {
      await removeFollow(session.api, follow.target_type, follow.target_id);
      showToast(`${follow.mode === 'follow' ? 'Unfollowed' : 'Unmuted'} ${targetName(follow)}.`, {
        type: 'success',
        durationMs: 3000,
      });
    } catch {
      setRows((list) => (list ? [...list, follow] : list));
      showToast('That did not work. Please try again.', { type: 'error', durationMs: 4000 });
    }
  };

  if (session.status === 'signed-out') return <p>Log in to see what you follow.</p>;
  if (isFailed)
    return (
      <p role="alert" className={styles.meta}>
        Your follows could not be loaded. Please reload the page.
      </p>
    );
  if (!rows)
    return (
      <p role="status" className={styles.meta}>
        Loading…
      </p>
    );
  return (
    <>
      <section className={settingsStyles.section} aria-labelledby="following-title">
        <h2 id="following-title" className={settingsStyles.sectionTitle}>
          Following
        </h2>
        <p className={styles.meta}>
          What you follow makes <Link href="/community/feed">your feed</Link> and the digest emails.
        </p>
        <FollowRows rows={rows.filter((f) => f.mode === 'follow')} mode="follow" onRemove={handleRemove} />
      </section>
      <section className={settingsStyles.section} aria-labelledby="muted-title">
        <h2 id="muted-title" className={settingsStyles.sectionTitle}>
          Muted
        </h2>
        <p className={styles.meta}>
          Questions and tutorials by muted people or under muted tags leave your lists, your feed and your
          notifications.
        </p>
        <FollowRows rows={rows.filter((f) => f.mode === 'mute')} mode="mute" onRemove={handleRemove} />
      </section>
    </>
  );
}
