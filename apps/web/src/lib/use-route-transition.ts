'use client';
// Route-change tracking for the App Router, which has no router events: a navigation starts with a click on an
// internal link to another path (or back/forward) and completes when the pathname changes.
import { ROUTE_PROGRESS_RESET_MS } from '@reef/core';
import { useEffect, useRef, useState } from 'react';
import { useSitePath } from '@/i18n/locale-context';

/** A navigation that never completes (aborted, failed) stops counting after this long. */
const STALLED_NAVIGATION_MS = 10_000;

function isRouteChangeClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.getAttribute('aria-disabled') === 'true') return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  // Same path (hash or query only) is a shallow change: the nav stays enabled.
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * Whether a route change is under way: true from its start until 300 ms after it completes
 * (spec: content-and-presentation §4 "On a route change (not shallow) the main nav is disabled").
 */
export function useRouteTransition(): boolean {
  const pathname = useSitePath();
  const [isChanging, setIsChanging] = useState(false);
  const previous = useRef(pathname);
  const stalled = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const begin = () => {
      setIsChanging(true);
      clearTimeout(stalled.current);
      stalled.current = setTimeout(() => setIsChanging(false), STALLED_NAVIGATION_MS);
    };
    const handleClick = (event: MouseEvent) => {
      if (isRouteChangeClick(event)) begin();
    };
    // Capture phase: next/link cancels the click's default action before a bubbling listener would see it.
    document.addEventListener('click', handleClick, true);
    window.addEventListener('popstate', begin);
    return () => {
      document.removeEventListener('click', handleClick, true);
      window.removeEventListener('popstate', begin);
      clearTimeout(stalled.current);
    };
  }, []);

  useEffect(() => {
    if (pathname === previous.current) return;
    previous.current = pathname;
    clearTimeout(stalled.current);
    const timer = setTimeout(() => setIsChanging(false), ROUTE_PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return isChanging;
}

/** Whether the viewport matches a media query (false during server rendering). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const handleChange = () => setMatches(list.matches);
    list.addEventListener('change', handleChange);
    return () => list.removeEventListener('change', handleChange);
  }, [query]);
  return matches;
}
