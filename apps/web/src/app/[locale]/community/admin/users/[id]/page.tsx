// /community/admin/users/{id} (issue #11): one member's admin page — state and its moves, sessions, content,
// reports, permissions and history. Gated like the list (MANAGE_USERS); the API checks every call again.
import { adminMetadata } from '@/features/admin/shell/metadata';
import { UserDetail } from '@/features/admin/users/user-detail';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`Member ${(await params).id}`);
}

export default async function AdminUserPage({ params }: Props) {
  return <UserDetail id={(await params).id} />;
}
