'use client';
// Shows or hides a server-rendered part of the frame by path, using the rules of @reef/core
// (spec: content-and-presentation §2). The part stays a Server Component; only this switch runs in the browser.
import {
  isAdminAreaPath,
  isFooterHidden,
  isHeaderHidden,
  showsProgressBar,
  showsStartBuildingCta,
} from '@reef/core';
import type { ReactNode } from 'react';
import { useSitePath } from '@/i18n/locale-context';

/** Parts of the frame whose presence depends on the path. */
export type ChromePart = 'header' | 'footer' | 'start-building-cta' | 'progress-bar';

/** Whether a part of the frame shows on a path. */
export function isChromePartShown(part: ChromePart, pathname: string): boolean {
  switch (part) {
    // The admin area has a shell of its own (features/admin/shell/admin-header.tsx), not the public site's frame.
    case 'header':
      return !isHeaderHidden(pathname) && !isAdminAreaPath(pathname);
    case 'footer':
      return !isFooterHidden(pathname) && !isAdminAreaPath(pathname);
    case 'start-building-cta':
      return showsStartBuildingCta(pathname);
    case 'progress-bar':
      return showsProgressBar(pathname);
  }
}

/** Renders its children only on paths where `part` shows. */
export function ChromeGate({ part, children }: { part: ChromePart; children: ReactNode }) {
  const pathname = useSitePath() ?? '/';
  return isChromePartShown(part, pathname) ? <>{children}</> : null;
}
