export * from './flags.js';
export * from './descriptions.js';
export * from './permissions.js';
export * from './presets.js';
