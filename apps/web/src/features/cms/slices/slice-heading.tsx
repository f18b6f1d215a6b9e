import type { ReactNode } from 'react';
import styles from './slices.module.css';

/** A slice's main heading at the level its place on the page gives it (h1 only for a hero that opens a page). */
export function SliceHeading({
  level,
  id,
  children,
  className,
}: {
  level: 1 | 2 | 3;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const Tag = `h${level}` as 'h2';
  return (
    <Tag id={id} className={[styles.heading, className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}

/** The level below a slice's main heading (its items' titles). */
export function subLevel(level: 1 | 2): 2 | 3 {
  return level === 1 ? 2 : 3;
}
