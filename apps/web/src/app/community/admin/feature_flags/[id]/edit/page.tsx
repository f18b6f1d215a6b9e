// /community/admin/feature_flags/{id}/edit: the generic edit form of one feature flag.
import { EditScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Edit feature flag ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <EditScreen name="feature_flag" id={(await params).id} />;
}
