/** @reef/core: the spec's pure rules, shared by api, web, markdown and client. */
export * from './permissions/index.js';
export * from './policies/index.js';
export * from './content/index.js';
export * from './slugs/index.js';
export * from './links/index.js';
export * from './layout/index.js';
export * from './schemas/index.js';
