export * from './types.js';
export * from './rules.js';
export * from './can.js';
export * from './user-fields.js';
export * from './transitions.js';
export * from './route-access.js';
export * from './personal.js';
export * from './denial.js';
