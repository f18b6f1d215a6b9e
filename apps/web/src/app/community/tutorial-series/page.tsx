// /community/tutorial-series: the admin list of tutorial series (community-app §2 sidebar, MANAGE_TUTORIALS). It lies
// outside /community/admin, so it brings the admin frame itself: the gate, per-request rendering, no indexing.
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const dynamic = 'force-dynamic';
export const metadata = adminMetadata('Tutorial series');

export default function Page() {
  return (
    <AdminShell>
      <ListScreen
        name="tutorial_series"
        lede="Series in every state. A published series has its page at /community/tutorial-series/{slug}."
      />
    </AdminShell>
  );
}
