// @reef/client: typed HTTP client for the dynamic (/v1) and static-content (/content/v1) APIs.
export * from './request.js';
export * from './pagination.js';
export * from './calls.js';
export * from './community.js';
export * from './browse.js';
export * from './insights.js';
export * from './mail.js';
export * from './admin.js';
export * from './moderation.js';
export * from './people.js';
export * from './site.js';
export * from './follows.js';
export * from './revisions.js';
export * from './translations.js';
