'use client';
// Header actions (spec: content-and-presentation §2, §4, §6): on community pages the search button and either the
// Log in / Sign up menus or the notifications bell and profile menu; elsewhere the standard calls to action.
import { isCommunityPath, signupUrl, type Brand } from '@reef/core';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon/icon';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { lazyIsland } from '@/lib/lazy-island';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { ActionMenu } from './action-menu';
import type { MenuId } from './member-actions';
import styles from './header-actions.module.css';
import { useSitePath } from '@/i18n/locale-context';
import { useHeaderWords } from '@/components/layout/header/header-words';

// Loaded when needed, not with every page: the bell and the profile menu for signed-in members only, the search dialog when
// it first opens (or when the pointer or focus comes to its button).
const loadSearchDialog = () => import('@/features/search/search-dialog');
const SearchDialog = lazyIsland(() => loadSearchDialog().then((mod) => mod.SearchDialog));
const MemberActions = lazyIsland(
  () => import('./member-actions').then((mod) => mod.MemberActions),
  <span className={styles.placeholder} aria-hidden="true" />,
);

/** Whether a key press should open search: "/" outside text fields. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  const tag = target.tagName;
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable);
}

/** What the header's actions show of the brand: a page carries these few fields, not the whole brand (issue #33). */
export type HeaderActionsBrand = Pick<Brand, 'name' | 'signupUrl' | 'cloudConsoleUrl'>;

/** The right-hand side of the header. */
export function HeaderActions({ brand }: { brand: HeaderActionsBrand }) {
  const pathname = useSitePath() ?? '/';
  const isCommunity = isCommunityPath(pathname);
  const { status, user, signOut } = useSession();
  const { apiUrl } = useRuntimeConfig();
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  // Mounted from its first opening on (closing keeps what was typed).
  const [hasSearch, setHasSearch] = useState(false);
  if (isSearchOpen && !hasSearch) setHasSearch(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const loginUrl = useCommunityLoginUrl('login');
  const registerUrl = useCommunityLoginUrl('register');
  const words = useHeaderWords();

  // Only one action menu is open at a time; an outside click closes it.
  useEffect(() => {
    if (!openMenu) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [openMenu]);

  useEffect(() => setOpenMenu(null), [pathname]);

  useEffect(() => {
    if (!isCommunity) return;
    // spec: content-and-presentation §2 — the slash key opens search
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpenMenu(null);
      setIsSearchOpen(true);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isCommunity]);

  const toggle = (id: MenuId) => setOpenMenu((current) => (current === id ? null : id));
  const close = () => setOpenMenu(null);
  const cloudSignup = signupUrl(brand.signupUrl);

  if (!isCommunity) {
    return (
      <div className={styles.actions} ref={rootRef}>
        <a className={styles.textLink} href={brand.cloudConsoleUrl}>
          {words.logIn}
        </a>
        <a className={styles.primaryLink} href={cloudSignup}>
          {words.signUp}
        </a>
      </div>
    );
  }

  return (
    <div className={styles.actions} ref={rootRef}>
      <button
        type="button"
        className={styles.searchButton}
        onClick={() => setIsSearchOpen(true)}
        onPointerEnter={() => void loadSearchDialog()}
        onFocus={() => void loadSearchDialog()}
        aria-keyshortcuts="/"
      >
        <Icon name="search" size={18} />
        <span className={styles.searchLabel}>{words.searchButton}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          /
        </kbd>
      </button>
      {hasSearch ? <SearchDialog open={isSearchOpen} onClose={() => setIsSearchOpen(false)} /> : null}
      {status === 'loading' ? <span className={styles.placeholder} aria-hidden="true" /> : null}
      {status === 'signed-out' ? (
        <>
          <ActionMenu
            label={words.logIn}
            isOpen={openMenu === 'login'}
            onToggle={() => toggle('login')}
            onClose={close}
          >
            <ul className={styles.menuList}>
              <li>
                <a href={loginUrl} className={styles.menuLink}>
                  <span className={styles.menuLinkTitle}>{words.community}</span>
                  <span className={styles.menuLinkHint}>{words.loginCommunityHint}</span>
                </a>
              </li>
              <li>
                <a href={brand.cloudConsoleUrl} className={styles.menuLink}>
                  <span className={styles.menuLinkTitle}>{brand.name}</span>
                  <span className={styles.menuLinkHint}>{words.loginCloudHint}</span>
                </a>
              </li>
            </ul>
          </ActionMenu>
          <ActionMenu
            label={words.signUp}
            variant="primary"
            isOpen={openMenu === 'signup'}
            onToggle={() => toggle('signup')}
            onClose={close}
          >
            <ul className={styles.menuList}>
              <li>
                <a href={registerUrl} className={styles.menuLink}>
                  <span className={styles.menuLinkTitle}>{words.community}</span>
                  <span className={styles.menuLinkHint}>{words.signupCommunityHint}</span>
                </a>
              </li>
              <li>
                <a href={cloudSignup} className={styles.menuLink}>
                  <span className={styles.menuLinkTitle}>{brand.name}</span>
                  <span className={styles.menuLinkHint}>{words.signupCloudHint}</span>
                </a>
              </li>
            </ul>
          </ActionMenu>
        </>
      ) : null}
      {status === 'signed-in' && user ? (
        <MemberActions
          brand={brand}
          user={user}
          avatarBaseUrl={apiUrl}
          openMenu={openMenu}
          onToggle={toggle}
          onClose={close}
          onSignOut={signOut}
        />
      ) : null}
    </div>
  );
}
