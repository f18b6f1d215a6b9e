'use client';
// Mounts the new-answers notice (new-answers-notice.tsx) once the question page is idle, from a chunk of its own:
// the page's first load carries only this switch.
import { useEffect, useState } from 'react';
import { lazyIsland } from '@/lib/lazy-island';

const NewAnswersNotice = lazyIsland(() => import('./new-answers-notice').then((mod) => mod.NewAnswersNotice));

export function NewAnswersGate({ questionId }: { questionId: number }) {
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
  return isShown ? <NewAnswersNotice questionId={questionId} /> : null;
}
