'use client';
// /community/tutorial-series is two things (issue #30, "`/community/tutorial-series` works for visitors"): the admin
// list of community-app §2's sidebar for members who manage series, and the public index of published series for
// everyone else. The session lives in the browser, so the server renders the public index for all and this switch
// puts the admin list in its place once the member is known to manage series. A visitor is never sent to sign in,
// and never downloads the admin screens (they load on demand, for managers only).
import { adminSectionAccess } from '@/features/admin/sidebar-table';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useSession } from '@/features/auth/session-provider';

/** The admin list path's flags (MANAGE_TUTORIALS; ADMINISTRATOR always passes). */
const MANAGE = adminSectionAccess('/community/tutorial-series').anyOf;

const SeriesAdminList = dynamic(() => import('./series-admin-list'), {
  ssr: false,
  loading: () => <p role="status">Loading the series list…</p>,
});

/**
 * Shows the admin list (`manage`, by default the gated list of series) to members who manage series, and the public
 * `children` to everyone else and while the session loads.
 */
export function SeriesIndexSwitch({ manage, children }: { manage?: ReactNode; children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'signed-in' && user?.permissions.hasAny(MANAGE)) return <>{manage ?? <SeriesAdminList />}</>;
  return <>{children}</>;
}
