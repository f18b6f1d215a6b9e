// /community/admin/versioned_tutorial_groups/new: the generic create form of the versioned_tutorial_group descriptor.
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New versioned tutorial group');

export default function Page() {
  return <CreateScreen name="versioned_tutorial_group" />;
}
