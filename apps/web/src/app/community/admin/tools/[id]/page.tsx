// /community/admin/tools/{id}: the admin page of one tool (community-app §2 link pattern).
import { DetailScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Tool ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <DetailScreen name="tool" id={(await params).id} />;
}
