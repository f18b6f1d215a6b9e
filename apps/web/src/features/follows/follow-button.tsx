'use client';
// Follow (and, for tags and people, mute) a target: what one follows makes one's feed, what one mutes leaves one's
// lists and notifications (issue #32). A visitor's "Follow" is a link to sign-up that carries the intent in the
// return address (`?follow=tag:12`); back on this page with a session, the intent is applied once and removed.
import { getFollow, removeFollow, setFollow } from '@reef/client';
import {
  FOLLOW_INTENT_PARAM,
  formatFollowIntent,
  isMutableTarget,
  loginUrl,
  parseFollowIntent,
  type FollowMode,
  type FollowTargetType,
} from '@reef/core';
import { useEffect, useState } from 'react';
import { AUTH_ERROR_PATH } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { useToast } from '@/components/ui/toast/toast-provider';
import { useRuntimeConfig } from '@/lib/runtime-config';
import buttonStyles from '../votes/upvote-button.module.css';
import styles from './follows.module.css';
import { usePagePath } from '@/i18n/locale-context';

/** The button's words in the page's language (follow-words.ts builds them on the server); `{label}` stays in place
 * for what is followed. */
export type FollowButtonWords = {
  follow: string;
  following: string;
  mute: string;
  muted: string;
  followLabel: string;
  followSignUpLabel: string;
  muteLabel: string;
  followed: string;
  mutedToast: string;
  unmuted: string;
  unfollowed: string;
  failed: string;
};

/** Today's English, for the callers that do not pass words yet. */
export const ENGLISH_FOLLOW_WORDS: FollowButtonWords = {
  follow: 'Follow',
  following: 'Following',
  mute: 'Mute',
  muted: 'Muted',
  followLabel: 'Follow {label}',
  followSignUpLabel: 'Follow {label} (sign up or log in)',
  muteLabel: 'Mute {label}',
  followed: 'You now follow {label}.',
  mutedToast: 'Muted {label}: it leaves your lists and notifications.',
  unmuted: 'Unmuted {label}.',
  unfollowed: 'You no longer follow {label}.',
  failed: 'That did not work. Please try again.',
};

type Props = {
  type: FollowTargetType;
  id: number;
  /** What is followed, as the toasts and the accessible names say it ("the Nginx tag", "ada"). */
  label: string;
  words?: FollowButtonWords;
};

const withLabel = (template: string, label: string) => template.split('{label}').join(label);

/** Removes the follow intent from the address bar (the session's `jwt` is removed by the session provider). */
function dropIntentFromUrl(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(FOLLOW_INTENT_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Follow / Following, and Mute / Muted where the target can be muted. */
export function FollowButton({ type, id, label, words = ENGLISH_FOLLOW_WORDS }: Props) {
  const { status, api, user } = useSession();
  const { showToast } = useToast();
  const { apiUrl, webUrl } = useRuntimeConfig();
  const pathname = usePagePath() || '/community';
  const [mode, setMode] = useState<FollowMode | null>(null);
  const [isKnown, setIsKnown] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const isSelf = type === 'user' && user !== null && Number(user.id) === id;

  useEffect(() => {
    if (status !== 'signed-in' || isSelf) return;
    let isCurrent = true;
    const intent = parseFollowIntent(new URL(window.location.href).searchParams.get(FOLLOW_INTENT_PARAM));
    const isIntended = intent?.type === type && intent.id === id;
    (async () => {
      let current = await getFollow(api, type, id).catch(() => null);
      if (isIntended) {
        dropIntentFromUrl();
        if (current !== 'follow') {
          await setFollow(api, type, id, 'follow');
          current = 'follow';
          showToast(withLabel(words.followed, label), { type: 'success', durationMs: 4000 });
        }
      }
      if (isCurrent) setMode(current);
    })()
      .catch(() => showToast(words.failed, { type: 'error', durationMs: 4000 }))
      .finally(() => {
        if (isCurrent) setIsKnown(true);
      });
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, type, id, isSelf]);

  if (isSelf) return null;

  if (status === 'signed-out') {
    const back = new URL(`${webUrl}${pathname}`);
    back.searchParams.set(FOLLOW_INTENT_PARAM, formatFollowIntent(type, id));
    const href = loginUrl({
      apiBaseUrl: apiUrl,
      successRedirect: back.toString(),
      errorRedirect: `${webUrl}${AUTH_ERROR_PATH}`,
      type: 'register',
    });
    return (
      <a className={buttonStyles.upvote} href={href} aria-label={withLabel(words.followSignUpLabel, label)}>
        {words.follow}
      </a>
    );
  }

  const toggle = async (next: FollowMode) => {
    if (isBusy) return;
    const previous = mode;
    const target = previous === next ? null : next;
    setIsBusy(true);
    setMode(target);
    try {
      if (target) await setFollow(api, type, id, target);
      else await removeFollow(api, type, id);
      showToast(
        target === 'follow'
          ? withLabel(words.followed, label)
          : target === 'mute'
            ? withLabel(words.mutedToast, label)
            : previous === 'mute'
              ? withLabel(words.unmuted, label)
              : withLabel(words.unfollowed, label),
        { type: 'success', durationMs: 3000 },
      );
    } catch {
      setMode(previous);
      showToast(words.failed, { type: 'error', durationMs: 4000 });
    } finally {
      setIsBusy(false);
    }
  };

  const disabled = status === 'loading' || !isKnown || isBusy;
  const className = (isOn: boolean) =>
    [buttonStyles.upvote, isOn && buttonStyles.active].filter(Boolean).join(' ');
  return (
    <span className={styles.buttons}>
      <button
        type="button"
        className={className(mode === 'follow')}
        aria-pressed={mode === 'follow'}
        aria-label={withLabel(words.followLabel, label)}
        disabled={disabled}
        onClick={() => void toggle('follow')}
      >
        {mode === 'follow' ? words.following : words.follow}
      </button>
      {isMutableTarget(type) ? (
        <button
          type="button"
          className={className(mode === 'mute')}
          aria-pressed={mode === 'mute'}
          aria-label={withLabel(words.muteLabel, label)}
          disabled={disabled}
          onClick={() => void toggle('mute')}
        >
          {mode === 'mute' ? words.muted : words.mute}
        </button>
      ) : null}
    </span>
  );
}
