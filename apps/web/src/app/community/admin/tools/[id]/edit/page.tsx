// /community/admin/tools/{id}/edit: the generic edit form of one tool.
import { EditScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Edit tool ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <EditScreen name="tool" id={(await params).id} />;
}
