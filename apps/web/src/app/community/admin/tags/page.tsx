// /community/admin/tags (community-app §2): the generic list of the tag descriptor.
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Tags');

export default function Page() {
  return (
    <ListScreen
      name="tag"
      lede="Tags label tutorials and questions; a published tag has its page at /community/tags/{slug}."
    />
  );
}
