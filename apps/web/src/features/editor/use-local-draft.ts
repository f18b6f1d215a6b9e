'use client';
// Keeps what a member types in local storage so a reload or a failed submit never loses it.
import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'reef:draft:';
const SAVE_DELAY_MS = 300;

function readDraft<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Removes a stored draft (after a successful submit). */
export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // storage unavailable: nothing was stored
  }
}

/**
 * A value mirrored to local storage under `key`. The stored draft replaces `initial` after mount (not during
 * render, so server and browser render the same markup); `isRestored` tells the form to say so.
 */
export function useLocalDraft<T>(key: string, initial: T) {
  const [value, setValue] = useState<T>(initial);
  const [isRestored, setIsRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isDirty = useRef(false);

  useEffect(() => {
    const stored = readDraft<T>(key);
    if (stored !== null) {
      setValue(stored);
      setIsRestored(true);
    }
    return () => clearTimeout(timer.current);
  }, [key]);

  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      isDirty.current = true;
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          try {
            window.localStorage.setItem(PREFIX + key, JSON.stringify(resolved));
          } catch {
            // storage full or blocked: the draft lives for this page only
          }
        }, SAVE_DELAY_MS);
        return resolved;
      });
    },
    [key],
  );

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    clearDraft(key);
    setIsRestored(false);
  }, [key]);

  /** Replaces the value without marking it as typed (e.g. loading the saved version for editing). */
  const reset = useCallback((next: T) => setValue(next), []);

  return { value, update, discard, reset, isRestored };
}
