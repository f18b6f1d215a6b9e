'use client';
// Mounts the page's live thread (live-thread.tsx: new answers and comments, vote counts) once the question or
// tutorial page is idle, from a chunk of its own: the page's first load carries only this switch.
import { idleIsland } from '@/lib/lazy-island';

export const LiveThreadGate = idleIsland(() => import('./live-thread').then((mod) => mod.LiveThread));
