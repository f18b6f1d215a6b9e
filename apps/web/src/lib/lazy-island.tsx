'use client';
// A client island whose code loads when it is first rendered, in its own chunk. Used for islands rendered only in the
// browser and only for some visitors or after an interaction (never during the server render): React's own lazy(),
// which costs a page nothing, where next/dynamic would add its loader to the page's scripts (about 1 KB compressed).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

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
