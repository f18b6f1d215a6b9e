'use client';
// The community admin bar, the admin area's sidebar (spec: content-and-presentation §2, community-app §2, §6): shown
// on community pages to members holding an admin-area permission. An entry is a link only for ADMINISTRATOR or one
// of its listed flags, plain text otherwise. From xl up it is a fixed 200px sidebar that offsets the page; below xl
// it collapses behind an "Admin menu" button (closed by default, Escape closes it and returns focus to the button).
import { isCommunityPath, showsAdminBar } from '@reef/core';
import { adminSidebarLinks, findAdminSidebarEntry } from '@/features/admin/sidebar-table';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { NavLink } from '@/components/ui/nav-link';
import { useSession } from '@/features/auth/session-provider';
import { useMediaQuery } from '@/lib/use-route-transition';
import { ADMIN_BAR_PENDING_ATTRIBUTE, ADMIN_BAR_STORAGE_KEY } from '@/lib/admin-bar-room.mjs';
import styles from './admin-bar.module.css';
import { useSitePath } from '@/i18n/locale-context';
import type { AdminBarWords } from './admin-bar-words';

/** Attribute set on <html> while the admin bar shows, so the page takes its 200px offset. */
export const ADMIN_BAR_ATTRIBUTE = 'data-admin-bar';

/** The xl breakpoint (content-and-presentation §9), from which the sidebar is fixed and always open. */
export const ADMIN_BAR_FIXED_QUERY = '(min-width: 1024px)';

/** The admin sidebar, or nothing for visitors and members without admin-area permissions. */
export function AdminBar({ words }: { words?: AdminBarWords }) {
  const pathname = useSitePath() ?? '/';
  const { user } = useSession();
  const isShown = isCommunityPath(pathname) && user !== null && showsAdminBar(user.permissions);
  const isFixed = useMediaQuery(ADMIN_BAR_FIXED_QUERY);
  const [isOpen, setIsOpen] = useState(false);
  const navId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // Before the browser paints the bar: the offset it takes replaces the room kept for it in the same frame, and the
  // next page load keeps that room from its first paint (lib/theme-script.mjs).
  useLayoutEffect(() => {
    if (!isShown) return;
    const html = document.documentElement;
    html.setAttribute(ADMIN_BAR_ATTRIBUTE, '');
    html.removeAttribute(ADMIN_BAR_PENDING_ATTRIBUTE);
    try {
      window.localStorage.setItem(ADMIN_BAR_STORAGE_KEY, '1');
    } catch {
      // storage refused: the room is simply not kept on the next load
    }
    return () => html.removeAttribute(ADMIN_BAR_ATTRIBUTE);
  }, [isShown]);

  // A followed link closes the collapsed menu.
  useEffect(() => setIsOpen(false), [pathname]);

  if (!isShown || !user) return null;
  const groups = adminSidebarLinks(user.permissions);
  const current = findAdminSidebarEntry(pathname)?.href;
  const isNavShown = isFixed || isOpen;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !isFixed && isOpen) {
      setIsOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <aside className={styles.bar} aria-label={words?.admin ?? 'Admin'} onKeyDown={handleKeyDown}>
      <div className={styles.inner}>
        {isFixed ? (
          <p className={styles.title}>
            <IntentLink href="/community/admin" className={styles.titleLink}>
              {words?.admin ?? 'Admin'}
            </IntentLink>
          </p>
        ) : (
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={isOpen}
            aria-controls={navId}
            onClick={() => setIsOpen((open) => !open)}
          >
            <span aria-hidden="true" className={styles.chevron} data-open={isOpen || undefined} />
            {words?.adminMenu ?? 'Admin menu'}
          </button>
        )}
        <nav
          id={navId}
          aria-label={words?.adminSections ?? 'Admin sections'}
          hidden={!isNavShown}
          className={styles.nav}
        >
          {groups.map((group) => (
            <div key={group.label} className={styles.group}>
              <p className={styles.groupTitle}>{words?.groups[group.label] ?? group.label}</p>
              <ul className={styles.list}>
                {group.entries.map((entry) => (
                  <li key={entry.href}>
                    {entry.isLink ? (
                      <NavLink
                        href={entry.href}
                        currentHref={current}
                        className={styles.link}
                        as={IntentLink}
                      >
                        {words?.entries[entry.href] ?? entry.label}
                      </NavLink>
                    ) : (
                      <span className={styles.text}>{words?.entries[entry.href] ?? entry.label}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </aside>
  );
}
