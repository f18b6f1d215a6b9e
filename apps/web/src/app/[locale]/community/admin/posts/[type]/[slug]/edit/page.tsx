// /community/admin/posts/{type}/{slug}/edit (content-and-presentation §2 "Admin post edit").
import { PostEditor } from '@/features/admin/posts/post-editor';
import { adminMetadata } from '@/features/admin/shell/metadata';

type Props = { params: Promise<{ type: string; slug: string }> };

const decode = (segment: string) => (segment.includes('%') ? decodeURIComponent(segment) : segment);

export async function generateMetadata({ params }: Props) {
  const { type, slug } = await params;
  return adminMetadata(`Edit post ${type}/${decode(slug)}`);
}

export default async function Page({ params }: Props) {
  const { type, slug } = await params;
  return <PostEditor postRef={{ type, slug: decode(slug) }} />;
}
