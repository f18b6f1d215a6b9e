'use client';
// The main menu: hover delays on wide screens, open on focus, full keyboard use, mobile toggle, and disabled during a
// route change (spec: content-and-presentation §4, §9).
import { DROPDOWN_HOVER_CLOSE_MS, DROPDOWN_HOVER_OPEN_MS, WIDE_HEADER_BREAKPOINT_PX } from '@reef/core';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '@/components/ui/icon/icon';
import { NavLink } from '@/components/ui/nav-link';
import { useMediaQuery, useRouteTransition } from '@/lib/use-route-transition';
import type { MenuLinkItem } from './main-menu';
import styles from './main-nav.module.css';
import { useSitePath } from '@/i18n/locale-context';
import { useHeaderWords } from './header-words';

/** Media query of the wide-screen header: width above 1023px. */
export const WIDE_HEADER_QUERY = `(min-width: ${WIDE_HEADER_BREAKPOINT_PX + 1}px)`;

function focusFirstLink(container: HTMLElement | null) {
  container?.querySelector<HTMLElement>('a, button')?.focus();
}

/**
 * An entry of the menu as the island gets it: a dropdown brings its links as `panel`, rendered on the server in a
 * static region (header.tsx), so a stored page carries them once, as HTML; the island only opens and closes it.
 */
export type MainNavItem = MenuLinkItem | { kind: 'dropdown'; id: string; label: string; panel: ReactNode };

/** The main navigation with its dropdowns and the mobile menu toggle. */
export function MainNav({ items }: { items: MainNavItem[] }) {
  const [activeId, setActiveId] = useState<string | null>(null);
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
    requestAnimationFrame(() => focusFirstLink(panelRefs.current.get(id) ?? null));
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
    setIsMobileOpen((open) => !open);
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
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') {
                      event.stopPropagation();
                      closeAndFocus(item.id);
                    }
                  }}
                >
                  {item.panel}
                </div>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
