/** @reef/core: the spec's pure rules, shared by api, web, markdown and client. */
export * from './permissions/index.js';
export * from './policies/index.js';
export * from './content/index.js';
export * from './slugs/index.js';
export * from './links/index.js';
export * from './layout/index.js';
export * from './auth/index.js';
export * from './analytics/index.js';
export * from './social/index.js';
export * from './text/index.js';
export * from './metadata/index.js';
export * from './cookies/index.js';
export * from './notifications/index.js';
export * from './constants/index.js';
export * from './brand/index.js';
export * from './referrals/index.js';
export * from './schemas/index.js';
