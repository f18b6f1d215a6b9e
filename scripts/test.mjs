// `npm test`: the full test suite.
//   1. Vitest: unit (packages), web components, and API integration tests on embedded PGlite.
//   2. The API integration tests again on a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it); it
//      says first whether that server has the rum extension (search's rum path is tested only there), installing
//      Debian's postgresql-<major>-rum as root when the server runs here.
//   3. Playwright end-to-end tests in Chromium against the production build (built here when needed).
// Before any stage it makes sure Chromium is there for step 3: on Debian as root it installs the `chromium` package;
// otherwise it stops at once with the command to run (rather than failing after the long stages). It installs
// Debian's haproxy and nginx the same way for the several-instances and page cache tests (skipped, saying why, where
// they cannot).
// Prints one closing line `N passed, N failed` over everything and exits non-zero on any failure.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root, run } from './lib.mjs';
import { nodeOfLine } from './node-lines.mjs';

const outDir = path.join(root, 'test-results', 'summary');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const args = process.argv.slice(2);
const skipE2e = args.includes('--no-e2e') || process.env.REEF_SKIP_E2E === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL_CHROMIUM = 'apt-get update && apt-get install -y chromium';

/** Chromium for the end-to-end stage: present, installed now (root on Debian with apt-get), or the run stops here. */
async function ensureChromium() {
  if (skipE2e || existsSync(chromiumPath)) return;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isDebian && isRoot) {
    console.log(
      `[reef test] Chromium is missing: installing Debian's chromium package (${INSTALL_CHROMIUM})…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const updated = await run('apt-get', ['update', '-qq'], { env });
    const installed =
      updated === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) : updated;
    if (installed === 0 && existsSync(chromiumPath)) return;
    console.error(`[reef test] installing chromium failed (exit ${installed}).`);
  }
  const how = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${chromiumPath} does not exist: point it at a Chromium binary`
    : isDebian
      ? `run as root: ${INSTALL_CHROMIUM}`
      : `install Chromium so that ${chromiumPath} exists, or set CHROMIUM_PATH to its binary`;
  console.error(
    `[reef test] the end-to-end tests need Chromium at ${chromiumPath} (a browser is never downloaded).`,
  );
  console.error(`[reef test] ${how}, then run npm test again (or npm test -- --no-e2e to skip them).`);
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(1);
}

await ensureChromium();
// The several-instances e2e test (e2e/specs/cluster) needs Debian's haproxy: installed here as root on Debian;
// elsewhere that one test is skipped and says why.
if (!skipE2e) {
  const { ensureHaproxy } = await import('./cluster.mjs');
  const missing = ensureHaproxy();
  if (missing) console.log(`[reef test] ${missing}: the several-instances e2e test will be skipped.`);
  // The page cache e2e test (e2e/specs/page-cache) needs Debian's nginx, installed the same way.
  const { ensureNginx } = await import('./page-cache.mjs');
  const noNginx = ensureNginx();
  if (noNginx) console.log(`[reef test] ${noNginx}: the page cache e2e test will be skipped.`);
}
// The Node.js lines besides the machine's (scripts/node-lines.mjs): the unit and PostgreSQL API stages run on Node 24
// and the end-to-end servers on Node 22, so the unit and API suites run on the machine's Node and on a current LTS
// line, and the pages are served by the other one.
// Where a line cannot be installed (offline), its stages run on the machine's Node and say so; with
// REEF_REQUIRE_NODE_LINES=1 (CI) that counts as a failure.
const lineFailures = [];
async function nodeFor(line) {
  const found = await nodeOfLine(line);
  if (found.bin) return found.bin;
  console.log(
    `[reef test] Node ${line} is unavailable (${found.error}): its stages run on this Node ${process.version}.`,
  );
  lineFailures.push(`Node ${line}: ${found.error}`);
  return process.execPath;
}
const node24 = await nodeFor(24);
const node22 = skipE2e ? process.execPath : await nodeFor(22);
const vitestCli = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const playwrightCli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const versionOf = (bin) => execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();

const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];

function readVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures: (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((t) => t.status === 'failed')
        .map((t) => ({
          where: `${path.relative(root, file.name)} › ${t.fullName ?? t.title}`,
          why: firstLine(t.failureMessages?.[0]),
        })),
    ),
  };
}

/** The first non-empty line of an error message, short enough for the closing summary. */
function firstLine(message) {
  const line = String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim());
  return (line ?? '').trim().slice(0, 300);
}

/** Every failed Playwright test of a JSON report, with the first line of its last error. */
function playwrightFailures(suites, trail = []) {
  const out = [];
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        out.push({
          where: `[${test.projectName}] ${[...here, spec.title].join(' › ')}`,
          why: firstLine(last?.error?.message ?? last?.errors?.[0]?.message),
        });
      }
    }
    out.push(...playwrightFailures(suite.suites, here));
  }
  return out;
}

function readPlaywright(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
    failures: playwrightFailures(report.suites),
  };
}

async function stage(name, command, commandArgs, env, readCounts, reportFile) {
  console.log(`\n[reef test] ${name}`);
  // A stage on another Node line runs that line's binary first on PATH, so its workers and servers use it too.
  const onPath = path.isAbsolute(command)
    ? { PATH: `${path.dirname(command)}${path.delimiter}${process.env.PATH}` }
    : {};
  const code = await run(command, commandArgs, { env: { ...process.env, ...env, ...onPath } });
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
  `unit, web and API tests (embedded PGlite, ${process.version})`,
  process.execPath,
  [vitestCli, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { DATABASE_URL: '' },
  readVitest,
  vitestJson,
);

if (node24 !== process.execPath) {
  const json = path.join(outDir, 'vitest-node24.json');
  await stage(
    `unit tests (${versionOf(node24)})`,
    node24,
    // The unit suite (packages, bench, the web server's own modules): the web app's component tests render in
    // happy-dom, the same on every line, and run once, in the first stage.
    [vitestCli, 'run', '--project', 'unit', '--reporter=dot', '--reporter=json', `--outputFile.json=${json}`],
    {},
    readVitest,
    json,
  );
}

/**
 * Says whether search's rum path runs in the PostgreSQL stage (its tests skip, saying why, without rum). When the
 * server lacks the extension but runs on this machine (Debian's /usr/share/postgresql/<major> is here) and this
 * runs as root, it installs Debian's postgresql-<major>-rum first, as it does Chromium and haproxy.
 */
async function reportRum(url) {
  const { default: pg } = await import('pg');
  const ask = async () => {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query(
        "select exists (select 1 from pg_available_extensions where name = 'rum') as rum, current_setting('server_version_num')::int / 10000 as major",
      );
      return rows[0];
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  try {
    let { rum, major } = await ask();
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!rum && isRoot && existsSync('/usr/bin/apt-get') && existsSync(`/usr/share/postgresql/${major}`)) {
      console.log(`\n[reef test] installing Debian's postgresql-${major}-rum for search's rum path…`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      const pkg = `postgresql-${major}-rum`;
      if ((await run('apt-get', ['install', '-y', '-qq', pkg], { env })) !== 0) {
        await run('apt-get', ['update', '-qq'], { env });
        await run('apt-get', ['install', '-y', '-qq', pkg], { env });
      }
      ({ rum } = await ask());
    }
    console.log(
      rum
        ? '\n[reef test] this PostgreSQL server has the rum extension: search reads ranked candidates from rum indexes, and their tests run.'
        : `\n[reef test] this PostgreSQL server lacks the rum extension: search's rum-path tests are skipped (the GIN path is tested). Debian: apt-get install postgresql-${major}-rum`,
    );
  } catch (error) {
    console.log(`\n[reef test] could not ask the PostgreSQL server about rum: ${error.message}`);
  }
}

if (process.env.TEST_DATABASE_URL) {
  await reportRum(process.env.TEST_DATABASE_URL);
  const pgJson = path.join(outDir, 'vitest-postgres.json');
  await stage(
    `API tests on PostgreSQL (TEST_DATABASE_URL, ${versionOf(node24)})`,
    node24,
    [
      vitestCli,
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgJson}`,
    ],
    { DATABASE_URL: process.env.TEST_DATABASE_URL },
    readVitest,
    pgJson,
  );
} else {
  console.log('\n[reef test] TEST_DATABASE_URL is not set: the API tests ran on embedded PGlite only.');
}

if (skipE2e) {
  console.log('\n[reef test] end-to-end tests skipped (--no-e2e).');
} else {
  await buildIfNeeded();
  const e2eJson = path.join(outDir, 'playwright.json');
  await stage(
    `end-to-end tests (Playwright, Chromium, production build served by ${versionOf(node22)})`,
    node22,
    [playwrightCli, 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
    readPlaywright,
    e2eJson,
  );
}

console.log('\n[reef test] summary');
for (const s of stages) {
  console.log(
    `  ${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`,
  );
  // The failed tests are named here, at the end, where a CI log cut to its tail still shows them.
  for (const f of s.failures ?? []) console.log(`       ✗ ${f.where}${f.why ? `\n         ${f.why}` : ''}`);
}
if (lineFailures.length && process.env.REEF_REQUIRE_NODE_LINES === '1') {
  for (const f of lineFailures) console.log(`  FAIL ${f} (REEF_REQUIRE_NODE_LINES=1)`);
  totals.failed += lineFailures.length;
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || stages.some((s) => s.code !== 0) ? 1 : 0);
