'use client';
// The community admin bar (spec: content-and-presentation §2, community-app §2, §6): shown on community pages to
// members holding an admin-area permission; a fixed 200px sidebar from xl up that offsets the page.
import { adminSidebarLinks, isCommunityPath, showsAdminBar } from '@reef/core';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useSession } from '@/features/auth/session-provider';
import styles from './admin-bar.module.css';

/** Attribute set on <html> while the admin bar shows, so the page takes its 200px offset. */
export const ADMIN_BAR_ATTRIBUTE = 'data-admin-bar';

/** The admin sidebar, or nothing for visitors and members without admin-area permissions. */
export function AdminBar() {
  const pathname = usePathname() ?? '/';
  const { user } = useSession();
  const isShown = isCommunityPath(pathname) && user !== null && showsAdminBar(user.permissions);

  useEffect(() => {
    if (!isShown) return;
    document.documentElement.setAttribute(ADMIN_BAR_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(ADMIN_BAR_ATTRIBUTE);
  }, [isShown]);

  if (!isShown || !user) return null;
  const groups = adminSidebarLinks(user.permissions);
  return (
    <aside className={styles.bar} aria-label="Admin">
      <details className={styles.details} open>
        <summary className={styles.summary}>Admin</summary>
        <nav aria-label="Admin sections">
          {groups.map((group) => (
            <div key={group.label} className={styles.group}>
              <p className={styles.groupTitle}>{group.label}</p>
              <ul className={styles.list}>
                {group.entries.map((entry) => (
                  <li key={entry.href}>
                    {entry.isLink ? (
                      <Link
                        href={entry.href}
                        className={styles.link}
                        aria-current={pathname === entry.href ? 'page' : undefined}
                      >
                        {entry.label}
                      </Link>
                    ) : (
                      <span className={styles.text}>{entry.label}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </details>
    </aside>
  );
}
