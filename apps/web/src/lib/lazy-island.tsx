'use client';
// A client island whose code loads when it is first rendered, in its own chunk. Used for islands rendered only in the
// browser and only for some visitors or after an interaction (never during the server render): React's own lazy(),
// which costs a page nothing, where next/dynamic would add its loader to the page's scripts (about 1 KB compressed).
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The component `load` resolves to, loaded on first render; `fallback` shows meanwhile. */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}

/**
 * A lazy island that mounts once the page is idle (or after 1.5 s where the browser cannot say): for what a reader
 * needs only after reading a while (live updates, the whale ambience), so that neither its code nor its work competes
 * with the page's first paint and hydration.
 */
export function idleIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = lazyIsland(load);
  function IdleIsland(props: P) {
    const [isShown, setIsShown] = useState(false);
    useEffect(() => {
      const show = () => setIsShown(true);
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = window.setTimeout(show, 1500);
        return () => window.clearTimeout(timer);
      }
      const idle = window.requestIdleCallback(show, { timeout: 3000 });
      return () => window.cancelIdleCallback(idle);
    }, []);
    return isShown ? <Island {...props} /> : null;
  }
  return IdleIsland;
}
