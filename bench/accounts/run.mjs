// `npm run bench -w bench -- accounts` (or `node bench/accounts/run.mjs [runs]`): the property "no sequence of
// admin actions lets an account end with a flag that no one holding it granted, or an actor take charge of an
// account holding a flag they lack" (apps/api/src/resources/users/flag-reach.property.test.ts), with many more drawn
// sequences than `npm test` plays (default 200; FLAG_REACH_RUNS or the first argument). Runs on the embedded
// database unless TEST_DATABASE_URL names a PostgreSQL server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const runs = process.argv[2] ?? process.env.FLAG_REACH_RUNS ?? '200';
const started = Date.now();
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'apps/api/src/resources/users/flag-reach.property.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FLAG_REACH_RUNS: runs } },
);
console.log(`flag reach: ${runs} sequences in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
