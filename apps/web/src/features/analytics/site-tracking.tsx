'use client';
// Every page view: the landing-page cookies (spec: community-app §3, §9, rules of @reef/core), last_logged_in_at for
// a signed-in member, and a first-party page_viewed event. Renders nothing.
import {
  computeLandingCookies,
  EXPIRATION_QUERY_PARAM,
  JWT_QUERY_PARAM,
  lastLoggedInCookie,
  PAGE_VIEWED_EVENT,
} from '@reef/core';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useSession } from '@/features/auth/session-provider';
import { configureAnalytics, trackEvent } from '@/lib/analytics';
import { hasOptedOutOfTracking, readCookies, writeCookie } from '@/lib/cookies';
import { useRuntimeConfig } from '@/lib/runtime-config';

/** Mounted once by the root layout. */
export function SiteTracking() {
  const { apiUrl } = useRuntimeConfig();
  const { status } = useSession();
  const pathname = usePathname();

  useEffect(() => {
    configureAnalytics(apiUrl);
  }, [apiUrl]);

  useEffect(() => {
    if (!pathname) return;
    // The query string is left out: it may carry tokens (jwt) or personal data.
    trackEvent(PAGE_VIEWED_EVENT, { path: pathname });
    if (hasOptedOutOfTracking()) return;
    // The sign-in token may still be in the address (this runs before the session removes it): never store it.
    const params = new URLSearchParams(window.location.search);
    params.delete(JWT_QUERY_PARAM);
    params.delete(EXPIRATION_QUERY_PARAM);
    const query = params.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    for (const cookie of computeLandingCookies({
      now: Date.now(),
      cookies: readCookies(),
      url,
      referrer: document.referrer || null,
    })) {
      writeCookie(cookie);
    }
  }, [pathname]);

  useEffect(() => {
    if (status === 'signed-in' && !hasOptedOutOfTracking()) writeCookie(lastLoggedInCookie(Date.now()));
  }, [status, pathname]);

  return null;
}
