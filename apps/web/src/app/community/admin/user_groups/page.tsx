// /community/admin/user_groups (community-app §2 "User groups": MANAGE_USER_GROUPS): the generic list of the user
// group descriptor — the groups the member manages (every group for administrators).
import { ListScreen } from '@/features/admin/generic/screen-pages';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('User groups');

export default function Page() {
  return (
    <ListScreen
      name="user_group"
      lede="Every member of a group gets the group's permissions, at most those its owner holds. You see the groups you own; administrators see every group."
    />
  );
}
