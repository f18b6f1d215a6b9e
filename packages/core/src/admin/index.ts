export * from './define.js';
export * from './resources.js';
export * from './sidebar-rules.js';
export * from './sidebar.js';
