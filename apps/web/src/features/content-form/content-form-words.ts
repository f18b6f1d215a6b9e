// The content form's words in the page's language (issue #31, item 1): built on the server from the `community`
// catalogue (content-form-words-server.ts) and passed down; English for the forms that pass none.
import { ENGLISH_EDITOR_WORDS, type EditorWords } from '@/features/editor/editor-words';
import { ENGLISH_TAG_WORDS, type TagWords } from '@/features/editor/tag-words';
import { ENGLISH_API_ERROR_WORDS, type ApiErrorWords } from '@/features/editor/api-errors';

/** What the content form around a form's own fields says. */
export type ContentFormWords = {
  loading: string;
  fixFields: string;
  restored: string;
  title: string;
  language: string;
  tags: TagWords;
  editor: EditorWords;
  errors: ApiErrorWords;
};

/** The content form's English words. */
export const ENGLISH_CONTENT_FORM_WORDS: ContentFormWords = {
  loading: 'Loading…',
  fixFields: 'Please fix the highlighted fields.',
  restored: 'We restored what you typed last time.',
  title: 'Title',
  language: 'Language',
  tags: ENGLISH_TAG_WORDS,
  editor: ENGLISH_EDITOR_WORDS,
  errors: ENGLISH_API_ERROR_WORDS,
};
