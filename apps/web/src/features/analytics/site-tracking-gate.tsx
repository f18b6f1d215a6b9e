'use client';
// Page-view tracking (site-tracking.tsx) from a chunk of its own, mounted once the page has hydrated: it renders
// nothing, so no page waits for its code.
import { mountedIsland } from '@/lib/lazy-island';

export const SiteTrackingGate = mountedIsland(() =>
  import('./site-tracking').then((mod) => mod.SiteTracking),
);
