'use client';
// Mounts the admin sidebar (admin-bar.tsx, with the whole admin-area table of @reef/core) only for a member who holds
// an admin-area permission on a community page: visitors and other members never load it.
import { isCommunityPath, showsAdminBar } from '@reef/core';
import { useEffect } from 'react';
import { useSession } from '@/features/auth/session-provider';
import { lazyIsland } from '@/lib/lazy-island';
import { ADMIN_BAR_PENDING_ATTRIBUTE, ADMIN_BAR_STORAGE_KEY } from '@/lib/admin-bar-room.mjs';
import { useSitePath } from '@/i18n/locale-context';
import type { AdminBarWords } from './admin-bar-words';

const AdminBar = lazyIsland(() => import('./admin-bar').then((mod) => mod.AdminBar));

/**
 * The admin bar for members who see it, nothing (and no code) for anyone else. `words` (adminBarWords of
 * admin-bar-words-server.ts, from the root layout) names it in the page's language; without them it is English.
 */
export function AdminBarGate({ words }: { words?: AdminBarWords } = {}) {
  const pathname = useSitePath() ?? '/';
  const { status, user } = useSession();
  const isAdminMember = user !== null && showsAdminBar(user.permissions);
  const isShown = isCommunityPath(pathname) && isAdminMember;
  // The room kept for the bar since the first paint (lib/theme-script.mjs) is given back once the session says the
  // bar will not show here; a browser whose member no longer holds an admin-area permission stops keeping it.
  useEffect(() => {
    if (status === 'loading' || isShown) return;
    document.documentElement.removeAttribute(ADMIN_BAR_PENDING_ATTRIBUTE);
    if (isAdminMember) return;
    try {
      window.localStorage.removeItem(ADMIN_BAR_STORAGE_KEY);
    } catch {
      // storage refused: nothing was kept
    }
  }, [status, isShown, isAdminMember]);
  return isShown ? <AdminBar words={words} /> : null;
}
