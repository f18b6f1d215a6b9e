// A part's title in the list of a series' parts: the part on screen is named, marked as the current page, and every
// other part links to its tutorial. Shared by the server's list (what a visitor sees) and the member's client list,
// so that the swap between them changes no markup; it uses no hooks, so both may render it.
import { contentPath } from '@reef/core';
import Link from 'next/link';
import styles from './series.module.css';

/** The title of `part`: plain text with aria-current="page" when `isCurrent`, a link to the tutorial otherwise. */
export function SeriesPartTitle({
  part,
  isCurrent,
}: {
  part: { slug: string; title: string };
  isCurrent: boolean;
}) {
  return isCurrent ? (
    <span aria-current="page" className={styles.partTitle}>
      {part.title}
    </span>
  ) : (
    <Link href={contentPath('tutorial', part.slug)} className={styles.partTitle}>
      {part.title}
    </Link>
  );
}
