export * from './types.js';
export * from './statuses.js';
