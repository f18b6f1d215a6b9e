// The Markdown editor's words in the page's language (issue #31, item 1): built on the server from the `community`
// catalogue (editor-words-server.ts) and passed down; English for the callers that pass none (the admin's editors).

/** What the Markdown editor and its preview say. */
export type EditorWords = {
  hint: string;
  write: string;
  preview: string;
  /** With `{label}`, the field's label. */
  viewGroup: string;
  /** With `{label}`. */
  previewPane: string;
  loadingPreview: string;
  nothingToPreview: string;
  previewFailed: string;
  renderingPreview: string;
};

/** The editor's English words, for callers outside the translated pages. */
export const ENGLISH_EDITOR_WORDS: EditorWords = {
  hint: 'Format with Markdown: **bold**, `code` for a command, and a line of three backticks (```) before and after a block of code. Preview shows how it will look.',
  write: 'Write',
  preview: 'Preview',
  viewGroup: '{label}: view',
  previewPane: '{label}: preview',
  loadingPreview: 'Loading preview…',
  nothingToPreview: 'Nothing to preview yet.',
  previewFailed: 'The preview could not be rendered. Your text is safe.',
  renderingPreview: 'Rendering preview…',
};
