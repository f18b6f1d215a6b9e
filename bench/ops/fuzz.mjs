// The long fuzzing run: the same OpenAPI fuzzer as `npm test` (apps/api/src/resources/openapi-fuzz.test.ts)
// with many more requests per route and a new seed each run (printed, to reproduce a failure).
//   node bench/ops/fuzz.mjs [--runs 40] [--seed N]
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const runs = opt('runs', 40);
const seed = opt('seed', Math.floor(Math.random() * 2 ** 31));
console.log(
  `fuzzing every route: ${runs} requests per route and role mix, seed ${seed} (FUZZ_SEED=${seed} FUZZ_RUNS=${runs} to reproduce)`,
);
const started = Date.now();
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'apps/api/src/resources/openapi-fuzz.test.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_RUNS: String(runs),
      FUZZ_SEED: String(seed),
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    },
  },
);
console.log(
  `fuzzing took ${Math.round((Date.now() - started) / 1000)} s: ${result.status === 0 ? 'PASS' : 'FAIL'}`,
);
process.exit(result.status ?? 1);
