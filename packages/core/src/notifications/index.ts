export * from './notification-names.js';
export * from './describe.js';
export * from './limits.js';
export * from './groups.js';
