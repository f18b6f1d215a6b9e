export * from './truncate.js';
export * from './relative-time.js';
