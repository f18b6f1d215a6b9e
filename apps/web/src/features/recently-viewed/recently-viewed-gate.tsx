'use client';
// The profile's "Recently viewed" (recently-viewed.tsx) for the member whose profile it is, from a chunk of its own:
// every other reader of the cached profile page loads only this check.
import { useSession } from '@/features/auth/session-provider';
import { lazyIsland } from '@/lib/lazy-island';
import type { RecentlyViewedWords } from './recently-viewed';

const RecentlyViewed = lazyIsland(() => import('./recently-viewed').then((mod) => mod.RecentlyViewed));

/** The member's own recently viewed items; `words` in the page's language (`recentlyViewedWords()`), English without. */
export function RecentlyViewedGate({ slug, words }: { slug: string; words?: RecentlyViewedWords }) {
  const session = useSession();
  return session.status === 'signed-in' && session.user?.slug === slug ? (
    <RecentlyViewed slug={slug} words={words} />
  ) : null;
}
