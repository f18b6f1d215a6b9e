export * from './page-metadata.js';
