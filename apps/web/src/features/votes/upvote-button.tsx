'use client';
// Upvote toggle for tutorials, series, questions, tools and comments (spec: community-app §7 upvotes).
// The server renders the public count; a signed-in member's own vote is read after load.
import type { UpvotableType } from '@reef/core';
import { useEffect, useState } from 'react';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { useToast } from '@/components/ui/toast/toast-provider';
import { LIVE_VOTES_EVENT, type LiveVotes } from './live-votes';
import { upvoteCount, type UpvoteWords } from './action-words';
import styles from './upvote-button.module.css';

// Members only: loaded when a signed-in member's state is read or changed.
const memberCalls = () => import('@/lib/member-calls');

/** Inputs of UpvoteButton. */
export type UpvoteButtonProps = {
  type: UpvotableType;
  id: number;
  count: number;
  /** What is upvoted, for the accessible name ("Upvote this answer"). */
  label?: string;
  size?: 'medium' | 'small';
  /** The button's words in the page's language, the item named in them (English without them). */
  words?: UpvoteWords;
};

/** A button with the upvote count; signed-out visitors are sent to log in. */
export function UpvoteButton({
  type,
  id,
  count: initialCount,
  label = 'this',
  size = 'medium',
  words,
}: UpvoteButtonProps) {
  const { status, api } = useSession();
  const { showToast } = useToast();
  const loginUrl = useCommunityLoginUrl('login');
  const [count, setCount] = useState(initialCount);
  const [isUpvoted, setIsUpvoted] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  // The member's own vote, once read: a click before that would be overwritten by the read's answer.
  const [isKnown, setIsKnown] = useState(false);

  useEffect(() => {
    if (status !== 'signed-in') return;
    let isCurrent = true;
    memberCalls()
      .then((calls) => calls.getMemberUpvote(api, type, id))
      .then(
        (state) => {
          if (!isCurrent) return;
          setIsUpvoted(Boolean(state.upvoted));
          setCount(state.upvotes_count);
        },
        () => undefined,
      )
      .finally(() => {
        if (isCurrent) setIsKnown(true);
      });
    return () => {
      isCurrent = false;
    };
    // The token refreshes in place; the vote only needs reading once per member.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, type, id]);

  // A count heard live on the page (live-votes.ts) replaces the one drawn, wherever the member's own vote stands.
  useEffect(() => {
    const hear = (event: Event) => {
      const { target, count: heard } = (event as CustomEvent<LiveVotes>).detail;
      if (target.type === type && target.id === id) setCount(heard);
    };
    window.addEventListener(LIVE_VOTES_EVENT, hear);
    return () => window.removeEventListener(LIVE_VOTES_EVENT, hear);
  }, [type, id]);

  const handleClick = async () => {
    if (status !== 'signed-in') {
      window.location.assign(loginUrl);
      return;
    }
    if (isBusy) return;
    const next = !isUpvoted;
    setIsBusy(true);
    setIsUpvoted(next);
    setCount((value) => value + (next ? 1 : -1));
    try {
      const state = next
        ? await (await memberCalls()).addUpvote(api, type, id)
        : await (await memberCalls()).removeUpvote(api, type, id);
      setCount(state.upvotes_count);
      setIsUpvoted(state.upvoted ?? next);
    } catch {
      setIsUpvoted(!next);
      setCount((value) => value + (next ? -1 : 1));
      showToast(words?.failed ?? 'Your vote could not be saved. Please try again.', {
        type: 'error',
        durationMs: 4000,
      });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={[styles.upvote, size === 'small' && styles.small, isUpvoted && styles.active]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={status === 'signed-in' ? isUpvoted : undefined}
      // Until the session and the member's vote are known (and the page hydrated) a click could not do the right
      // thing: cached pages arrive before the script, so the button starts disabled instead of dropping the click.
      disabled={status === 'loading' || (status === 'signed-in' && !isKnown)}
      aria-label={
        words
          ? `${isUpvoted ? words.removeUpvote : words.upvote}, ${upvoteCount(words, count)}`
          : `${isUpvoted ? 'Remove upvote from' : 'Upvote'} ${label}, ${count} ${count === 1 ? 'upvote' : 'upvotes'}`
      }
      onClick={handleClick}
    >
      <svg
        viewBox="0 0 24 24"
        width={size === 'small' ? 14 : 18}
        height={size === 'small' ? 14 : 18}
        aria-hidden="true"
      >
        <path
          d="M12 4l8 10h-5v6H9v-6H4z"
          fill={isUpvoted ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
