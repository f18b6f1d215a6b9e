// /community/admin/versioned_tutorial_groups/{id}/edit: the generic edit form of one versioned tutorial group.
import { EditScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Edit versioned tutorial group ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <EditScreen name="versioned_tutorial_group" id={(await params).id} />;
}
