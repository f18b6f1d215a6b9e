import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { ADMIN_SIDEBAR } from '@reef/core';

// Workspace packages are consumed from their built `dist/` (build them first), so no transpilePackages.
const nextConfig: NextConfig = {
  // A separate output folder lets a second build (e.g. for a parallel test run) not disturb a running server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The admin sidebar's table, derived from the admin descriptors here, at build time, and written into the bundle:
  // the browser reads it without the descriptors' schemas (src/features/admin/sidebar-table.ts, issue #33 goal 5).
  env: { REEF_ADMIN_SIDEBAR: JSON.stringify(ADMIN_SIDEBAR) },
  // The message catalogues are files beside @reef/i18n's code (packages/i18n/messages), read from where the package
  // is installed: bundled, it would look for them beside the server's chunks.
  serverExternalPackages: ['@reef/i18n'],
  // The production server (server/main.mjs) compresses responses itself, after it writes each response's CSP nonce.
  compress: false,
  // An ETag of a page is a hash of the body Next.js rendered (with the placeholder nonce), the same for every response:
  // a browser revalidating with it would get a 304 and keep the old body, whose nonce no longer matches the new
  // header, so every script of the page would be blocked.
  generateEtags: false,
  reactStrictMode: true,
  typedRoutes: false,
  // Pages rendered at run time stay in memory, not in the build folder: a restart with other public URLs or brand
  // never serves pages rendered under the old configuration.
  experimental: { isrFlushToDisk: false },
  // Several instances (REDIS_URL set when the server starts): pages and cached reads live in Redis, shared by all
  // (cache-handler.mjs); Next.js's own memory cache in front of it would keep a page another instance expired.
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
    : {}),
  // A page cache in front (PAGE_CACHE_URLS, docs/scaling.md) or the server's own page store (server/main.mjs sets
  // REEF_RECORD_PAGE_TAGS for either): one process keeps Next.js's own memory cache, through a handler that also
  // records which tags each stored page carries, so a revalidation can purge the proxy or the store.
  ...((process.env.PAGE_CACHE_URLS || process.env.REEF_RECORD_PAGE_TAGS === '1') && !process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)) }
    : {}),
  // The build bundles the packages' dist/, so it typechecks against their published types too; `npm run typecheck`
  // (tsconfig.json) reads the package sources.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  // The admin area is never indexed (issue #11): the header says so even to a crawler that reads no HTML. Nor are the
  // pieces pages fetch later.
  async headers() {
    const noIndex = [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }];
    // Every language's admin area too (`/de/community/admin`…; src/i18n/locale-path.ts).
    const prefixed = '/:locale(de|es|id|pt|ru|fr|ja|zh)';
    return [
      { source: `${prefixed}/community/admin`, headers: noIndex },
      { source: `${prefixed}/community/admin/:path*`, headers: noIndex },
      { source: '/community/admin', headers: noIndex },
      { source: '/community/admin/:path*', headers: noIndex },
      { source: '/community/tutorial-series', headers: noIndex },
      { source: '/community/tutorial-series/new', headers: noIndex },
      { source: '/community/tutorial-series/:slug/edit', headers: noIndex },
      // The menu's panels are a piece of every page, not a page (src/components/layout/header/menu-panels.ts).
      { source: '/_reef/:path*', headers: noIndex },
    ];
  },
};

export default nextConfig;
