export * from './timings.js';
export * from './layout.js';
export * from './pagination.js';
export * from './embeds.js';
export * from './analytics.js';
export * from './cookies.js';
export * from './promotions.js';
export * from './ui.js';
