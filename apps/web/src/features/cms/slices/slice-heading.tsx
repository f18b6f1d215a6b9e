import type { ReactNode } from 'react';
import styles from './slices.module.css';
import type { SliceContext } from './types';

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

/** A slice's main heading (`{slice id}-title`, at its place's level); nothing when it has no text. */
export function SliceTitle({
  context,
  className,
  children,
}: {
  context: SliceContext;
  className?: string;
  children?: string;
}) {
  if (!children) return null;
  return (
    <SliceHeading level={context.headingLevel} id={`${context.id}-title`} className={className}>
      {children}
    </SliceHeading>
  );
}

/** A slice's opening: an eyebrow, its main heading and a lead paragraph, each when it has one. */
export function SliceIntro({
  context,
  eyebrow,
  heading,
  intro,
}: {
  context: SliceContext;
  eyebrow?: string;
  heading?: string;
  intro?: string;
}) {
  if (!eyebrow && !heading && !intro) return null;
  return (
    <div className={styles.intro}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <SliceTitle context={context}>{heading}</SliceTitle>
      {intro ? <p className={styles.lead}>{intro}</p> : null}
    </div>
  );
}
