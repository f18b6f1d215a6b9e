export * from './handles.js';
export * from './platforms.js';
