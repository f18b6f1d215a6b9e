'use client';
// A field of the post and static-page editors: its label, the control (handed its id, class and ARIA state), a help
// line the control is described by, and the problem the API or the editor found at it.
import type { ReactNode } from 'react';
import { FieldNote } from '@/features/editor/field-note';
import styles from './publishing.module.css';

/** What an EditorField hands its control. */
export type EditorControlProps = {
  id: string;
  className?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** One labelled control with its help and its problem. */
export function EditorField({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  help?: string;
  error?: string;
  children: (control: EditorControlProps) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      <FieldNote id={id} kind="help">
        {help}
      </FieldNote>
      <FieldNote id={id} kind="error">
        {error}
      </FieldNote>
    </div>
  );
}
