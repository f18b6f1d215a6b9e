// /community/admin/marketing_forms/{id}: one form, its leads (search, CSV export) and its webhook's delivery log.
import { MarketingFormDetail } from '@/features/admin/marketing-forms/marketing-form-detail';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Marketing form ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <MarketingFormDetail id={(await params).id} />;
}
