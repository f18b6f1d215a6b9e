// The Markdown editor's words (editor-words.ts) from the `community` catalogue, on the server.
import type { Translate } from '@/i18n/translate';
import type { EditorWords } from './editor-words';

/** What the editor says, in the translator's language. */
export function editorWords(t: Translate): EditorWords {
  return {
    hint: t('editor.hint'),
    write: t('editor.write'),
    preview: t('editor.preview'),
    viewGroup: t('editor.view_group', { label: '{label}' }),
    previewPane: t('editor.preview_pane', { label: '{label}' }),
    loadingPreview: t('editor.loading_preview'),
    nothingToPreview: t('editor.nothing_to_preview'),
    previewFailed: t('editor.preview_failed'),
    renderingPreview: t('editor.rendering_preview'),
  };
}
