// Zod schemas of every API payload and response, shared by the API, the client and the web forms.
export * from './common.js';
export * from './users.js';
export * from './tags.js';
export * from './tutorials.js';
export * from './questions.js';
export * from './comments.js';
export * from './community.js';
export * from './search.js';
export * from './content.js';
export * from './admin.js';
export * from './site.js';
export * from './analytics.js';
export * from './mail.js';
export * from './user-admin.js';
export * from './global-content-shapes.js';
export * from './messages.js';
export * from './webhooks.js';
