// A line under a field: its hint (or help) or its error. Its id is the field's id with `-hint`, `-help` or
// `-error`, so that the control can be described by it; nothing renders without content.
import type { ReactNode } from 'react';
import styles from './form.module.css';

/** The hint, help or error of the field `id`. */
export function FieldNote({
  id,
  kind,
  children,
}: {
  id: string;
  kind: 'hint' | 'help' | 'error';
  children?: ReactNode;
}) {
  if (!children) return null;
  return (
    <p id={`${id}-${kind}`} className={kind === 'error' ? styles.error : styles.hint}>
      {children}
    </p>
  );
}
