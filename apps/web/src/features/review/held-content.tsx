'use client';
// Content held for review (or still a draft) is not public, so its page answers 404 and the not-found page is what
// the cache keeps for everyone. This island, inside that page, lets a signed-in member on a question or tutorial
// address see their own held item (held-content-view.tsx, loaded only then: every /community page carries the
// not-found boundary, and readers never need it); for anyone else it leaves the not-found content as it is. Nothing
// personal is rendered on the server, so the cached page stays the same for all.
import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '@/features/auth/session-provider';
import { useSitePath } from '@/i18n/locale-context';
import type { HeldWords } from './review-words';

const HeldContentView = lazy(() =>
  import('./held-content-view').then((mod) => ({ default: mod.HeldContentView })),
);

const HELD_PAGE = /^\/community\/(questions|tutorials)\/([^/]+)\/?$/;

/** The not-found content (`children`), or the member's own held item when the API lets them read it. */
export function HeldContentGate({ children, words }: { children: ReactNode; words?: HeldWords }) {
  const pathname = useSitePath() ?? '';
  const session = useSession();
  const match = HELD_PAGE.exec(pathname);
  if (!match || session.status !== 'signed-in') return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <HeldContentView
        kind={match[1] as 'questions' | 'tutorials'}
        slug={decodeURIComponent(match[2]!)}
        words={words}
      >
        {children}
      </HeldContentView>
    </Suspense>
  );
}
