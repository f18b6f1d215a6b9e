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
import { around, fillIn } from '@/components/layout/header/header-words';

/** The tab's words in the page's language (settings-words.ts builds them on the server); `{placeholders}` are the
 * values only the browser knows. */
export type FollowingSettingsWords = {
  types: Record<FollowResponse['target_type'], string>;
  /** With `{type}` and `{id}`. */
  gone: string;
  unfollow: string;
  unmute: string;
  /** With `{name}`. */
  unfollowLabel: string;
  /** With `{name}`. */
  unmuteLabel: string;
  /** With `{link}`. */
  nothingFollowed: string;
  browseTags: string;
  nothingMuted: string;
  /** With `{name}`. */
  unfollowed: string;
  /** With `{name}`. */
  unmuted: string;
  failed: string;
  signedOut: string;
  loadFailed: string;
  loading: string;
  following: string;
  /** With `{link}`. */
  followingText: string;
  feedLink: string;
  muted: string;
  mutedText: string;
};

function targetName(follow: FollowResponse, words: FollowingSettingsWords): string {
  return (
    follow.target?.name ??
    fillIn(fillIn(words.gone, 'type', words.types[follow.target_type]), 'id', follow.target_id)
  );
}

function FollowRows({
  rows,
  mode,
  onRemove,
  words,
}: {
  rows: FollowResponse[];
  mode: FollowMode;
  onRemove: (follow: FollowResponse) => void;
  words: FollowingSettingsWords;
}) {
  const verb = mode === 'follow' ? words.unfollow : words.unmute;
  const verbLabel = mode === 'follow' ? words.unfollowLabel : words.unmuteLabel;
  if (rows.length === 0) {
    const [before, after] = around(words.nothingFollowed, 'link');
    return (
      <p className={styles.meta}>
        {mode === 'follow' ? (
          <>
            {before}
            <Link href="/community/tags">{words.browseTags}</Link>
            {after}
          </>
        ) : (
          words.nothingMuted
        )}
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {rows.map((follow) => (
        <li key={`${follow.target_type}:${follow.target_id}`} className={styles.row}>
          <span>
            <span className={styles.meta}>{words.types[follow.target_type]}: </span>
            {follow.target ? (
              <Link href={follow.target.path}>{follow.target.name}</Link>
            ) : (
              targetName(follow, words)
            )}
          </span>
          <button
            type="button"
            className={`${buttonStyles.upvote} ${buttonStyles.small}`}
            aria-label={fillIn(verbLabel, 'name', targetName(follow, words))}
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
export function FollowingSettings({ words }: { words: FollowingSettingsWords }) {
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
      showToast(
        fillIn(
          follow.mode === 'follow' ? words.unfollowed : words.unmuted,
          'name',
          targetName(follow, words),
        ),
        { type: 'success', durationMs: 3000 },
      );
    } catch {
      setRows((list) => (list ? [...list, follow] : list));
      showToast(words.failed, { type: 'error', durationMs: 4000 });
    }
  };

  if (session.status === 'signed-out') return <p>{words.signedOut}</p>;
  if (isFailed)
    return (
      <p role="alert" className={styles.meta}>
        {words.loadFailed}
      </p>
    );
  if (!rows)
    return (
      <p role="status" className={styles.meta}>
        {words.loading}
      </p>
    );
  const [feedBefore, feedAfter] = around(words.followingText, 'link');
  return (
    <>
      <section className={settingsStyles.section} aria-labelledby="following-title">
        <h2 id="following-title" className={settingsStyles.sectionTitle}>
          {words.following}
        </h2>
        <p className={styles.meta}>
          {feedBefore}
          <Link href="/community/feed">{words.feedLink}</Link>
          {feedAfter}
        </p>
        <FollowRows
          rows={rows.filter((f) => f.mode === 'follow')}
          mode="follow"
          onRemove={handleRemove}
          words={words}
        />
      </section>
      <section className={settingsStyles.section} aria-labelledby="muted-title">
        <h2 id="muted-title" className={settingsStyles.sectionTitle}>
          {words.muted}
        </h2>
        <p className={styles.meta}>{words.mutedText}</p>
        <FollowRows
          rows={rows.filter((f) => f.mode === 'mute')}
          mode="mute"
          onRemove={handleRemove}
          words={words}
        />
      </section>
    </>
  );
}
