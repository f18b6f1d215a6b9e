// /community/admin/distributions (community-app §2): the generic list of the distribution descriptor.
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Distributions');

export default function Page() {
  return (
    <ListScreen
      name="distribution"
      lede="Operating systems and their versions, which versioned tutorial groups refer to."
    />
  );
}
