// The parts of a series as a reader sees them, rendered on the server (the markup SeriesParts renders for a visitor):
// SeriesPartsGate swaps in the member's version, with completion marks and the toggle, once they are signed in.
import { contentPath } from '@reef/core';
import Link from 'next/link';
import type { SeriesPartsProps } from './series-parts';
import { SeriesPartsGate, SeriesSignInHint } from './series-parts-gate';
import styles from './series.module.css';

/** The ordered parts; `currentId` marks the part on screen (same props as SeriesParts). */
export function ServerSeriesParts(props: SeriesPartsProps) {
  const { parts, currentId, isCompact = false } = props;
  return (
    <SeriesPartsGate {...props}>
      <div>
        <ol className={[styles.parts, isCompact && styles.compact].filter(Boolean).join(' ')}>
          {parts.map((part, index) => {
            const isCurrent = part.id === currentId;
            return (
              <li key={part.id} className={isCurrent ? styles.current : undefined}>
                <span className={styles.marker} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.partText}>
                  {isCurrent ? (
                    <span aria-current="page" className={styles.partTitle}>
                      {part.title}
                    </span>
                  ) : (
                    <Link href={contentPath('tutorial', part.slug)} className={styles.partTitle}>
                      {part.title}
                    </Link>
                  )}
                  {!isCompact && part.description ? (
                    <span className={styles.partDescription}>{part.description}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
        {currentId !== undefined ? <SeriesSignInHint /> : null}
      </div>
    </SeriesPartsGate>
  );
}
