// The whole domain schema (both spec documents), one file per aggregate.
export * from './users.js';
export * from './tags.js';
export * from './tutorials.js';
export * from './questions.js';
export * from './comments.js';
export * from './community.js';
export * from './moderation.js';
export * from './site.js';
export type { StoredHeading } from './columns.js';
export * from './audit.js';
export * from './referrals.js';
export * from './analytics.js';
export * from './mail.js';
export * from './search.js';
export * from './webhooks.js';
export * from './revisions.js';
export * from './follows.js';
