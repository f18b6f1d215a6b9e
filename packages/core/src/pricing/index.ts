export * from './catalogue.js';
export * from './estimate.js';
export { DEMO_PRICE_CATALOGUE } from './demo-catalogue.js';
export {
  DEMO_PRICE_CATALOGUE_TRANSLATIONS,
  type DemoCatalogueLanguage,
} from './demo-catalogue-translations.js';
