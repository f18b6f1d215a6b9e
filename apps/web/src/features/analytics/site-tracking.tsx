'use client';
// Every page view, tracked once the page has hydrated (site-tracking-calls.ts, a chunk of its own, so no page waits
// for it): the landing-page cookies, last_logged_in_at for a signed-in member, and a first-party page_viewed event.
// Renders nothing. (Not a lazy component: a Suspense boundary in the root layout kept the previous page's metadata
// in the head after a client navigation.)
import { useEffect } from 'react';
import { useSession } from '@/features/auth/session-provider';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { usePagePath } from '@/i18n/locale-context';

const calls = () => import('./site-tracking-calls');

/** Mounted once by the root layout. */
export function SiteTracking() {
  const { apiUrl } = useRuntimeConfig();
  const { status } = useSession();
  const pathname = usePagePath();

  // The module's promise settles once; callbacks run in the order of these effects (configure first).
  useEffect(() => {
    void calls().then((tracking) => tracking.configureAnalytics(apiUrl));
  }, [apiUrl]);

  useEffect(() => {
    if (pathname) void calls().then((tracking) => tracking.pageViewed(pathname));
  }, [pathname]);

  useEffect(() => {
    if (status === 'signed-in') void calls().then((tracking) => tracking.memberSeen());
  }, [status, pathname]);

  return null;
}
