'use client';
// Placed right after a list of questions or tutorials on a cached page: for a signed-in member it loads the filter
// that hides what they muted (muted-filter.tsx); visitors, for whom the list is already theirs, load nothing.
import { useSession } from '@/features/auth/session-provider';
import { lazyIsland } from '@/lib/lazy-island';

import type { MutedFilterWords } from './muted-filter';

const MutedFilter = lazyIsland(() => import('./muted-filter').then((mod) => mod.MutedFilter));

/** `words`: the line in the page's language (mutedFilterWords() of muted-filter-words.ts); English without them. */
export function MutedFilterGate({ words }: { words?: MutedFilterWords }) {
  return useSession().status === 'signed-in' ? <MutedFilter words={words} /> : null;
}
