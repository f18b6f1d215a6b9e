export * from './pluralize.js';
export * from './content-paths.js';
export * from './marketing-paths.js';
export * from './auth-urls.js';
export * from './link-rules.js';
export * from './page-templates.js';
