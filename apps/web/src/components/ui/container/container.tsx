import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './container.module.css';

/** Inputs of Container (spec: content-and-presentation §3): `inner` narrows to 864px, `collapsePadding` drops the side padding. */
export type ContainerProps<T extends ElementType = 'div'> = {
  as?: T;
  inner?: boolean;
  collapsePadding?: boolean;
} & Omit<ComponentPropsWithoutRef<T>, 'as'>;

/** Centres content at the container max width (1088px, or 864px inner) plus padding unless collapsed. */
export function Container<T extends ElementType = 'div'>({
  as,
  inner = false,
  collapsePadding = false,
  className,
  ...rest
}: ContainerProps<T>) {
  const Tag: ElementType = as ?? 'div';
  const classes = [styles.container, inner && styles.inner, collapsePadding && styles.collapsed, className];
  return <Tag className={classes.filter(Boolean).join(' ')} {...rest} />;
}
