// /community/admin/marketing_forms/{id}/edit: a form's title, state, fields and destination.
import { EditScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Edit marketing form ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <EditScreen name="marketing_form" id={(await params).id} />;
}
