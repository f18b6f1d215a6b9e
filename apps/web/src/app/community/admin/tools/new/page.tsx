// /community/admin/tools/new: the generic create form of the tool descriptor.
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New tool');

export default function Page() {
  return <CreateScreen name="tool" />;
}
