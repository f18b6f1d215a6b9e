// Test double of next/navigation (a third-party module): a pathname the test controls and a recording router.
import { useSyncExternalStore } from 'react';

let pathname = '/';
const listeners = new Set<() => void>();

/** Pushed paths, for assertions. */
export const pushed: string[] = [];

/** Sets the current pathname (as a completed navigation would). */
export function setPathname(next: string) {
  pathname = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => pathname,
    () => pathname,
  );
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

const router = {
  push: (href: string) => {
    pushed.push(href);
  },
  replace: (href: string) => {
    pushed.push(href);
  },
  refresh: () => undefined,
  back: () => undefined,
  forward: () => undefined,
  prefetch: () => undefined,
};

export function useRouter() {
  return router;
}

export function unstable_rethrow() {}
