// What SiteTracking (site-tracking.tsx) does on each page view, loaded after the page has hydrated from a chunk of
// its own: the landing-page cookies (spec: community-app §3, §9, rules of @reef/core), last_logged_in_at for a
// signed-in member, and a first-party page_viewed event. Browser only.
import {
  computeLandingCookies,
  EXPIRATION_QUERY_PARAM,
  JWT_QUERY_PARAM,
  lastLoggedInCookie,
  PAGE_VIEWED_EVENT,
} from '@reef/core';
import { configureAnalytics, trackEvent } from '@/lib/analytics';
import { hasOptedOutOfTracking, readCookies, writeCookie } from '@/lib/cookies';

export { configureAnalytics };

/** A page view of `pathname`: the event, then the landing cookies (unless the visitor opted out). */
export function pageViewed(pathname: string): void {
  // The query string is left out: it may carry tokens (jwt) or personal data.
  trackEvent(PAGE_VIEWED_EVENT, { path: pathname });
  if (hasOptedOutOfTracking()) return;
  // The sign-in token may still be in the address: never store it.
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
}

/** A signed-in member's visit: last_logged_in_at (unless they opted out). */
export function memberSeen(): void {
  if (!hasOptedOutOfTracking()) writeCookie(lastLoggedInCookie(Date.now()));
}
