/** How dependency-cruiser resolves the web app's `@/…` imports (the `paths` of apps/web/tsconfig.json). */
const path = require('node:path');

module.exports = { resolve: { alias: { '@': path.join(__dirname, 'apps/web/src') } } };
