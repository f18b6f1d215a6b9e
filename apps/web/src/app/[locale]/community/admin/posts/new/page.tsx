// /community/admin/posts/new: a new post in the markdown editor; `?translate={type}/{slug}&language=de` starts it
// as the translation of that post, prefilled from it and shown beside it.
import { PostEditor } from '@/features/admin/posts/post-editor';
import { postEditorWords } from '@/features/admin/posts/post-words';
import { translateFromQuery } from '@/features/admin/publishing/translate-from';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { PublishingWordsProvider } from '@/features/admin/publishing/publishing-words';
import { publishingWords } from '@/features/admin/publishing/publishing-words-server';

import { getT } from '@/i18n/translate';

export async function generateMetadata() {
  const t = await getT('admin-content');
  return adminMetadata(t('posts.meta_new'));
}

type Props = { searchParams: Promise<{ translate?: string | string[]; language?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  return (
    <PublishingWordsProvider words={await publishingWords()}>
      <PostEditor translateFrom={translateFromQuery(await searchParams)} words={await postEditorWords()} />
    </PublishingWordsProvider>
  );
}
