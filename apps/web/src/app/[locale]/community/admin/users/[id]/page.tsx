// /community/admin/users/{id} (issue #11): one member's admin page — state and its moves, sessions, content,
// reports, permissions and history. Gated like the list (MANAGE_USERS); the API checks every call again.
import { adminMetadata } from '@/features/admin/shell/metadata';
import { UserDetail } from '@/features/admin/users/user-detail';
import { userDetailWords } from '@/features/admin/users/users-words';
import { getT } from '@/i18n/translate';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getT('admin');
  return adminMetadata(t('users.detail.meta_title', { id: (await params).id }));
}

export default async function AdminUserPage({ params }: Props) {
  return <UserDetail id={(await params).id} words={await userDetailWords()} />;
}
