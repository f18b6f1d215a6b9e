export * from './cache-tags.js';
