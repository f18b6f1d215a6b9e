export * from './types.js';
export * from './statuses.js';
export * from './regions.js';
export * from './follows.js';
export * from './blocks.js';
export * from './page-blocks.js';
