// /community/admin/feature_flags/{id}: one feature flag.
import { DetailScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Feature flag ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <DetailScreen name="feature_flag" id={(await params).id} />;
}
