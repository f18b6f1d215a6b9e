// /community/admin/posts/{type}/{slug}/edit (content-and-presentation §2 "Admin post edit").
import { PostEditor } from '@/features/admin/posts/post-editor';
import { postEditorWords } from '@/features/admin/posts/post-words';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { PublishingWordsProvider } from '@/features/admin/publishing/publishing-words';
import { publishingWords } from '@/features/admin/publishing/publishing-words-server';

import { getT } from '@/i18n/translate';

type Props = { params: Promise<{ type: string; slug: string }> };

const decode = (segment: string) => (segment.includes('%') ? decodeURIComponent(segment) : segment);

export async function generateMetadata({ params }: Props) {
  const { type, slug } = await params;
  const t = await getT('admin-content');
  return adminMetadata(t('posts.meta_edit', { ref: `${type}/${decode(slug)}` }));
}

export default async function Page({ params }: Props) {
  const { type, slug } = await params;
  return (
    <PublishingWordsProvider words={await publishingWords()}>
      <PostEditor postRef={{ type, slug: decode(slug) }} words={await postEditorWords()} />
    </PublishingWordsProvider>
  );
}
