// Sign-in cost by email: the CPU time POST /v1/auth/login takes for an email with an account (wrong password,
// the reference) and for an email without one, alternating the two, with the production argon2id cost.
// The ratio should be close to 1: an unknown email is checked against a dummy hash of the same cost, so
// the answer's time does not tell which emails have accounts.
//   node bench/sign-in/run.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const child = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--conditions=@reef/source',
    join(here, 'phase.mjs'),
    process.argv.includes('--quick') ? 'quick' : 'full',
  ],
  {
    encoding: 'utf8',
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      TSX_TSCONFIG_PATH: join(here, '..', '..', 'apps', 'api', 'tsconfig.json'),
    },
    maxBuffer: 10 * 1024 * 1024,
  },
);
if (child.status !== 0) {
  console.error(child.stderr || child.stdout);
  process.exit(1);
}
const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
console.log(`argon2id ${r.memoryKib} KiB, t=${r.timeCost}; ${r.rounds} sign-ins of each kind, alternating`);
console.log('| email | median CPU ms | p90 CPU ms | ratio to an existing email |');
console.log('|---|---|---|---|');
console.log(
  `| has an account (wrong password) | ${r.known.p50.toFixed(1)} | ${r.known.p90.toFixed(1)} | 1.00 |`,
);
console.log(
  `| has no account | ${r.unknown.p50.toFixed(1)} | ${r.unknown.p90.toFixed(1)} | ${(r.unknown.p50 / r.known.p50).toFixed(2)} |`,
);
