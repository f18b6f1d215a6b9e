// The content form's words (content-form-words.ts) from the `community` catalogue, on the server.
import type { Translate } from '@/i18n/translate';
import { editorWords } from '@/features/editor/editor-words-server';
import type { ContentFormWords } from './content-form-words';
import { apiErrorWords } from '@/features/editor/api-errors-server';

/** What the content form says, in the translator's language. */
export function contentFormWords(t: Translate): ContentFormWords {
  return {
    loading: t('content_form.loading'),
    fixFields: t('content_form.fix_fields'),
    restored: t('content_form.restored'),
    title: t('content_form.title'),
    language: t('content_form.language'),
    tags: {
      label: t('tags.label'),
      count: t('tags.count', { count: '{count}', max: '{max}' }),
      chosen: t('tags.chosen'),
      remove: t('tags.remove', { tag: '{tag}' }),
      full: t('tags.full', { max: '{max}' }),
      search: t('tags.search'),
      suggestions: t('tags.suggestions'),
      uses: t('tags.uses', { count: '{count}' }),
      hint: t('tags.hint'),
    },
    editor: editorWords(t),
    errors: apiErrorWords(t),
  };
}
