// /community/admin/versioned_tutorial_groups/{id}: the admin page of one versioned tutorial group (community-app §2 link pattern).
import { DetailScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Versioned tutorial group ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <DetailScreen name="versioned_tutorial_group" id={(await params).id} />;
}
