// /community/tutorial-series/new: create a tutorial series (MANAGE_TUTORIALS; the admin frame, as the list).
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const dynamic = 'force-dynamic';
export const metadata = adminMetadata('New tutorial series');

export default function Page() {
  return (
    <AdminShell>
      <CreateScreen name="tutorial_series" />
    </AdminShell>
  );
}
