export * from './flags.js';
export * from './permissions.js';
export * from './presets.js';
export * from './admin-sidebar.js';
export * from './flag-groups.js';
