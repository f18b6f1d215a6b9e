// The JavaScript budget of reader pages (issue #15): a tutorial and a question page load at most 150 KB of compressed
// JavaScript, at most BUDGET.siteKB of it the site's own code above React and Next.js, as the browser downloads it (brotli,
// precompressed at build time). Sizes of the production build, read from its manifests (scripts/js-budget.mjs):
// the same build gives the same figures. Skipped when there is no build (CI builds before it tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUDGET, measureRoutes, overBudget } from '../../scripts/js-budget.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const figures = measureRoutes(path.join(appDir, process.env.NEXT_DIST_DIR || '.next'));

describe.skipIf(figures === null)('JavaScript budget of the production build', () => {
  it('serves the build brotli-compressed at build time', () => {
    expect(figures!.isPrecompressed).toBe(true);
  });

  it.each(['/community/tutorials/[slug]', '/community/questions/[slug]'])(
    `%s loads ≤ ${BUDGET.totalKB} KB, ≤ ${BUDGET.siteKB} KB of it the site's own code`,
    (route) => {
      const row = figures!.routes.find((candidate) => candidate.route === route);
      expect(row, route).toBeDefined();
      expect(
        overBudget(row!),
        `${route}: ${row!.brotliKB.toFixed(1)} KB, site ${row!.siteBrotliKB.toFixed(1)} KB`,
      ).toEqual([]);
    },
  );
});
