import type { UserSummary } from '@reef/core';
import { displayName } from './format';
import styles from './community.module.css';

// Initials on a colour derived from the slug: no third-party image request, so pages stay fast and private.
function hueOf(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A member's avatar: initials on a colour of their own. Decorative; the name is always written beside it. */
export function Avatar({ user, size = 32 }: { user: Pick<UserSummary, 'slug' | 'username' | 'first_name'> | null; size?: number }) {
  const name = displayName(user);
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4), background: `hsl(${hueOf(user?.slug ?? '')} 55% 32%)` }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
