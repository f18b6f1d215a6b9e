import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './button.module.css';

/** Inputs of ButtonLink: a navigation link that looks like a Button (server-rendered, no JavaScript). */
export type ButtonLinkProps = {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'tertiary' | 'on-dark';
  size?: 'medium' | 'small';
  className?: string;
  /** Opens in a new tab with rel noopener. */
  newTab?: boolean;
};

/** The class names of a button look, for links and other elements. */
export function buttonClassName(
  variant: ButtonLinkProps['variant'] = 'primary',
  size: ButtonLinkProps['size'] = 'medium',
) {
  return [styles.button, styles[variant === 'on-dark' ? 'onDark' : variant], size === 'small' && styles.small]
    .filter(Boolean)
    .join(' ');
}

/** A link styled as a button. */
export function ButtonLink({ href, children, variant, size, className, newTab = false }: ButtonLinkProps) {
  return (
    <Link
      href={href}
      className={[buttonClassName(variant, size), className].filter(Boolean).join(' ')}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </Link>
  );
}
