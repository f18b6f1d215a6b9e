// /community/admin/posts/new: a new post in the markdown editor.
import { PostEditor } from '@/features/admin/posts/post-editor';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('New post');

export default function Page() {
  return <PostEditor />;
}
