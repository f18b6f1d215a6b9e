// /community/admin/global_contents/{id}: one block, its data (the top bar's messages with their preview) and history.
import { DetailScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Global content ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <DetailScreen name="global_content" id={(await params).id} />;
}
