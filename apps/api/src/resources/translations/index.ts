// What other folders may use of translations' stale blocks (issue #31, item 4): the tutorial, post and static page
// services record and render with these, their reads present the status.
export { blocksOfBody, type TranslatedRow } from './kinds.js';
export {
  loadTranslationSource,
  recordForNew,
  recordForSave,
  recordOnWrite,
  refreshTranslationsOf,
  renderedTranslation,
  translatedRow,
  translationStatusOf,
  type TranslationSource,
} from './service.js';
