// What other folders may use of translations' stale blocks (issue #31, item 4): the tutorial service records and
// renders with these, the tutorial reads present the status.
export {
  loadTranslationSource,
  recordForNew,
  recordForSave,
  refreshTranslationsOf,
  renderedTranslation,
  translationStatusOf,
  type TranslationSource,
} from './service.js';
