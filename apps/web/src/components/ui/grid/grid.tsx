import type { CSSProperties, ReactNode } from 'react';
import styles from './grid.module.css';

/** Inputs of Grid (spec: content-and-presentation §3): `columns` (default 12) and `spacing` (px or any CSS length). */
export type GridProps = {
  columns?: number;
  spacing?: number | string;
  children: ReactNode;
  className?: string;
  as?: 'div' | 'ul';
};

/** A CSS grid of `columns` equal tracks; place children with GridItem spans. */
export function Grid({ columns = 12, spacing, children, className, as: Tag = 'div' }: GridProps) {
  const style = {
    '--grid-columns': columns,
    '--grid-spacing': typeof spacing === 'number' ? `${spacing}px` : spacing,
  } as CSSProperties;
  return (
    <Tag className={[styles.grid, className].filter(Boolean).join(' ')} style={style}>
      {children}
    </Tag>
  );
}

/** A grid cell spanning `span` columns, with optional spans from lg and xl up. */
export function GridItem({
  span = 12,
  spanLg,
  spanXl,
  children,
  as: Tag = 'div',
}: {
  span?: number;
  spanLg?: number;
  spanXl?: number;
  children: ReactNode;
  as?: 'div' | 'li';
}) {
  const style = { '--span': span, '--span-lg': spanLg, '--span-xl': spanXl } as CSSProperties;
  return (
    <Tag className={styles.item} style={style}>
      {children}
    </Tag>
  );
}
