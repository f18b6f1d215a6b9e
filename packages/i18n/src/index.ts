// @reef/i18n: the interface languages, Accept-Language negotiation and ICU message catalogues.
export {
  DEFAULT_LOCALE,
  firstLocale,
  isLocale,
  LOCALES,
  negotiateLocale,
  parseAcceptLanguage,
  type Locale,
} from './locales.js';
export {
  flattenMessages,
  formatMessage,
  messageArguments,
  type MessageTree,
  type MessageValues,
} from './format.js';
export {
  createTranslator,
  hasMessage,
  listNamespaces,
  loadAllCatalogues,
  loadCatalogue,
  loadMessageTree,
  MESSAGES_DIR,
  t,
} from './catalogues.js';
