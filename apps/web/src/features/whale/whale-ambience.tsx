'use client';
// The whale easter egg (spec: community-app §3, §4, §9) on tutorial and question pages: once the visitor scrolls past
// half the page a 120 s timer starts; when it ends the feature unlocks (cookie "relaxing"), the toast "Whale Ambience
// unlocked!" shows for 20 s, and a button toggles an ambient sound. Reset removes the cookie; "Hide for good" sets it
// to "hidden". The sound only ever starts from a click.
import {
  COOKIE_NAMES,
  hasScrolledPast,
  WHALE_UNLOCK_DELAY_MS,
  WHALE_UNLOCK_TOAST_MS,
  whaleAmbienceCookie,
  whaleAmbienceState,
  type WhaleAmbienceState,
} from '@reef/core';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-provider';
import { readCookies, removeCookie, writeCookie } from '@/lib/cookies';
import { lazyIsland } from '@/lib/lazy-island';

// The controls (and the sound) load once the feature is unlocked.
const WhaleControls = lazyIsland(() => import('./whale-controls').then((mod) => mod.WhaleControls));

/** The unlock message (spec: community-app §4). */
export const WHALE_UNLOCKED_MESSAGE = 'Whale Ambience unlocked!';

/** Renders nothing until unlocked; then the ambience controls. */
export function WhaleAmbience() {
  const [state, setState] = useState<WhaleAmbienceState | null>(null);
  const { showToast } = useToast();

  useEffect(() => {
    setState(whaleAmbienceState(readCookies()[COOKIE_NAMES.whaleAmbience]));
  }, []);

  useEffect(() => {
    if (state !== 'locked') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleScroll = () => {
      const position = {
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      };
      if (timer !== undefined || !hasScrolledPast(position)) return;
      window.removeEventListener('scroll', handleScroll);
      // The timer keeps running if the visitor scrolls back up.
      timer = setTimeout(() => {
        writeCookie(whaleAmbienceCookie('unlocked', Date.now()));
        setState('unlocked');
        showToast(WHALE_UNLOCKED_MESSAGE, {
          type: 'success',
          durationMs: WHALE_UNLOCK_TOAST_MS,
          id: 'whale-unlocked',
        });
      }, WHALE_UNLOCK_DELAY_MS);
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    // It mounts once the page is idle (whale-ambience-island.tsx): a reader already past half the page starts now.
    handleScroll();
    return () => {
      window.removeEventListener('scroll', handleScroll);
      clearTimeout(timer);
    };
  }, [state, showToast]);

  if (state !== 'unlocked') return null;
  return (
    <WhaleControls
      onReset={() => {
        removeCookie(COOKIE_NAMES.whaleAmbience);
        setState('locked');
      }}
      onHide={() => {
        writeCookie(whaleAmbienceCookie('hidden', Date.now()));
        setState('hidden');
      }}
    />
  );
}
