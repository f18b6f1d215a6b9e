'use client';
// The main menu: hover delays on wide screens, open on focus, full keyboard use, mobile toggle, and disabled during a
// route change (spec: content-and-presentation §4, §9). The dropdowns' links are not in the page (issue #33, goal 2):
// the menu fetches them once, on the reader's first sign of wanting them (the pointer or the focus entering the
// menu, the phone menu opened), as HTML our server rendered (menu-panels.ts). A dropdown opened before they arrive
// says it is loading (aria-busy) and fills in when they do; one whose links could not be loaded says so and links to
// its section's overview page.
import { DROPDOWN_HOVER_CLOSE_MS, DROPDOWN_HOVER_OPEN_MS, WIDE_HEADER_BREAKPOINT_PX } from '@reef/core';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Icon } from '@/components/ui/icon/icon';
import { NavLink } from '@/components/ui/nav-link';
import { SmartLink } from '@/components/ui/smart-link';
import { useMediaQuery, useRouteTransition } from '@/lib/use-route-transition';
import { useRouter } from '@/i18n/use-router';
import { clientNavigationHref } from '../static-region';
import type { MenuLinkItem } from './main-menu';
import styles from './main-nav.module.css';
import { useSitePath } from '@/i18n/locale-context';
import { useHeaderWords } from './header-words';

/** Media query of the wide-screen header: width above 1023px. */
export const WIDE_HEADER_QUERY = `(min-width: ${WIDE_HEADER_BREAKPOINT_PX + 1}px)`;

function focusFirstLink(container: HTMLElement | null | undefined) {
  container?.querySelector<HTMLElement>('a, button')?.focus();
}

/**
 * An entry of the menu as the island gets it: a dropdown brings its name and its section's overview page; its links
 * come from the panels' address (`panelsUrl`).
 */
export type MainNavItem = MenuLinkItem | { kind: 'dropdown'; id: string; label: string; overview: string };

/** The dropdowns' panels: not asked for yet, on their way, arrived (each dropdown's HTML by its id), or failed. */
type Panels =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; html: Readonly<Record<string, string>> };

/**
 * The dropdowns' panels at `url` (app/%5Freef/menus/…): the HTML of each `[data-reef-menu]` element, by its dropdown's
 * id. Parsed in an inert template (nothing in it loads or runs), and asked for without cookies so that every reader
 * gets the one copy the caches keep (the browser keeps it too: a menu mounted again reads it from there).
 */
async function fetchMenuPanels(url: string): Promise<Record<string, string>> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error();
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  const byId: Record<string, string> = {};
  for (const element of template.content.querySelectorAll<HTMLElement>('[data-reef-menu]'))
    byId[element.dataset.reefMenu!] = element.innerHTML;
  return byId;
}

/** The main navigation with its dropdowns and the mobile menu toggle; `panelsUrl`: where its dropdowns' links are. */
export function MainNav({ items, panelsUrl }: { items: MainNavItem[]; panelsUrl: string }) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [panels, setPanels] = useState<Panels>({ status: 'idle' });
  /** The panels' status as the handlers see it at once (state lags a render behind). */
  const panelsStatus = useRef<Panels['status']>('idle');
  /** A dropdown the keyboard asked to enter while its links were on their way: its first link gets the focus. */
  const pendingEntry = useRef<string | null>(null);
  const router = useRouter();
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const isWide = useMediaQuery(WIDE_HEADER_QUERY);
  const isNavigating = useRouteTransition();
  const pathname = useSitePath();
  const words = useHeaderWords();
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);
  /** Set while focus is handed back to a trigger, so that focus does not reopen its dropdown. */
  const isReturningFocus = useRef(false);
  /**
   * A dropdown opened by keyboard focus alone (the spec's "or open on focus") is a preview: Tab goes on to the next
   * menu item rather than through its links, so reaching the page takes a few presses, not dozens; Enter, Space or
   * ArrowDown enter it (the WAI-ARIA menu button pattern).
   */
  const isFocusPreview = useRef(false);
  const navId = useId();
  const panelRefs = useRef(new Map<string, HTMLDivElement | null>());
  const triggerRefs = useRef(new Map<string, HTMLButtonElement | null>());

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  // The first sign of wanting the menu asks for the dropdowns' links. After a failure the next one asks again, once no
  // dropdown is open: an open one keeps its message and link (the focus may be on it).
  const requestPanels = useCallback(() => {
    if (panelsStatus.current === 'loading' || panelsStatus.current === 'ready') return;
    if (panelsStatus.current === 'failed' && activeId !== null) return;
    panelsStatus.current = 'loading';
    setPanels({ status: 'loading' });
    fetchMenuPanels(panelsUrl).then(
      (html) => {
        panelsStatus.current = 'ready';
        setPanels({ status: 'ready', html });
      },
      () => {
        panelsStatus.current = 'failed';
        setPanels({ status: 'failed' });
      },
    );
  }, [panelsUrl, activeId]);

  // Entered from the keyboard before the links arrived: the focus goes in once they are there (or the failure's link).
  useEffect(() => {
    const id = pendingEntry.current;
    if (id === null || panels.status === 'loading' || panels.status === 'idle') return;
    pendingEntry.current = null;
    if (activeId === id) requestAnimationFrame(() => focusFirstLink(panelRefs.current.get(id)));
  }, [panels, activeId]);

  // A completed navigation closes everything.
  useEffect(() => {
    clearTimers();
    setActiveId(null);
    setIsMobileOpen(false);
  }, [pathname, clearTimers]);

  useEffect(() => {
    if (isNavigating) {
      clearTimers();
      setActiveId(null);
    }
  }, [isNavigating, clearTimers]);

  const handleMouseEnter = (id: string) => {
    if (!isWide || isNavigating) return;
    clearTimeout(closeTimer.current);
    clearTimeout(openTimer.current);
    if (activeId === id) return;
    openTimer.current = setTimeout(() => setActiveId(id), DROPDOWN_HOVER_OPEN_MS);
  };

  const handleMouseLeave = () => {
    if (!isWide) return;
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setActiveId(null), DROPDOWN_HOVER_CLOSE_MS);
  };

  const handleTriggerFocus = (id: string) => {
    // Focus from a pointer press is followed by the click, which toggles; only keyboard focus opens here.
    if (pointerDown.current || isReturningFocus.current || isNavigating) return;
    clearTimers();
    isFocusPreview.current = true;
    setActiveId(id);
  };

  const enterPanel = (id: string) => {
    isFocusPreview.current = false;
    setActiveId(id);
    requestPanels();
    if (panelsStatus.current !== 'ready' && panelsStatus.current !== 'failed') pendingEntry.current = id;
    else requestAnimationFrame(() => focusFirstLink(panelRefs.current.get(id)));
  };

  const handleTriggerClick = (id: string, fromKeyboard: boolean) => {
    pointerDown.current = false;
    clearTimers();
    // Enter or Space on a dropdown that focus opened as a preview goes into it rather than closing it.
    if (fromKeyboard && isFocusPreview.current && activeId === id) {
      enterPanel(id);
      return;
    }
    isFocusPreview.current = false;
    setActiveId((current) => (current === id ? null : id));
  };

  const closeAndFocus = (id: string) => {
    clearTimers();
    setActiveId(null);
    isReturningFocus.current = true;
    triggerRefs.current.get(id)?.focus();
    isReturningFocus.current = false;
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      clearTimers();
      setActiveId(null);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      enterPanel(id);
    } else if (event.key === 'Tab' && !event.shiftKey && isFocusPreview.current && activeId === id) {
      // Closed before the browser moves the focus: Tab skips the preview's links to the next menu item.
      isFocusPreview.current = false;
      setActiveId(null);
    }
  };

  const handleItemBlur = (event: FocusEvent<HTMLLIElement>, id: string) => {
    pointerDown.current = false;
    // Focus left the dropdown and its trigger: close it (keyboard users tab on to the next item).
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && activeId === id && isWide) {
      setActiveId(null);
    }
  };

  const toggleMobile = () => {
    // spec: content-and-presentation §4 — the mobile menu toggles and resets the active dropdown
    setActiveId(null);
    if (!isMobileOpen) requestPanels();
    setIsMobileOpen((open) => !open);
  };

  // The panels' links are our server's HTML, not next/link: a plain click on one to this site is a client navigation.
  const handlePanelClick = (event: MouseEvent<HTMLElement>) => {
    const href = clientNavigationHref(event);
    if (href === null) return;
    event.preventDefault();
    router.push(href);
  };

  // A dropdown's links once they are there; until then what it is waiting for (its loading state, with aria-busy on
  // the panel) or, if they could not be loaded, a message and its section's overview page: never a dead button.
  const panelOf = (item: Extract<MainNavItem, { kind: 'dropdown' }>) => {
    const html = panels.status === 'ready' ? panels.html[item.id] : undefined;
    if (html !== undefined) return <div dangerouslySetInnerHTML={{ __html: html }} />;
    const isLoading = panels.status === 'loading' || panels.status === 'idle';
    // "Loading…" is the header's one word for it (the notifications panel says it too).
    return (
      <div className={styles.status}>
        <p className={styles.statusText}>{isLoading ? words.notifications.loading : words.menuFailed}</p>
        {isLoading ? null : (
          <SmartLink href={item.overview} className={styles.statusLink}>
            {item.label} <Icon name="arrow-right" size={14} />
          </SmartLink>
        )}
      </div>
    );
  };

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isMobileOpen}
        aria-controls={navId}
        onClick={toggleMobile}
      >
        <Icon name={isMobileOpen ? 'close' : 'menu'} />
        <span className="visually-hidden">{isMobileOpen ? words.closeMenu : words.openMenu}</span>
      </button>
      <nav
        id={navId}
        aria-label={words.main}
        className={[styles.nav, isMobileOpen && styles.mobileOpen].filter(Boolean).join(' ')}
        aria-busy={isNavigating || undefined}
        data-navigating={isNavigating || undefined}
        onPointerEnter={requestPanels}
        onFocus={requestPanels}
      >
        <ul className={styles.list}>
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.id} className={styles.item}>
                <NavLink href={item.href} currentHref={pathname} className={styles.topLink}>
                  {item.label}
                </NavLink>
              </li>
            ) : (
              <li
                key={item.id}
                className={styles.item}
                onMouseEnter={() => handleMouseEnter(item.id)}
                onMouseLeave={handleMouseLeave}
                onBlur={(event) => handleItemBlur(event, item.id)}
              >
                <button
                  ref={(node) => {
                    triggerRefs.current.set(item.id, node);
                  }}
                  type="button"
                  className={styles.trigger}
                  aria-expanded={activeId === item.id}
                  aria-controls={`${navId}-${item.id}`}
                  disabled={isNavigating}
                  onPointerDown={() => {
                    pointerDown.current = true;
                  }}
                  onFocus={() => handleTriggerFocus(item.id)}
                  onClick={(event) => handleTriggerClick(item.id, event.detail === 0)}
                  onKeyDown={(event) => handleTriggerKeyDown(event, item.id)}
                >
                  {item.label}
                  <Icon name="chevron-down" size={16} className={styles.chevron} />
                </button>
                <div
                  id={`${navId}-${item.id}`}
                  ref={(node) => {
                    panelRefs.current.set(item.id, node);
                  }}
                  className={styles.panel}
                  hidden={activeId !== item.id}
                  aria-busy={panels.status === 'loading' || undefined}
                  onClick={handlePanelClick}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') {
                      event.stopPropagation();
                      closeAndFocus(item.id);
                    }
                  }}
                >
                  {panelOf(item)}
                </div>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
