import Link from '@/components/ui/link';
import type { CSSProperties } from 'react';
import styles from './logo.module.css';

/** Inputs of Logo: brand name, size in px (default 32, spec: content-and-presentation §3), an optional image mark. */
export type LogoProps = {
  name: string;
  size?: number;
  href?: string;
  /** URL of the brand's own mark; the built-in wave mark is used without one. */
  markUrl?: string;
  /** Colour of the built-in mark (the brand colour). */
  color?: string;
  /** Show the name beside the mark (it is always the accessible name). */
  showName?: boolean;
  tone?: 'default' | 'inverse';
  /** Hide the name (keeping it for screen readers) on the smallest screens. */
  compact?: boolean;
};

function WaveMark({ size }: { size: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path
        d="M6 19c2.5 0 2.5-3 5-3s2.5 3 5 3 2.5-3 5-3 2.5 3 5 3M6 13c2.5 0 2.5-3 5-3s2.5 3 5 3 2.5-3 5-3 2.5 3 5 3"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The brand logo, linking to `href` when given (the header links it to /). */
export function Logo({
  name,
  size = 32,
  href,
  markUrl,
  color,
  showName = true,
  tone = 'default',
  compact = false,
}: LogoProps) {
  const style = {
    '--logo-size': `${size}px`,
    '--logo-color': color,
    ...(tone === 'inverse'
      ? { '--logo-text': '#fff', '--logo-color': '#fff', '--logo-wave': 'var(--color-dark)' }
      : {}),
  } as CSSProperties;
  const content = (
    <>
      {markUrl ? (
        <img className={styles.mark} src={markUrl} alt="" width={size} height={size} />
      ) : (
        <WaveMark size={size} />
      )}
      {showName ? (
        <span className={styles.name}>{name}</span>
      ) : (
        <span className="visually-hidden">{name}</span>
      )}
    </>
  );
  return href ? (
    <Link
      href={href}
      className={[styles.logo, compact && styles.compact].filter(Boolean).join(' ')}
      style={style}
      aria-label={`${name} home`}
    >
      {content}
    </Link>
  ) : (
    <span className={[styles.logo, compact && styles.compact].filter(Boolean).join(' ')} style={style}>
      {content}
    </span>
  );
}
