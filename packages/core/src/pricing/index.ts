export * from './catalogue.js';
export * from './estimate.js';
export { DEMO_PRICE_CATALOGUE } from './demo-catalogue.js';
