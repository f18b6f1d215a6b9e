import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a list says when it has nothing to show, with a way forward. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
