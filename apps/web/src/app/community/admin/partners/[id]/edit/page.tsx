// /community/admin/partners/{id}/edit: edit one partner.
import { EditScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Edit partner ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <EditScreen name="partner" id={(await params).id} />;
}
