// A part's text in the list of a series' parts: its title (the part on screen is named and marked as the current
// page, every other part links to its tutorial) and, outside the compact list, its description. Shared by the
// server's list (what a visitor sees) and the member's client list, so that the swap between them changes no markup;
// it uses no hooks, so both may render it.
import { contentPath } from '@reef/core';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './series.module.css';

/** Inputs of SeriesPartText: the part, whether it is on screen, the compact flag and a note after the title. */
export type SeriesPartTextProps = {
  part: { slug: string; title: string; description?: string };
  isCurrent: boolean;
  isCompact: boolean;
  /** Read after the title (the member's list says whether the part is completed). */
  children?: ReactNode;
};

/** The title (plain text with aria-current="page" when `isCurrent`, a link otherwise), the note and the description. */
export function SeriesPartText({ part, isCurrent, isCompact, children }: SeriesPartTextProps) {
  return (
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
      {children}
      {!isCompact && part.description ? (
        <span className={styles.partDescription}>{part.description}</span>
      ) : null}
    </span>
  );
}
