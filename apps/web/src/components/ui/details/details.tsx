import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import styles from './details.module.css';

/** Inputs of Details: a summary and a body, closed unless `open` (spec: content-and-presentation §4). */
export type DetailsProps = { summary: ReactNode; children: ReactNode; open?: boolean; className?: string };

/** A collapsible block on native `<details>`: works without JavaScript and from the keyboard. */
export function Details({ summary, children, open = false, className }: DetailsProps) {
  return (
    <details className={[styles.details, className].filter(Boolean).join(' ')} open={open}>
      <summary className={styles.summary}>
        <span>{summary}</span>
        <Icon name="chevron-down" className={styles.chevron} />
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
