// The parts of a series as a reader sees them, rendered on the server (the markup SeriesParts renders for a visitor):
// SeriesPartsGate swaps in the member's version, with completion marks and the toggle, once they are signed in.
import type { SeriesPartsProps } from './series-parts';
import { SeriesPartsGate, SeriesSignInHint } from './series-parts-gate';
import { SeriesPartText } from './series-part-text';
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
                <SeriesPartText part={part} isCurrent={isCurrent} isCompact={isCompact} />
              </li>
            );
          })}
        </ol>
        {currentId !== undefined ? <SeriesSignInHint /> : null}
      </div>
    </SeriesPartsGate>
  );
}
