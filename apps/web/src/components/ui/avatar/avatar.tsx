import type { UserSummary } from '@reef/core';
import { AvatarImage } from './avatar-image';
import { displayName } from '@/lib/format';
import styles from './avatar.module.css';

// Initials on a colour derived from the slug: no third-party image request, so pages stay fast and private.
function hueOf(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A member's avatar: their uploaded picture, else initials on a colour of their own. Decorative; the name is always written beside it. */
export function Avatar({
  user,
  size = 32,
}: {
  user: Pick<UserSummary, 'slug' | 'username' | 'first_name' | 'avatar_url'> | null;
  size?: number;
}) {
  const name = displayName(user);
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const initialsAvatar = (
    <span
      className={styles.avatar}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        background: `hsl(${hueOf(user?.slug ?? '')} 55% 32%)`,
      }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
  if (!user?.avatar_url) return initialsAvatar;
  return (
    <AvatarImage
      path={user.avatar_url}
      size={size}
      className={styles.avatar}
      style={{ width: size, height: size, objectFit: 'cover' }}
      fallback={initialsAvatar}
    />
  );
}
