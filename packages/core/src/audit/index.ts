export * from './audit-actions.js';
