'use client';
// Mounts the page's live thread (live-thread.tsx: new answers and comments, vote counts) once the question or
// tutorial page is idle, from a chunk of its own: the page's first load carries only this switch.
import { useEffect, useState } from 'react';
import { lazyIsland } from '@/lib/lazy-island';
import type { LiveThreadProps } from './live-thread';

const LiveThread = lazyIsland(() => import('./live-thread').then((mod) => mod.LiveThread));

export function LiveThreadGate(props: LiveThreadProps) {
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
  return isShown ? <LiveThread {...props} /> : null;
}
