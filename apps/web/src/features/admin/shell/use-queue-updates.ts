'use client';
// Live moderation queues (issue #32, item 1): a screen that shows a moderation queue (the admin home's counts, Flagged,
// the held posts) hears /admin/queues change and reads its list again, so a report filed or a post held elsewhere, or
// cleared by another moderator, shows without a reload. The stream is opened only while `isWatching` (a member who
// may clear one of the queues); the API refuses the channel to anyone else.
import { useEffect, useRef } from 'react';
import { useSession } from '@/features/auth/session-provider';

/** Calls `onChange` whenever the moderation queues change (or the stream had to start over). */
export function useQueueUpdates(onChange: () => void, isWatching = true): void {
  const session = useSession();
  const latest = useRef({ api: session.api, onChange });
  latest.current = { api: session.api, onChange };
  const isSignedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!isWatching || !isSignedIn) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const changed = () => latest.current.onChange();
    void import('@/features/notifications/live-client').then(({ startLive }) => {
      if (cancelled) return;
      stop = startLive({
        baseUrl: latest.current.api.baseUrl,
        token: () => latest.current.api.token,
        channel: '/admin/queues',
        onMessage: changed,
        onReset: changed,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [isWatching, isSignedIn]);
}
