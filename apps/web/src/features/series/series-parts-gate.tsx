'use client';
// A series' parts are rendered on the server for readers (server-series-parts.tsx); the member's version with its
// completion marks and toggle (series-parts.tsx, with the member's API calls) loads for signed-in members only and
// takes over in place.
import { lazy, Suspense, type ReactNode } from 'react';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import type { SeriesPartsProps } from './series-parts';
import { cutAround, type SeriesWords } from './series-words';
import { ENGLISH_SERIES_HINT } from './series-hint-words';
import styles from './series.module.css';

const SeriesParts = lazy(() => import('./series-parts').then((mod) => ({ default: mod.SeriesParts })));

/** The server-rendered parts (`children`), or the member's SeriesParts once signed in. */
export function SeriesPartsGate({ children, ...props }: SeriesPartsProps & { children: ReactNode }) {
  const { status } = useSession();
  if (status !== 'signed-in') return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <SeriesParts {...props} />
    </Suspense>
  );
}

/** "Log in to track your progress", back to this page. */
export function SeriesSignInHint({
  words = ENGLISH_SERIES_HINT,
}: {
  words?: Pick<SeriesWords, 'hint' | 'logIn'>;
}) {
  const loginUrl = useCommunityLoginUrl('login');
  const [before, after] = cutAround(words.hint, 'link');
  return (
    <p className={styles.signInHint}>
      {before}
      <a href={loginUrl}>{words.logIn}</a>
      {after}
    </p>
  );
}
