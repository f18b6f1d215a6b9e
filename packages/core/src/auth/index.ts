export * from './token-claims.js';
export * from './user-shape.js';
