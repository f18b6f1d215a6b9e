import type { CSSProperties, ReactNode } from 'react';
import styles from './content-type.module.css';

/** Content types that have a colour (spec: content-and-presentation §3). */
export const COLOURED_CONTENT_TYPES = [
  'cheatsheet',
  'tutorial_series',
  'tutorial',
  'post',
  'conceptual-article',
  'tech-talk',
  'book',
  'meetup-kit',
  'developer-center',
  'learning-path',
  'tool',
  'promoted',
  'question',
] as const;

/** A content type with a colour token. */
export type ColouredContentType = (typeof COLOURED_CONTENT_TYPES)[number];

/** The CSS colour of a content type (`var(--type-…)`), or the muted ink for types without one. */
export function contentTypeColor(type: string): string {
  return (COLOURED_CONTENT_TYPES as readonly string[]).includes(type)
    ? `var(--type-${type})`
    : 'var(--color-ink-muted)';
}

/** A small coloured label naming a content type. */
export function ContentTypeLabel({ type, children }: { type: string; children?: ReactNode }) {
  return (
    <span className={styles.label} style={{ '--type-color': contentTypeColor(type) } as CSSProperties}>
      {children ?? type.replace(/[_-]/g, ' ')}
    </span>
  );
}
