'use client';
// A header action menu (Log in, Sign up, profile): a disclosure button and a 220px panel of links
// (spec: content-and-presentation §4, §9). Which menu is open is owned by HeaderActions (one at a time).
import { useId, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon/icon';
import styles from './header-actions.module.css';

/** Inputs of ActionMenu. */
export type ActionMenuProps = {
  label: ReactNode;
  /** Accessible name when the visible label is not text (e.g. an avatar). */
  ariaLabel?: string;
  isOpen: boolean;
  onToggle: () => void;
  onClose: () => void;
  variant?: 'plain' | 'primary' | 'avatar';
  children: ReactNode;
};

/** A button that opens a small panel; Escape closes it and returns focus to the button. */
export function ActionMenu({
  label,
  ariaLabel,
  isOpen,
  onToggle,
  onClose,
  variant = 'plain',
  children,
}: ActionMenuProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.menuButton, styles[variant]].join(' ')}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={onToggle}
      >
        {label}
        {variant === 'avatar' ? null : <Icon name="chevron-down" size={16} />}
      </button>
      <div
        id={panelId}
        className={styles.menuPanel}
        hidden={!isOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            onClose();
            buttonRef.current?.focus();
          }
        }}
      >
        {children}
      </div>
    </div>
  );
}
