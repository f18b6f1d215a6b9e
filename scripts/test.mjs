// `npm test`: the full test suite.
//   1. Vitest: unit (packages), web components, and API integration tests on embedded PGlite.
//   2. The API integration tests again on a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
//   3. Playwright end-to-end tests in Chromium against the production build (built here when needed).
// Prints one closing line `N passed, N failed` over everything and exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root, run } from './lib.mjs';

const outDir = path.join(root, 'test-results', 'summary');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const args = process.argv.slice(2);
const skipE2e = args.includes('--no-e2e') || process.env.REEF_SKIP_E2E === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];

function readVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function readPlaywright(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

async function stage(name, command, commandArgs, env, readCounts, reportFile) {
  console.log(`\n[reef test] ${name}`);
  const code = await run(command, commandArgs, { env: { ...process.env, ...env } });
  const counts = readCounts(reportFile) ?? { passed: 0, failed: 0, skipped: 0 };
  // A runner that crashed before reporting still counts as a failure.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  stages.push({ name, code, ...counts });
}

const vitestJson = path.join(outDir, 'vitest.json');
await stage(
  'unit, web and API tests (embedded PGlite)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { DATABASE_URL: '' },
  readVitest,
  vitestJson,
);

if (process.env.TEST_DATABASE_URL) {
  const pgJson = path.join(outDir, 'vitest-postgres.json');
  await stage(
    'API tests on PostgreSQL (TEST_DATABASE_URL)',
    'npx',
    ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`],
    { DATABASE_URL: process.env.TEST_DATABASE_URL },
    readVitest,
    pgJson,
  );
} else {
  console.log('\n[reef test] TEST_DATABASE_URL is not set: the API tests ran on embedded PGlite only.');
}

if (skipE2e) {
  console.log('\n[reef test] end-to-end tests skipped (--no-e2e).');
} else if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('\n[reef test] Chromium is missing (apt-get install -y chromium): end-to-end tests cannot run.');
  totals.failed += 1;
  stages.push({ name: 'end-to-end (Chromium missing)', code: 1, passed: 0, failed: 1, skipped: 0 });
} else {
  await buildIfNeeded();
  const e2eJson = path.join(outDir, 'playwright.json');
  await stage(
    'end-to-end tests (Playwright, Chromium, production build)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
    readPlaywright,
    e2eJson,
  );
}

console.log('\n[reef test] summary');
for (const s of stages) {
  console.log(`  ${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || stages.some((s) => s.code !== 0) ? 1 : 0);
