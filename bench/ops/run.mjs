// `npm run bench -w bench -- ops` (or `node bench/ops/run.mjs`): every operations drill, one after the
// other. Needs the built API (npm run build) and PostgreSQL's server binaries (initdb, pg_ctl).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
let failed = 0;
for (const [script, args] of [
  ['pg-restart.mjs', []],
  ['kill9.mjs', []],
  ['revalidation-kill9.mjs', []],
  ['load.mjs', []],
  ['fuzz.mjs', []],
]) {
  console.log(`\n### ${script}`);
  const result = spawnSync(process.execPath, [path.join(here, script), ...args], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
