'use client';
// The whale ambience controls, once unlocked (whale-ambience.tsx): the ambient sound's toggle, Reset and "Hide for
// good". The sound only ever starts from a click, and its code loads on the first one.
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-provider';
import type { WhaleSound } from './whale-sound';
import styles from './whale-ambience.module.css';

/** The panel; `onReset` locks the feature again, `onHide` hides it for good (the sound is stopped first). */
export function WhaleControls({ onReset, onHide }: { onReset: () => void; onHide: () => void }) {
  const [isPlaying, setIsPlaying] = useState(false);
  const sound = useRef<WhaleSound | null>(null);
  const { showToast } = useToast();

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
    onReset();
  };

  const hide = async () => {
    await stopSound();
    onHide();
  };

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
