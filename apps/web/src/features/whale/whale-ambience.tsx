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
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-provider';
import { readCookies, removeCookie, writeCookie } from '@/lib/cookies';
import type { WhaleSound } from './whale-sound';
import styles from './whale-ambience.module.css';

/** The unlock message (spec: community-app §4). */
export const WHALE_UNLOCKED_MESSAGE = 'Whale Ambience unlocked!';

/** Renders nothing until unlocked; then the ambience controls. */
export function WhaleAmbience() {
  const [state, setState] = useState<WhaleAmbienceState | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const sound = useRef<WhaleSound | null>(null);
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
    return () => {
      window.removeEventListener('scroll', handleScroll);
      clearTimeout(timer);
    };
  }, [state, showToast]);

  useEffect(
    () => () => {
      void sound.current?.stop();
    },
    [],
  );

  const stopSound = async () => {
    const current = sound.current;
    sound.current = null;
    setIsPlaying(false);
    await current?.stop();
  };

  const toggle = async () => {
    if (sound.current) {
      await stopSound();
      return;
    }
    try {
      // The sound's code loads on the first click only.
      sound.current = await (await import('./whale-sound')).startWhaleSound();
      setIsPlaying(true);
    } catch (error) {
      console.warn('Whale ambience could not start', error);
      showToast('Sound is not available in this browser.', { type: 'error' });
    }
  };

  const reset = async () => {
    await stopSound();
    removeCookie(COOKIE_NAMES.whaleAmbience);
    setState('locked');
  };

  const hide = async () => {
    await stopSound();
    writeCookie(whaleAmbienceCookie('hidden', Date.now()));
    setState('hidden');
  };

  if (state !== 'unlocked') return null;
  return (
    <section className={styles.panel} aria-label="Whale ambience">
      <span className={`${styles.whale} ${isPlaying ? styles.swimming : ''}`} aria-hidden="true">
        <svg viewBox="0 0 32 20" width="32" height="20" focusable="false">
          <path d="M2 11c2-5 9-7 15-6 5 1 8 3 10 1l3-3v5c0 5-6 9-14 9S1 15 2 11z" fill="currentColor" />
          <circle cx="9" cy="10" r="1.2" fill="#fff" />
        </svg>
      </span>
      <button
        type="button"
        className={styles.play}
        aria-pressed={isPlaying}
        onClick={() => void toggle()}
        data-audio-state={isPlaying ? 'playing' : 'stopped'}
      >
        Whale ambience
      </button>
      <button type="button" className={styles.secondary} onClick={() => void reset()}>
        Reset
      </button>
      <button type="button" className={styles.secondary} onClick={() => void hide()}>
        Hide for good
      </button>
    </section>
  );
}
