// /community/admin/tags/{id}: the admin page of one tag (community-app §2 link pattern).
import { DetailScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Tag ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <DetailScreen name="tag" id={(await params).id} />;
}
