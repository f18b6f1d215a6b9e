// /community/tutorial-series/new: create a tutorial series (MANAGE_TUTORIALS; the admin frame, as the list).
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';

export const dynamic = 'force-dynamic';
export async function generateMetadata() {
  const t = await getT('community');
  return adminMetadata(t('series.new_title'));
}

export default function Page() {
  return (
    <AdminShell>
      <CreateScreen name="tutorial_series" />
    </AdminShell>
  );
}
