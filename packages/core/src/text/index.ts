export * from './truncate.js';
export * from './relative-time.js';
export * from './reading-time.js';
