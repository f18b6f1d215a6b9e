// /community/admin/users (community-app §2 "Users": MANAGE_USERS, the admin layout's gate): every member, searched
// and filtered, each linking to their admin page.
import { adminMetadata } from '@/features/admin/shell/metadata';
import { UsersScreen } from '@/features/admin/users/users-screen';

export const metadata = adminMetadata('Users');

export default function AdminUsersPage() {
  return <UsersScreen />;
}
