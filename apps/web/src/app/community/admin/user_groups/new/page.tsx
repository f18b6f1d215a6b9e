// /community/admin/user_groups/new (community-app §2, MANAGE_USER_GROUPS): the generic create form of the user group
// descriptor; its permissions field is the permissions editor, with the flags the member does not hold locked.
import { CreateScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New user group');

export default function Page() {
  return (
    <CreateScreen
      name="user_group"
      lede="You become the group's owner. It can grant only flags you hold yourself; add members on its page once it exists."
    />
  );
}
