'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import styles from './dialog.module.css';

/** Inputs of Dialog: a modal shown while `open`; its close button and the cancel event (Escape) call `onClose`. */
export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  size?: 'medium' | 'wide';
  className?: string;
};

/** A modal dialog on the native `<dialog>` element (focus trap, Escape and backdrop handled by the browser). */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel = 'Close',
  size = 'medium',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, size === 'wide' && styles.wide, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // spec: content-and-presentation §4 — the cancel event closes the dialog; React state stays the source of truth
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <Icon name="close" />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
