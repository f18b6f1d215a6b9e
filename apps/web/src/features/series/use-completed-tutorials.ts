'use client';
// The parts of a series the signed-in member completed (spec: community-app §7 completed_tutorials).
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/features/auth/session-provider';

// Members only: loaded when a signed-in member's state is read or changed.
const memberCalls = () => import('@/lib/member-calls');

/** Completed tutorial ids of a series, and a toggle; empty and inert for visitors. */
export function useCompletedTutorials(seriesId: number) {
  const { status, api } = useSession();
  const [completed, setCompleted] = useState<ReadonlySet<number>>(new Set());
  const [isLoaded, setIsLoaded] = useState(false);

  useEffect(() => {
    if (status !== 'signed-in') return;
    let isCurrent = true;
    memberCalls()
      .then((calls) => calls.getCompletedTutorials(api, seriesId))
      .then(
        (result) => {
          if (!isCurrent) return;
          setCompleted(new Set(result.tutorial_ids));
          setIsLoaded(true);
        },
        () => setIsLoaded(true),
      );
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, seriesId]);

  const toggle = useCallback(
    async (tutorialId: number) => {
      const isDone = completed.has(tutorialId);
      const result = isDone
        ? await (await memberCalls()).unmarkTutorialCompleted(api, seriesId, tutorialId)
        : await (await memberCalls()).markTutorialCompleted(api, seriesId, tutorialId);
      setCompleted(new Set(result.tutorial_ids));
      return !isDone;
    },
    [api, completed, seriesId],
  );

  return { status, completed, isLoaded, toggle };
}
