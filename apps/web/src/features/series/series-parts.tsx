'use client';
// The parts of a series in order, each with its completion state for the signed-in member, and a
// 'mark as completed' toggle for the part being read.
import { useState } from 'react';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useToast } from '@/components/ui/toast/toast-provider';
import { useCompletedTutorials } from './use-completed-tutorials';
import { SeriesPartText } from './series-part-text';
import { cutAround, ENGLISH_SERIES_WORDS, type SeriesWords } from './series-words';
import styles from './series.module.css';

/** One part of a series. */
export type SeriesPart = { id: number; slug: string; title: string; description?: string };

/** Inputs of SeriesParts. */
export type SeriesPartsProps = {
  seriesId: number;
  parts: SeriesPart[];
  currentId?: number;
  isCompact?: boolean;
  /** The list's words in the page's language (English without them). */
  words?: SeriesWords;
};

/** The ordered parts with completion marks; `currentId` marks the part on screen and shows the toggle for it. */
export function SeriesParts({
  seriesId,
  parts,
  currentId,
  isCompact = false,
  words = ENGLISH_SERIES_WORDS,
}: SeriesPartsProps) {
  const { status, completed, isLoaded, toggle } = useCompletedTutorials(seriesId);
  const { showToast } = useToast();
  const loginUrl = useCommunityLoginUrl('login');
  const [isBusy, setIsBusy] = useState(false);
  const doneCount = parts.filter((part) => completed.has(part.id)).length;
  const isSignedIn = status === 'signed-in';
  const [hintBefore, hintAfter] = cutAround(words.hint, 'link');

  const handleToggle = async () => {
    if (currentId === undefined || isBusy) return;
    setIsBusy(true);
    try {
      const isDone = await toggle(currentId);
      showToast(isDone ? words.marked : words.unmarked, { type: 'success' });
    } catch {
      showToast(words.saveFailed, { type: 'error', durationMs: 4000 });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div>
      {isSignedIn ? (
        <p className={styles.progress} aria-live="polite">
          {words.progress.replace('{done}', String(doneCount)).replace('{total}', String(parts.length))}
          <span className={styles.progressBar} aria-hidden="true">
            <span style={{ width: `${parts.length ? (doneCount / parts.length) * 100 : 0}%` }} />
          </span>
        </p>
      ) : null}
      <ol className={[styles.parts, isCompact && styles.compact].filter(Boolean).join(' ')}>
        {parts.map((part, index) => {
          const isDone = completed.has(part.id);
          const isCurrent = part.id === currentId;
          return (
            <li
              key={part.id}
              className={[isCurrent && styles.current, isDone && styles.done].filter(Boolean).join(' ')}
            >
              <span className={styles.marker} aria-hidden="true">
                {isDone ? '✓' : index + 1}
              </span>
              <SeriesPartText part={part} isCurrent={isCurrent} isCompact={isCompact}>
                {isSignedIn ? (
                  <span className="visually-hidden">
                    {` ${isDone ? words.completedMark : words.notCompletedMark}`}
                  </span>
                ) : null}
              </SeriesPartText>
            </li>
          );
        })}
      </ol>
      {currentId !== undefined ? (
        isSignedIn ? (
          <button
            type="button"
            className={styles.completeButton}
            aria-pressed={completed.has(currentId)}
            // Until the member's progress is read a click would be overwritten by the read's answer.
            disabled={!isLoaded}
            onClick={handleToggle}
          >
            {completed.has(currentId) ? words.done : words.mark}
          </button>
        ) : (
          <p className={styles.signInHint}>
            {hintBefore}
            <a href={loginUrl}>{words.logIn}</a>
            {hintAfter}
          </p>
        )
      ) : null}
    </div>
  );
}
