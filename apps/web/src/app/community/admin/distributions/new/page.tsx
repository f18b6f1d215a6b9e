// /community/admin/distributions/new: the generic create form of the distribution descriptor.
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New distribution');

export default function Page() {
  return (
    <CreateScreen
      name="distribution"
      lede="Add the versions on the distribution's page once it is created."
    />
  );
}
