export * from './validate-event.js';
