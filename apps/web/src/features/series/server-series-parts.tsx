// The parts of a series as a reader sees them, rendered on the server (the markup SeriesParts renders for a visitor):
// SeriesPartsGate swaps in the member's version, with completion marks and the toggle, once they are signed in.
import type { SeriesPartsProps } from './series-parts';
import { SeriesPartsGate, SeriesSignInHint } from './series-parts-gate';
import { SeriesPartText } from './series-part-text';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import type { SeriesWords } from './series-words';
import styles from './series.module.css';

/** The parts list's words in the page's language. */
export async function seriesWords(): Promise<SeriesWords> {
  const t = await getT('reading');
  return {
    progress: t('series_parts.progress', { done: '{done}', total: '{total}' }),
    completedMark: t('series_parts.completed_mark'),
    notCompletedMark: t('series_parts.not_completed_mark'),
    done: t('series_parts.done'),
    mark: t('series_parts.mark'),
    marked: t('series_parts.marked'),
    unmarked: t('series_parts.unmarked'),
    saveFailed: t('series_parts.save_failed'),
    hint: t('series_parts.sign_in_hint', { link: '{link}' }),
    logIn: t('series_parts.log_in'),
  };
}

/** The ordered parts; `currentId` marks the part on screen (same props as SeriesParts). */
export async function ServerSeriesParts(props: SeriesPartsProps) {
  const { parts, currentId, isCompact = false } = props;
  // English pages carry no words: the client parts have them (the tutorial page's flight data stays as it was).
  const words = (await pageLocale()) === 'en' ? undefined : await seriesWords();
  return (
    <SeriesPartsGate {...props} words={words}>
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
        {currentId !== undefined ? <SeriesSignInHint words={words} /> : null}
      </div>
    </SeriesPartsGate>
  );
}
