'use client';
// Asks before an action that cannot be undone, and says exactly what will happen ("Revoke token deploy-bot: any
// script using it is refused from now on"). The confirm button names the action; Cancel and Escape change nothing.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useKitWords, type AdminKitWords } from '../shell/admin-words';
import styles from './kit.module.css';

/** Inputs of ConfirmDialog. */
export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in full. */
  consequences: ReactNode;
  /** The confirm button's label: the action ("Revoke token"), never "OK". */
  confirmLabel: string;
  /** Runs the action; the dialog shows it working and closes when it resolves. A rejection keeps it open. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  isDestructive?: boolean;
  /** The dialog's own words (the admin layout's, else English, when not given). */
  words?: Partial<Pick<AdminKitWords, 'working' | 'cancel'>>;
};

/** A confirmation that says what will happen. */
export function ConfirmDialog({
  open,
  title,
  consequences,
  confirmLabel,
  onConfirm,
  onCancel,
  isDestructive = false,
  words,
}: ConfirmDialogProps) {
  const kit = useKitWords(words);
  const [isWorking, setIsWorking] = useState(false);
  const handleConfirm = async () => {
    setIsWorking(true);
    try {
      await onConfirm();
    } finally {
      setIsWorking(false);
    }
  };
  return (
    <Dialog open={open} onClose={isWorking ? () => undefined : onCancel} title={title}>
      <div className={styles.confirmBody}>{consequences}</div>
      <div className={styles.confirmActions}>
        <Button
          variant="primary"
          className={isDestructive ? styles.destructive : undefined}
          state={isWorking ? 'loading' : 'default'}
          stateLabel={kit.working}
          onClick={handleConfirm}
        >
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isWorking}>
          {kit.cancel}
        </Button>
      </div>
    </Dialog>
  );
}
