// The post editor's own words in the page's language, from the `admin-content` catalogue (issue #31, item 1); the
// parts it shares with the static-page editor take theirs from the PublishingWordsProvider of its page.
import { getT, type Translate } from '@/i18n/translate';

/** The post editor's words (`ledeTranslation` with `{title}`). */
export type PostEditorWords = {
  title: string;
  sourceError: string;
  loadingSource: string;
  newTranslation: string;
  ledeTranslation: string;
  ledeNew: string;
  titleField: string;
  description: string;
  body: string;
  titleRequired: string;
  slug: string;
  slugHelp: string;
  postType: string;
  author: string;
  authorHelp: string;
  tags: string;
  tagsHelp: string;
  bodyHint: string;
  newPost: string;
};

/** The post editor's words from the `admin-content` translator `t`. */
export function postEditorWordsOf(t: Translate): PostEditorWords {
  return {
    title: t('post.title'),
    sourceError: t('post.source_error'),
    loadingSource: t('post.loading_source'),
    newTranslation: t('post.new_translation'),
    ledeTranslation: t('post.lede_translation', { title: '{title}' }),
    ledeNew: t('post.lede_new'),
    titleField: t('post.title_field'),
    description: t('post.description'),
    body: t('post.body'),
    titleRequired: t('post.title_required'),
    slug: t('post.slug'),
    slugHelp: t('post.slug_help'),
    postType: t('post.post_type'),
    author: t('post.author'),
    authorHelp: t('post.author_help'),
    tags: t('post.tags'),
    tagsHelp: t('post.tags_help'),
    bodyHint: t('post.body_hint'),
    newPost: t('posts.meta_new'),
  };
}

/** The post editor's words in the page's language. */
export async function postEditorWords(): Promise<PostEditorWords> {
  const t = await getT('admin-content');
  return postEditorWordsOf(t);
}
