// /community/admin/global_contents/{id}/edit: edit one block (top_hat as rows of messages, others as JSON).
import { EditScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Edit global content ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <EditScreen name="global_content" id={(await params).id} />;
}
