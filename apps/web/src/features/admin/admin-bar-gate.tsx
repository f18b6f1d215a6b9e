'use client';
// Mounts the admin sidebar (admin-bar.tsx, with the whole admin-area table of @reef/core) only for a member who holds
// an admin-area permission on a community page: visitors and other members never load it.
import { isCommunityPath, showsAdminBar } from '@reef/core';
import { usePathname } from 'next/navigation';
import { useSession } from '@/features/auth/session-provider';
import { lazyIsland } from '@/lib/lazy-island';

const AdminBar = lazyIsland(() => import('./admin-bar').then((mod) => mod.AdminBar));

/** The admin bar for members who see it, nothing (and no code) for anyone else. */
export function AdminBarGate() {
  const pathname = usePathname() ?? '/';
  const { user } = useSession();
  const isShown = isCommunityPath(pathname) && user !== null && showsAdminBar(user.permissions);
  return isShown ? <AdminBar /> : null;
}
