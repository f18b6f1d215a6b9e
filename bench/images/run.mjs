// Image service benchmark: resizes per second and memory of GET /content/v1/images, served by the real
// API over HTTP (cache off, so every request resizes), against sharp called directly in-process on the
// same source with the same pipeline — the ceiling. Each phase runs in its own process so its memory
// figures are its own. The API is loaded from its TypeScript sources through tsx (no build needed).
//   node bench/images/run.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const isQuick = process.argv.includes('--quick');
// `mixed` measures throughput (API and sharp alternating); `direct` and `api` measure memory alone.
const phases = [
  { name: 'throughput', phase: 'mixed' },
  { name: 'memory: sharp direct', phase: 'direct' },
  { name: 'memory: API, cache off', phase: 'api' },
  { name: 'API, cache on (hits)', phase: 'api-cached' },
];

const results = [];
for (const { name, phase } of phases) {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@reef/source',
      join(here, 'phase.mjs'),
      phase,
      isQuick ? 'quick' : 'full',
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
  const line = child.stdout.trim().split('\n').at(-1);
  results.push({ name, ...JSON.parse(line) });
}

const [mixed, direct, api, cached] = results;
const fmt = (n, d = 1) => n.toFixed(d);
const ceiling = mixed.ceiling;
console.log(
  `source ${mixed.source}, widths ${mixed.widths.join('/')}, quality ${mixed.quality}, WebP, concurrency ${mixed.concurrency}`,
);
console.log(
  '| measure | resizes/s | ratio to sharp direct | p50 ms | p95 ms | peak RSS MB | RSS growth MB |',
);
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| sharp direct, in-process (ceiling) | ${fmt(ceiling.perSecond)} | 1.00 | ${fmt(ceiling.p50)} | ${fmt(ceiling.p95)} | ${fmt(direct.peakRssMb, 0)} | ${fmt(direct.peakRssMb - direct.baseRssMb, 0)} |`,
);
console.log(
  `| API over HTTP, cache off | ${fmt(mixed.perSecond)} | ${fmt(mixed.perSecond / ceiling.perSecond, 2)} | ${fmt(mixed.p50)} | ${fmt(mixed.p95)} | ${fmt(api.peakRssMb, 0)} | ${fmt(api.peakRssMb - api.baseRssMb, 0)} |`,
);
console.log(
  `| API over HTTP, cache hits | ${fmt(cached.perSecond)} | ${fmt(cached.perSecond / ceiling.perSecond, 2)} | ${fmt(cached.p50)} | ${fmt(cached.p95)} | ${fmt(cached.peakRssMb, 0)} | ${fmt(cached.peakRssMb - cached.baseRssMb, 0)} |`,
);
mkdirSync(join(here, '..', 'results'), { recursive: true });
writeFileSync(
  join(here, '..', 'results', 'images.json'),
  JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
);
