'use client';
// The whale ambience (whale-ambience.tsx) mounts once the page is idle, from a chunk of its own: it waits for the
// reader to scroll past half the page anyway, so the page's first load carries only this switch.
import { idleIsland } from '@/lib/lazy-island';

export const WhaleAmbienceIsland = idleIsland(() =>
  import('./whale-ambience').then((mod) => mod.WhaleAmbience),
);
