// /community/admin/partners/new: a new partner, last in the directory.
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New partner');

export default function Page() {
  return (
    <CreateScreen
      name="partner"
      lede="A new partner starts as a draft, last in the directory; publish it to show it at /partners."
    />
  );
}
