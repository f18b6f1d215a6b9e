import styles from './outline-link.module.css';

/** Class names of an outlined link or button at touch size; `isCurrent` fills it (the current page or tab). */
export function outlineLinkClassName(isCurrent = false): string {
  return [styles.link, isCurrent && styles.current].filter(Boolean).join(' ');
}
