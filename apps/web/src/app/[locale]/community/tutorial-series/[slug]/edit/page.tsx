// /community/tutorial-series/{slug}/edit: the edit page of a series (the content edit pattern of community-app §2),
// for MANAGE_TUTORIALS, in the admin frame.
import { EditScreen } from '@/features/admin/generic/screen-pages';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getT('community');
  return adminMetadata(t('series.edit_title', { slug: (await params).slug }));
}

export default async function Page({ params }: Props) {
  return (
    <AdminShell>
      <EditScreen name="tutorial_series" id={(await params).slug} />
    </AdminShell>
  );
}
