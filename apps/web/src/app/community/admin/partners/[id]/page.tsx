// /community/admin/partners/{id}: one partner, its logo and history.
import { DetailScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Partner ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <DetailScreen name="partner" id={(await params).id} />;
}
