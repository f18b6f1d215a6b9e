// Test double of next/navigation (a third-party module): a pathname the test controls and a recording router.
import { useSyncExternalStore } from 'react';

let pathname = '/';
const listeners = new Set<() => void>();

/** Pushed paths, for assertions. */
export const pushed: string[] = [];
/** Prefetched paths, for assertions. */
export const prefetched: string[] = [];

/** Sets the current pathname (as a completed navigation would). */
export function setPathname(next: string) {
  pathname = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The Back button: the address changes under the page.
  const handlePopState = () => {
    pathname = window.location.pathname;
    listener();
  };
  window.addEventListener('popstate', handlePopState);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', handlePopState);
  };
}

export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => pathname,
    () => pathname,
  );
}

/** Follows a client navigation: the address bar (history) and the pathname and query hooks. */
function navigate(href: string, mode: 'push' | 'replace') {
  pushed.push(href);
  const url = new URL(href, window.location.href);
  if (mode === 'push') window.history.pushState(null, '', url.href);
  else window.history.replaceState(null, '', url.href);
  setPathname(url.pathname);
}

export function useSearchParams(): URLSearchParams {
  const current = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => window.location.search,
  );
  return new URLSearchParams(current);
}

const router = {
  push: (href: string) => navigate(href, 'push'),
  replace: (href: string) => navigate(href, 'replace'),
  refresh: () => undefined,
  back: () => undefined,
  forward: () => undefined,
  prefetch: (href: string) => void prefetched.push(href),
};

export function useRouter() {
  return router;
}

export function unstable_rethrow() {}
