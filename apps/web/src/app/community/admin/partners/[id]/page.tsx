// /community/admin/partners/{id}: one partner, its logo (upload, replace, remove) and history.
import { PartnerDetail } from '@/features/admin/partners/partner-detail';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Partner ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <PartnerDetail id={(await params).id} />;
}
