export * from './audit-actions.js';
export * from './audit-trails.js';
