export * from './flags.js';
export * from './permissions.js';
export * from './presets.js';
