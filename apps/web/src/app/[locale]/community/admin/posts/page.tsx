// /community/admin/posts (issue #12, MANAGE_POSTS): every post by type, state and tag; each row opens its editor.
import { PostList } from '@/features/admin/posts/post-list';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { genericWords } from '@/features/admin/generic/generic-words-server';
import { GenericWordsProvider } from '@/features/admin/generic/generic-words';
import { getT } from '@/i18n/translate';

export async function generateMetadata() {
  const t = await getT('admin-content');
  return adminMetadata(t('posts.meta_list'));
}

export default async function Page() {
  const t = await getT('admin-content');
  return (
    <GenericWordsProvider words={await genericWords()}>
      <PostList
        words={{ lede: t('posts.lede'), viewOnSite: t('posts.view_on_site', { title: '{title}' }) }}
      />
    </GenericWordsProvider>
  );
}
