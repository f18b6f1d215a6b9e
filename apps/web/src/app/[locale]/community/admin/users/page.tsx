// /community/admin/users (community-app §2 "Users": MANAGE_USERS, the admin layout's gate): every member, searched
// and filtered, each linking to their admin page.
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { UsersScreen } from '@/features/admin/users/users-screen';
import { usersListWords } from '@/features/admin/users/users-words';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('users.list.title'));
}

export default async function AdminUsersPage() {
  return <UsersScreen words={await usersListWords()} />;
}
