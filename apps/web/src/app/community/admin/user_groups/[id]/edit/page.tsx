// /community/admin/user_groups/{id}/edit: the generic edit form of one group (name, slug, description and its
// flags in the permissions editor), saved with If-Match.
import { EditScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Edit user group ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <EditScreen name="user_group" id={(await params).id} />;
}
