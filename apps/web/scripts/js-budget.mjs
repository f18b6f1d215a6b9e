// JavaScript budget of the production build: the gzip-compressed JavaScript each app route loads on its first
// visit (the framework's root files plus the route's client entry chunks, as the build's manifests list them), the
// issue #7 goal being ≤ 100 KB on a tutorial page. Reports only; it never fails the build.
// Run after `next build`: node apps/web/scripts/js-budget.mjs   (NEXT_DIST_DIR picks another build folder)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const BUDGET_ROUTE = '/community/tutorials/[slug]';
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appDir, process.env.NEXT_DIST_DIR || '.next');

if (!existsSync(path.join(distDir, 'build-manifest.json'))) {
  console.log(`js-budget: no build in ${distDir} (run next build first)`);
  process.exit(0);
}

const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
const sizes = new Map();
function gzipKB(file) {
  if (!sizes.has(file)) {
    const full = path.join(distDir, file);
    sizes.set(file, existsSync(full) ? gzipSync(readFileSync(full), { level: 6 }).length / 1024 : 0);
  }
  return sizes.get(file);
}

function findManifests(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findManifests(full));
    else if (entry.name === 'page_client-reference-manifest.js') found.push(full);
  }
  return found;
}

const rows = [];
try {
  for (const file of findManifests(path.join(distDir, 'server', 'app'))) {
    // The manifest is a script that assigns to globalThis.__RSC_MANIFEST; run it in a sandbox to read it.
    const sandbox = { globalThis: {} };
    sandbox.globalThis.__RSC_MANIFEST = {};
    vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
    for (const [entry, manifest] of Object.entries(sandbox.globalThis.__RSC_MANIFEST)) {
      const route = entry.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/';
      if (route.startsWith('/_')) continue;
      const files = new Set(buildManifest.rootMainFiles);
      for (const chunks of Object.values(manifest.entryJSFiles ?? {}))
        for (const chunk of chunks) files.add(chunk);
      const kb = [...files].reduce((sum, chunk) => sum + gzipKB(chunk), 0);
      rows.push({ route, files: files.size, kb });
    }
  }
} catch (error) {
  // A report, never a gate: a manifest this script does not understand must not fail the build.
  console.log(
    `js-budget: could not read the build manifests (${error instanceof Error ? error.message : error})`,
  );
  process.exit(0);
}
rows.sort((a, b) => a.route.localeCompare(b.route));
const frameworkKB = buildManifest.rootMainFiles.reduce((sum, chunk) => sum + gzipKB(chunk), 0);

console.log('JavaScript per route (gzip, first visit):');
for (const row of rows)
  console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${String(row.files).padStart(2)} files  ${row.route}`);
console.log(`  (framework root files alone: ${frameworkKB.toFixed(1)} KB)`);
const target = rows.find((row) => row.route === BUDGET_ROUTE);
if (target) {
  const verdict = target.kb <= BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `Tutorial page: ${target.kb.toFixed(1)} KB of compressed JavaScript — ${verdict} the ${BUDGET_KB} KB budget.`,
  );
}
