// /community/admin/tools (community-app §2): the generic list of the tool descriptor.
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Tools');

export default function Page() {
  return (
    <ListScreen
      name="tool"
      lede="Tools in every state. Publishing one puts it in the tools directory at /community/tools."
    />
  );
}
