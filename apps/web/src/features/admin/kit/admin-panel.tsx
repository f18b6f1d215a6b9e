// A panel of an admin detail page (a tutorial's state, a member's account): a bordered section named by its own
// heading, so that assistive technology lists it by that name.
import type { ReactNode } from 'react';
import styles from './admin.module.css';

/** A `<section>` labelled by its `<h2 id={id}>{title}</h2>`, then `children`. */
export function AdminPanel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
