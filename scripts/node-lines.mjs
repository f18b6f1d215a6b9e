// The Node.js release lines the test suite runs on besides the one it was started with. Node publishes its binaries
// to the npm registry as the `node` package (`node@24` is the newest 24.x), so a line is one `npm install` away:
// installed once into .cache/node-<line>/ (ignored by git) and reused. `npm test` runs its stages on them
// (scripts/test.mjs): which stage runs on which line is printed before it starts.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

/** The lines `engines` names: the LTS lines in maintenance or active support, plus the machine's own. */
export const TESTED_LINES = [22, 24];

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/**
 * The path of a `node` binary of release line `line`: this process's own when it is of that line, otherwise the
 * `node@<line>` package installed into .cache/node-<line>/. Resolves `{ bin }`, or `{ error }` saying why not
 * (offline, no npm).
 */
export async function nodeOfLine(line) {
  if (major(process.version) === line) return { bin: process.execPath };
  const dir = path.join(root, '.cache', `node-${line}`);
  const bin = path.join(dir, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    console.log(`[reef test] installing Node ${line} from the npm registry (node@${line}) into .cache/…`);
    const code = await run(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `node@${line}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (code !== 0 || !existsSync(bin)) return { error: `npm install node@${line} failed (exit ${code})` };
  }
  return { bin };
}

/** Runs `args` with the given node binary, with that binary first on PATH (so child processes use it too). */
export function runWithNode(bin, args, env = {}) {
  const binDir = path.dirname(bin);
  return run(bin, args, {
    env: { ...process.env, ...env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
  });
}
