'use client';
// Records that the visitor viewed an item (spec: community-app §7 "POST /v1/user_viewed/{id}"): a member through that
// call (the API counts each member once), every visitor as a first-party user_viewed event (counted once per visitor
// and day). Renders nothing.
import { recordView } from '@reef/client';
import { USER_VIEWED_EVENT, type ViewedType } from '@reef/core';
import { useEffect, useRef } from 'react';
import { useSession } from '@/features/auth/session-provider';
import { trackEvent } from '@/lib/analytics';
import { usePagePath } from '@/i18n/locale-context';

/** Placed on an item's page. */
export function ItemViewTracker({ type, id }: { type: ViewedType; id: number }) {
  const { status, user, api } = useSession();
  const pathname = usePagePath();
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (status === 'loading') return;
    const key = `${type}:${id}`;
    if (recorded.current === key) return;
    recorded.current = key;
    const isMember = status === 'signed-in' && user !== null;
    trackEvent(USER_VIEWED_EVENT, { path: pathname, type, id, signed_in: isMember });
    if (isMember) {
      recordView(api, user.slug, type, id).catch((error: unknown) =>
        console.warn('Could not record the view', error),
      );
    }
    // Once per item and page load, after the session is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, type, id]);

  return null;
}
