// /community/admin/user_groups/{id} (issue #11): one group — facts, members (add by search, remove) and history.
import { adminMetadata } from '@/features/admin/shell/metadata';
import { UserGroupDetail } from '@/features/admin/user-groups/user-group-detail';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return adminMetadata(`User group ${(await params).id}`);
}

export default async function Page({ params }: Props) {
  return <UserGroupDetail id={(await params).id} />;
}
