// Which key's shape a block's data has (issue #31): a translation keeps its original's, and its own key is the
// original's with its language (`top_hat_de`), so the editor checks and draws it as that key's.

/** The key whose shape the data of a block keyed `key` in `language` has; `isTranslation` when it links an original. */
export function shapeKeyOf(key: string, language: string, isTranslation: boolean): string {
  const trimmed = key.trim();
  const suffix = `_${language}`;
  return isTranslation && language && trimmed.endsWith(suffix) ? trimmed.slice(0, -suffix.length) : trimmed;
}
