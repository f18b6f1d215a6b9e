// Shared helpers of the root scripts (start, test): find what is built, build what is not, run processes.
import { spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Build outputs that must exist before the production servers can start. */
const buildOutputs = [
  'packages/core/dist/index.js',
  'packages/markdown/dist/index.js',
  'packages/i18n/dist/index.js',
  'packages/client/dist/index.js',
  'apps/api/dist/main.js',
  'apps/web/.next/BUILD_ID',
];

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when a build output is missing or older than the sources it is built from. */
export function needsBuild() {
  const missing = buildOutputs.filter((p) => !existsSync(path.join(root, p)));
  if (missing.length > 0) return `not built yet (${missing[0]})`;
  const oldestOutput = Math.min(...buildOutputs.map((p) => statSync(path.join(root, p)).mtimeMs));
  const sources = [
    'packages/core/src',
    'packages/markdown/src',
    'packages/i18n/src',
    'packages/client/src',
    'apps/api/src',
    'apps/web/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newestSource > oldestOutput ? 'sources changed since the last build' : '';
}

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Builds every workspace when needed; exits the process when the build fails. */
export async function buildIfNeeded({ force = false } = {}) {
  const reason = force ? 'rebuild requested' : needsBuild();
  if (!reason) return;
  console.log(`[reef] building (${reason})…`);
  const code = await run('npm', ['run', 'build'], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (code !== 0) {
    console.error('[reef] the build failed; see the output above.');
    process.exit(code);
  }
}

/** Polls a URL until it answers 2xx or the time runs out. */
export async function waitForUrl(url, { timeoutMs = 60_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
