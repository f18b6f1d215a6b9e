'use client';
// The header actions of a signed-in member: the notifications bell and the profile menu. Loaded by HeaderActions
// once the member is known to be signed in; visitors never download them.
import { profileMenuLinks, type Brand } from '@reef/core';
import Link from '@/components/ui/link';
import { useState } from 'react';
import type { SessionUser } from '@/features/auth/session-provider';
import { NotificationsMenu } from '@/features/notifications/notifications-menu';
import { around, useHeaderWords, type HeaderWords } from '@/components/layout/header/header-words';
import { ActionMenu } from './action-menu';
import styles from './header-actions.module.css';

/** The header's action menus (one open at a time). */
export type MenuId = 'login' | 'signup' | 'notifications' | 'profile';

/** Inputs of MemberActions: the member, and the one-open-menu state HeaderActions owns. */
export type MemberActionsProps = {
  brand: Pick<Brand, 'cloudConsoleUrl'>;
  user: SessionUser;
  /** Where uploaded avatars are served from (the API). */
  avatarBaseUrl: string;
  openMenu: MenuId | null;
  onToggle: (id: MenuId) => void;
  onClose: () => void;
  onSignOut: () => Promise<void> | void;
};

/** The profile menu's links (named in English by @reef/core) by their words in the header's catalogue. */
const PROFILE_WORDS: Record<string, keyof HeaderWords['profile']> = {
  Profile: 'profile',
  Settings: 'settings',
  'Your feed': 'feed',
  'Cloud Console': 'console',
  'Sign Out': 'signOut',
};

/** The bell and the profile menu. */
export function MemberActions({
  brand,
  user,
  avatarBaseUrl,
  openMenu,
  onToggle,
  onClose,
  onSignOut,
}: MemberActionsProps) {
  const words = useHeaderWords().profile;
  const [signedInBefore, signedInAfter] = around(words.signedInAs, 'name');
  return (
    <>
      <NotificationsMenu
        isOpen={openMenu === 'notifications'}
        onToggle={() => onToggle('notifications')}
        onClose={onClose}
      />
      <ActionMenu
        label={
          <Avatar
            name={user.first_name || user.username || user.slug}
            src={(user.avatar_url ? `${avatarBaseUrl}${user.avatar_url}` : user.gravatar) || undefined}
          />
        }
        ariaLabel={words.menu}
        variant="avatar"
        isOpen={openMenu === 'profile'}
        onToggle={() => onToggle('profile')}
        onClose={onClose}
      >
        <p className={styles.menuHeading}>
          {signedInBefore}
          <strong>{user.username || user.first_name || user.slug}</strong>
          {signedInAfter}
        </p>
        <ul className={styles.menuList}>
          {profileMenuLinks(brand, user.slug)
            .map(({ label: english, ...item }) => ({
              ...item,
              label: PROFILE_WORDS[english] ? words[PROFILE_WORDS[english]] : english,
            }))
            .map((item) => (
              <li key={item.label}>
                {item.href === null ? (
                  <button
                    type="button"
                    className={styles.menuLink}
                    onClick={() => {
                      onClose();
                      void onSignOut();
                    }}
                  >
                    <span className={styles.menuLinkTitle}>{item.label}</span>
                  </button>
                ) : item.external ? (
                  <a href={item.href} className={styles.menuLink}>
                    <span className={styles.menuLinkTitle}>{item.label}</span>
                  </a>
                ) : (
                  <Link href={item.href} className={styles.menuLink} onClick={onClose}>
                    <span className={styles.menuLinkTitle}>{item.label}</span>
                  </Link>
                )}
              </li>
            ))}
        </ul>
      </ActionMenu>
    </>
  );
}

function Avatar({ name, src }: { name: string; src?: string }) {
  // Remote avatars may be unreachable (offline installs, blocked hosts): fall back to initials.
  const [hasFailed, setHasFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return src && !hasFailed ? (
    // The menu button carries the accessible name.
    <img
      className={styles.avatar}
      src={src}
      alt=""
      width={32}
      height={32}
      onError={() => setHasFailed(true)}
    />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {initials}
    </span>
  );
}
