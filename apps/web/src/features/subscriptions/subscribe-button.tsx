'use client';
// Subscribe to an item to be notified of answers, comments and updates (spec: community-app §7 subscriptions).
import type { SubscriptionTarget } from '@reef/core';
import { useEffect, useState } from 'react';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { useToast } from '@/components/ui/toast/toast-provider';
import type { SubscribeWords } from '../votes/action-words';
import styles from '../votes/upvote-button.module.css';

// Members only: loaded when a signed-in member's state is read or changed.
const memberCalls = () => import('@/lib/member-calls');

/** A Subscribe / Subscribed toggle; signed-out visitors are sent to log in. */
export function SubscribeButton({
  type,
  id,
  label = 'this',
  words,
}: {
  type: SubscriptionTarget;
  id: number;
  label?: string;
  /** The button's words in the page's language, the item named in them (English without them). */
  words?: SubscribeWords;
}) {
  const { status, api, user } = useSession();
  const { showToast } = useToast();
  const loginUrl = useCommunityLoginUrl('login');
  const [isSubscribed, setIsSubscribed] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  // The member's subscription, once read: a click before that would be overwritten by the read's answer.
  const [isKnown, setIsKnown] = useState(false);
  const slug = user?.slug;

  useEffect(() => {
    if (status !== 'signed-in' || !slug) return;
    let isCurrent = true;
    memberCalls()
      .then((calls) => calls.getSubscription(api, slug, type, id))
      .then(
        (state) => {
          if (isCurrent) setIsSubscribed(state.subscribed);
        },
        () => undefined,
      )
      .finally(() => {
        if (isCurrent) setIsKnown(true);
      });
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, slug, type, id]);

  const handleClick = async () => {
    if (status !== 'signed-in' || !slug) {
      window.location.assign(loginUrl);
      return;
    }
    if (isBusy) return;
    const next = !isSubscribed;
    setIsBusy(true);
    setIsSubscribed(next);
    try {
      const calls = await memberCalls();
      if (next) await calls.subscribe(api, slug, type, id);
      else await calls.unsubscribe(api, slug, type, id);
      const subscribedToast = words?.subscribedToast ?? `Subscribed: you will be notified about ${label}.`;
      showToast(next ? subscribedToast : (words?.unsubscribedToast ?? 'Unsubscribed.'), {
        type: 'success',
        durationMs: 3000,
      });
    } catch {
      setIsSubscribed(!next);
      showToast(words?.failed ?? 'That did not work. Please try again.', { type: 'error', durationMs: 4000 });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={[styles.upvote, isSubscribed && styles.active].filter(Boolean).join(' ')}
      aria-pressed={status === 'signed-in' ? isSubscribed : undefined}
      // Until the session and the subscription are known (and the page hydrated) a click could not do the right
      // thing: cached pages arrive before the script, so the button starts disabled instead of dropping the click.
      disabled={status === 'loading' || (status === 'signed-in' && !isKnown)}
      onClick={handleClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M18 16v-5a6 6 0 10-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 004 0"
          fill={isSubscribed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {isSubscribed ? (words?.subscribed ?? 'Subscribed') : (words?.subscribe ?? 'Subscribe')}
    </button>
  );
}
