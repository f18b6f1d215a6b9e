'use client';
// The admin list of tutorial series (community-app §2 sidebar, MANAGE_TUTORIALS) at /community/tutorial-series, in
// its own chunk: SeriesIndexSwitch loads it only for members who manage series, so visitors reading the public
// index never download the admin screens.
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { AdminShell } from '@/features/admin/shell/admin-shell';

/** The gated admin list of series. */
export default function SeriesAdminList() {
  return (
    <AdminShell>
      <ListScreen
        name="tutorial_series"
        lede="Series in every state. A published series has its page at /community/tutorial-series/{slug}."
      />
    </AdminShell>
  );
}
