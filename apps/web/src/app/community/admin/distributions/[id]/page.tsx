// /community/admin/distributions/{id}: one distribution and its versions.
import { DistributionDetail } from '@/features/admin/distributions/distribution-detail';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Distribution ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <DistributionDetail id={(await params).id} />;
}
