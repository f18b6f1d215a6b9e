// /community/admin/posts (issue #12, MANAGE_POSTS): every post by type, state and tag; each row opens its editor.
import { PostList } from '@/features/admin/posts/post-list';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Posts');

export default function Page() {
  return <PostList />;
}
