// /community/admin/versioned_tutorial_groups (community-app §2): the generic list of the versioned_tutorial_group descriptor.
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Versioned tutorial groups');

export default function Page() {
  return (
    <ListScreen
      name="versioned_tutorial_group"
      lede="Groups of tutorials that cover the same task for different versions of a distribution."
    />
  );
}
