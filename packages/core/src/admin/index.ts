export * from './define.js';
export * from './resources.js';
