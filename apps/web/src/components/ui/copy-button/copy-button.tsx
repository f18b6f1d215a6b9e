'use client';
import { useEffect, useRef, useState } from 'react';
import { COPY_LABEL_RESET_MS, UI_TEXTS } from '@reef/core';
import { Icon } from '../icon/icon';
import styles from './copy-button.module.css';

type CopyStatus = 'idle' | 'copied' | 'hint';

/**
 * Inputs of CopyButton: the text to copy (or a function reading it at click time, e.g. from the page), and
 * optionally the element whose text is selected when copying fails.
 */
export type CopyButtonProps = {
  text: string | (() => string);
  /** Id of the element (e.g. a `<code>`) to select so the reader can press Cmd/Ctrl+C. */
  selectTargetId?: string;
  className?: string;
  label?: string;
  /** The button's words in the page's language (the server's `copyWords(t)`); English when none is given. */
  words?: CopyWords;
};

/** The copy button's texts. */
export type CopyWords = { copy: string; copied: string; hintMac: string; hintOther: string };

/** The copy button's words in English (the `common` catalogue's `copy` texts). */
export const ENGLISH_COPY_WORDS: CopyWords = {
  copy: UI_TEXTS.copy,
  copied: UI_TEXTS.copied,
  hintMac: UI_TEXTS.copyHintMac,
  hintOther: UI_TEXTS.copyHintOther,
};

/** Whether the reader's keyboard says Cmd rather than Ctrl. */
export function isMac(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent)
  );
}

/** Selects the text of the element with this id, so the reader can copy it with the keyboard. */
export function selectElementText(id: string | undefined) {
  const element = id ? document.getElementById(id) : null;
  const selection = typeof window !== 'undefined' ? window.getSelection() : null;
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Copy → "Copied!", or the "Press Cmd+C to copy" hint (Ctrl+C off Mac) with the text selected; back to Copy after 5 s. */
export function CopyButton({
  text,
  selectTargetId,
  className,
  label,
  words = ENGLISH_COPY_WORDS,
}: CopyButtonProps) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: CopyStatus) => {
    setStatus(next);
    clearTimeout(timer.current);
    // spec: content-and-presentation §4 — reverts to Copy after 5 seconds
    timer.current = setTimeout(() => setStatus('idle'), COPY_LABEL_RESET_MS);
  };

  const handleClick = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      settle('copied');
    } catch {
      selectElementText(selectTargetId);
      settle('hint');
    }
  };

  const shown =
    status === 'copied'
      ? words.copied
      : status === 'hint'
        ? isMac()
          ? words.hintMac
          : words.hintOther
        : (label ?? words.copy);
  return (
    <button
      type="button"
      className={[
        styles.copy,
        status === 'copied' && styles.copied,
        status === 'hint' && styles.hint,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      onClick={handleClick}
      aria-live="polite"
    >
      <Icon name={status === 'copied' ? 'check' : 'copy'} size={14} />
      {shown}
    </button>
  );
}
