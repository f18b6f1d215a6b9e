import type { ComponentPropsWithoutRef } from 'react';
import styles from './section.module.css';

/** A page section: 80px padding, or 128px for `medium` sections at lg and up (spec: content-and-presentation §9). */
export function Section({
  size = 'default',
  tone = 'default',
  className,
  ...rest
}: {
  size?: 'default' | 'medium';
  tone?: 'default' | 'muted' | 'dark';
} & ComponentPropsWithoutRef<'section'>) {
  const classes = [
    styles.section,
    size === 'medium' && styles.medium,
    tone !== 'default' && styles[tone],
    className,
  ];
  return <section className={classes.filter(Boolean).join(' ')} {...rest} />;
}
