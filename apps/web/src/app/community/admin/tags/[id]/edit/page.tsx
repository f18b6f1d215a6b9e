// /community/admin/tags/{id}/edit: the generic edit form of one tag.
import { EditScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Edit tag ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <EditScreen name="tag" id={(await params).id} />;
}
