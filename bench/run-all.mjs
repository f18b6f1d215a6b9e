// `npm run bench`: runs every benchmark folder that has a run.mjs, one after the other.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
let failed = 0;
for (const entry of readdirSync(here, { withFileTypes: true })) {
  if (!entry.isDirectory() || (only && entry.name !== only)) continue;
  const script = path.join(here, entry.name, 'run.mjs');
  if (!existsSync(script)) continue;
  console.log(`\n## ${entry.name}`);
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
