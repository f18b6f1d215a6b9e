// JavaScript budget of the production build (issue #15): the compressed JavaScript each reader page loads on its
// first visit, as the browser downloads it. A page loads the framework's root files (React and the Next.js runtime,
// the same on every page) and the client chunks of its route's entries (layout, page, error and not-found
// boundaries), as the build's manifests list them. Figures per route: brotli as served (the `.br` file written at
// build time by scripts/precompress.mjs when there is one, else brotli at quality 4 as the server's on-the-fly
// compression sends it) and gzip (level 6, for a client without brotli); the framework, and the site's own code above
// it. Budget: ≤ 150 KB in all and ≤ 27.5 KB of site code (BUDGET below), brotli as served. A report only: it never fails the build
// (src/lib/js-budget.test.ts holds the tutorial and question pages to the budget).
// Run after `next build`: node apps/web/scripts/js-budget.mjs   (NEXT_DIST_DIR picks another build folder; --all
// lists every route, not only the reader pages)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The budget of a reader page, in KB of compressed JavaScript as served. The site's own part was 25 KB until the
 * interface languages (issue #31): the language menu, the offer of a reader's language and the links that keep
 * their language cost 0.8 KB on every page, and the site's part went from 24.8 to 25.6 KB on the tutorial page; 26 KB
 * until every page spoke nine languages (the client parts' words: English defaults, plural forms, fill-ins), after
 * which the tutorial page measures 26.4 KB (docs/decisions.md, "Performance: what a reader's browser downloads");
 * 27 KB until the code blocks' copy buttons came out of the page's HTML (issue #33, goal 2): the code that adds them
 * costs 0.15 KB, once, cached, where the buttons cost every view of the seeded tutorial page 3 KB of HTML; the
 * tutorial page then measures 27.14 KB.
 */
export const BUDGET = { totalKB: 150, siteKB: 27.5 };

/** Reader pages (the page types a visitor reads), by route, with what they are. */
export const READER_ROUTES = {
  '/community/[[...landing]]': 'community landing (/community)',
  '/community/tutorials': 'tutorials list, search (?q=)',
  '/community/questions': 'questions list',
  '/community/tutorials/[slug]': 'tutorial',
  '/community/questions/[slug]': 'question',
  '/community/tags/[slug]': 'tag page',
  '/community/users/[slug]': 'user page',
  '/community/tools/[slug]': 'tool',
  '/community/tutorial-series/[slug]': 'tutorial series',
  '/': 'marketing home',
  '/pricing': 'pricing',
  '/landing/[...slug]': 'landing page',
  '/blog': 'blog index',
  '/blog/[slug]': 'blog post',
  '/[slug]': 'static page',
  '/partners': 'partners',
};

function findManifests(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findManifests(full));
    else if (entry.name === 'page_client-reference-manifest.js') found.push(full);
  }
  return found;
}

/**
 * The compressed JavaScript of every app route of the build in `distDir`: `{ route, files, brotliKB, gzipKB,
 * siteBrotliKB, siteGzipKB }` per route, and the framework's own figures. Null when there is no build there.
 */
export function measureRoutes(distDir) {
  if (!existsSync(path.join(distDir, 'build-manifest.json'))) return null;
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const full = path.join(distDir, file);
      if (!existsSync(full)) sizes.set(file, { brotli: 0, gzip: 0 });
      else {
        const source = readFileSync(full);
        const brotli = existsSync(`${full}.br`)
          ? readFileSync(`${full}.br`).length
          : brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
        sizes.set(file, { brotli: brotli / 1024, gzip: gzipSync(source, { level: 6 }).length / 1024 });
      }
    }
    return sizes.get(file);
  };
  const sum = (files, key) => files.reduce((total, file) => total + sizeOf(file)[key], 0);
  const frameworkFiles = buildManifest.rootMainFiles;

  const routes = [];
  for (const file of findManifests(path.join(distDir, 'server', 'app'))) {
    // The manifest is a script that assigns to globalThis.__RSC_MANIFEST; run it in a sandbox to read it.
    const sandbox = { globalThis: { __RSC_MANIFEST: {} } };
    vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
    for (const [entry, manifest] of Object.entries(sandbox.globalThis.__RSC_MANIFEST)) {
      // Every page lives under its language (app/[locale]): routes are named as the English addresses spell them.
      const route =
        entry
          .replace(/\/page$/, '')
          .replace(/\/\([^)]+\)/g, '')
          .replace(/^\/\[locale\]/, '') || '/';
      if (route.startsWith('/_')) continue;
      const siteFiles = new Set();
      for (const chunks of Object.values(manifest.entryJSFiles ?? {}))
        for (const chunk of chunks) if (!frameworkFiles.includes(chunk)) siteFiles.add(chunk);
      const site = [...siteFiles];
      routes.push({
        route,
        files: frameworkFiles.length + site.length,
        brotliKB: sum(frameworkFiles, 'brotli') + sum(site, 'brotli'),
        gzipKB: sum(frameworkFiles, 'gzip') + sum(site, 'gzip'),
        siteBrotliKB: sum(site, 'brotli'),
        siteGzipKB: sum(site, 'gzip'),
      });
    }
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));
  return {
    isPrecompressed: frameworkFiles.every((file) => existsSync(path.join(distDir, `${file}.br`))),
    framework: {
      files: frameworkFiles.length,
      brotliKB: sum(frameworkFiles, 'brotli'),
      gzipKB: sum(frameworkFiles, 'gzip'),
    },
    routes,
  };
}

/** What a route's figures break of the budget (empty when within it). */
export function overBudget(row) {
  const problems = [];
  if (row.brotliKB > BUDGET.totalKB) problems.push(`over ${BUDGET.totalKB} KB in all`);
  if (row.siteBrotliKB > BUDGET.siteKB) problems.push(`over ${BUDGET.siteKB} KB of site code`);
  return problems;
}

function report(distDir, { all }) {
  let result;
  try {
    result = measureRoutes(distDir);
  } catch (error) {
    // A report, never a gate: a manifest this script does not understand must not fail the build.
    console.log(`js-budget: could not read the build (${error instanceof Error ? error.message : error})`);
    return;
  }
  if (!result) {
    console.log(`js-budget: no build in ${distDir} (run next build first)`);
    return;
  }
  const kb = (value) => value.toFixed(1).padStart(6);
  const rows = all ? result.routes : result.routes.filter((row) => row.route in READER_ROUTES);
  console.log(
    `Compressed JavaScript per ${all ? 'route' : 'reader page'} (KB on a first visit; brotli as served${result.isPrecompressed ? ', precompressed at quality 11' : ' at quality 4: no precompressed files'}, and gzip):`,
  );
  console.log('  brotli   site   gzip   site files  route');
  for (const row of rows) {
    const problems = overBudget(row);
    console.log(
      `  ${kb(row.brotliKB)} ${kb(row.siteBrotliKB)} ${kb(row.gzipKB)} ${kb(row.siteGzipKB)} ${String(row.files).padStart(5)}  ${row.route}${READER_ROUTES[row.route] ? ` (${READER_ROUTES[row.route]})` : ''}${problems.length ? `  OVER: ${problems.join(', ')}` : ''}`,
    );
  }
  console.log(
    `  framework (React and the Next.js runtime, on every page): ${result.framework.brotliKB.toFixed(1)} KB brotli, ${result.framework.gzipKB.toFixed(1)} KB gzip, ${result.framework.files} files`,
  );
  const over = rows.filter((row) => row.route in READER_ROUTES && overBudget(row).length > 0);
  console.log(
    over.length
      ? `Budget (≤ ${BUDGET.totalKB} KB, ≤ ${BUDGET.siteKB} KB of site code, brotli as served): ${over.length} reader page(s) over.`
      : `Budget (≤ ${BUDGET.totalKB} KB, ≤ ${BUDGET.siteKB} KB of site code, brotli as served): every reader page within.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  report(path.join(appDir, process.env.NEXT_DIST_DIR || '.next'), { all: process.argv.includes('--all') });
}
