import Link from '@/components/ui/link';
import type { MouseEventHandler, ReactNode } from 'react';
import styles from './tag.module.css';

/** Inputs of Tag: interactive only with `href` (a link) or `onClick` (a button); otherwise plain text. */
export type TagProps = {
  children: ReactNode;
  href?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Marks a selected filter tag (`aria-pressed` on buttons, `aria-current` on links). */
  isActive?: boolean;
  className?: string;
};

/** A tag; interactive only when it has a click handler or a link (spec: content-and-presentation §4). */
export function Tag({ children, href, onClick, isActive = false, className }: TagProps) {
  const classes = [styles.tag, (href || onClick) && styles.interactive, isActive && styles.active, className]
    .filter(Boolean)
    .join(' ');
  if (href) {
    return (
      <Link href={href} className={classes} aria-current={isActive ? 'page' : undefined}>
        {children}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={classes} onClick={onClick} aria-pressed={isActive}>
        {children}
      </button>
    );
  }
  return <span className={classes}>{children}</span>;
}
