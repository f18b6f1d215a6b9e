// Markdown renderer benchmark: @reef/markdown (built dist) against the reference plugin it
// replaces, on the reference's own full fixture and on a large generated document, alternating
// renders after warm-up; then pathological inputs at n, 2n and 4n to show linear growth.
//   npm run build -w packages/core -w packages/markdown && node --expose-gc bench/markdown/run.mjs [--quick]
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import markdownit from 'markdown-it';
import { markdownPlugin, renderMarkdown } from '@reef/markdown';
import { fullInput, largeDocument } from './documents.mjs';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const isQuick = process.argv.includes('--quick');
const referencePlugin = require('@digitalocean/do-markdownit');
const { PRISM_LANGUAGES } = await import('../../packages/markdown/dist/prism/languages.generated.js');

// Both renderers with every Prism language loaded (the reference's output depends on it).
const reference = markdownit().use(referencePlugin, {});
for (const language of PRISM_LANGUAGES) reference.render(`\`\`\`${language}\nx\n\`\`\`\n`);
const ours = markdownit().use(markdownPlugin, {});
ours.render('```js\nx\n```\n');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const time = (run) => {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const heapAfter = (run) => {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = run();
  const used = process.memoryUsage().heapUsed - before;
  return { used, kept };
};

function compare(name, source, rounds) {
  const fromReference = reference.render(source);
  const fromOurs = ours.render(source);
  const isIdentical = fromReference === fromOurs;
  for (let i = 0; i < 3; i += 1) {
    reference.render(source);
    ours.render(source);
  }
  const timesOurs = [];
  const timesReference = [];
  for (let i = 0; i < rounds; i += 1) {
    if (i % 2) {
      timesReference.push(time(() => reference.render(source)));
      timesOurs.push(time(() => ours.render(source)));
    } else {
      timesOurs.push(time(() => ours.render(source)));
      timesReference.push(time(() => reference.render(source)));
    }
  }
  const memoryOurs = heapAfter(() => ours.render(source)).used;
  const memoryReference = heapAfter(() => reference.render(source)).used;
  return {
    name,
    bytes: source.length,
    identical: isIdentical,
    oursMs: median(timesOurs),
    referenceMs: median(timesReference),
    ratio: median(timesOurs) / median(timesReference),
    oursHeapMB: memoryOurs / 2 ** 20,
    referenceHeapMB: memoryReference / 2 ** 20,
  };
}

// Pathological inputs: [build(n), n]; each is rendered at n, 2n and 4n (n chosen so that t(n) is
// tens of milliseconds, well above timer noise).
const pathological = {
  'deep blockquotes': [(n) => `${'> '.repeat(n)}x\n`, 400_000],
  'deep blockquotes, no spaces': [(n) => `${'>'.repeat(n)}x\n`, 400_000],
  'nested lists': [
    (n) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i % 200)}- item`).join('\n'),
    20_000,
  ],
  'nested callouts': [(n) => '<$>[note]\n'.repeat(n) + 'x\n' + '<$>\n'.repeat(n), 10_000],
  'nested details': [(n) => '[details a\n'.repeat(n) + 'x\n' + ']\n'.repeat(n), 5_000],
  'backtick runs': [(n) => '`'.repeat(n) + 'x' + '``'.repeat(n >> 1), 400_000],
  'backtick runs of every length': [
    (n) => Array.from({ length: n }, (_, i) => '`'.repeat(1 + (i % 50))).join('a'),
    20_000,
  ],
  'open brackets': [(n) => '['.repeat(n) + 'x' + '](y)'.repeat(n >> 2), 20_000],
  asterisks: [(n) => '*a '.repeat(n) + '**'.repeat(n >> 1), 20_000],
  'unclosed callouts': [(n) => '<$>[note]\ntext\n'.repeat(n), 10_000],
  'callouts of a class not allowed': [(n) => '<$>[bad]\n\n'.repeat(n) + '<$>\n', 10_000],
  'callout markers': [(n) => '<$>'.repeat(n) + '\n' + '<$>[]\n'.repeat(n >> 2) + '<$>\n', 20_000],
  'unclosed columns': [(n) => '[column\n[x\n'.repeat(n), 10_000],
  'one-line details': [(n) => '[details a]\n\n'.repeat(n), 10_000],
  'details in list items': [(n) => '- [details a\n'.repeat(n), 10_000],
  'unclosed details between callouts': [(n) => '[details a\n\n<$>[note]\nx\n<$>\n\n'.repeat(n), 5_000],
  'unclosed comments': [(n) => '<!-- a\n\n'.repeat(n), 80_000],
  'mentions in a link': [(n) => `[${'@a'.repeat(n)}](x)`, 40_000],
  'mentions among emphasis in a link': [(n) => `[${'*a* @b '.repeat(n)}](x)`, 10_000],
  'highlight markers': [(n) => '<^>a '.repeat(n), 20_000],
};

// CPU time of this process (the machine is shared: wall time under load is mostly waiting);
// the least of a few runs, each after a full collection.
const cpuTime = (run) => {
  globalThis.gc?.();
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};
const leastCpuTime = (run, runs) => Math.min(...Array.from({ length: runs }, () => cpuTime(run)));

const results = { documents: [], scaling: [] };
console.error('comparing documents…');
results.documents.push(compare('reference full-input.md', fullInput, isQuick ? 15 : 41));
results.documents.push(
  compare('generated document', largeDocument(isQuick ? 50_000 : 100_000), isQuick ? 3 : 7),
);

const scale = isQuick ? 0.25 : 1;
const runs = isQuick ? 3 : 5;
for (const [name, [build, size]] of Object.entries(pathological)) {
  console.error(`scaling: ${name}`);
  const row = { name, times: [] };
  for (const factor of [1, 2, 4]) {
    const n = Math.round(size * scale) * factor;
    const source = build(n);
    renderMarkdown(source);
    row.times.push({ n, bytes: source.length, ms: leastCpuTime(() => renderMarkdown(source), runs) });
  }
  results.scaling.push(row);
}
const fiveMb = largeDocument(5 * 2 ** 20);
const fiveMbRow = { name: '5 MB document (¼, ½, all)', times: [] };
console.error('scaling: 5 MB document');
renderMarkdown(fiveMb.slice(0, fiveMb.length >> 2));
for (const factor of [1, 2, 4]) {
  const source = fiveMb.slice(0, Math.floor((fiveMb.length * factor) / 4));
  fiveMbRow.times.push({
    n: factor,
    bytes: source.length,
    ms: leastCpuTime(() => renderMarkdown(source), isQuick ? 1 : 3),
  });
}
results.scaling.push(fiveMbRow);
// Memory of one 5 MB render: heap still used right after it (its garbage included, as no
// collection is forced) and once collected with the result kept.
{
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const start = process.hrtime.bigint();
  const { html: result } = renderMarkdown(fiveMb);
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const afterRender = process.memoryUsage().heapUsed;
  globalThis.gc?.();
  const retained = process.memoryUsage().heapUsed;
  results.fiveMb = {
    bytes: fiveMb.length,
    htmlBytes: result.length,
    wallMs,
    heapGrowthMB: (afterRender - before) / 2 ** 20,
    retainedMB: (retained - before) / 2 ** 20,
    peakRssMB: process.resourceUsage().maxRSS / 1024,
  };
}

console.log('\nDocuments (median of alternating renders, plugin with default options on both sides)');
console.log(
  '| input | size | ours (ms) | reference (ms) | ours / reference | heap ours / ref (MB) | identical |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of results.documents) {
  console.log(
    `| ${row.name} | ${(row.bytes / 1024).toFixed(0)} KB | ${row.oursMs.toFixed(2)} | ${row.referenceMs.toFixed(2)} | ${row.ratio.toFixed(2)} (${(1 / row.ratio).toFixed(1)}× faster) | ${row.oursHeapMB.toFixed(1)} / ${row.referenceHeapMB.toFixed(1)} | ${row.identical ? 'yes' : 'NO'} |`,
  );
}
console.log(
  '\nScaling (renderMarkdown, default preset): least CPU ms of a few renders at n, 2n, 4n and the ratios',
);
console.log('| input | n | t(n) ms | t(2n) ms | t(4n) ms | t(2n)/t(n) | t(4n)/t(2n) |');
console.log('|---|---|---|---|---|---|---|');
for (const row of results.scaling) {
  const [a, b, c] = row.times;
  console.log(
    `| ${row.name} | ${(a.bytes / 1024).toFixed(0)} KB | ${a.ms.toFixed(1)} | ${b.ms.toFixed(1)} | ${c.ms.toFixed(1)} | ${(b.ms / a.ms).toFixed(2)} | ${(c.ms / b.ms).toFixed(2)} |`,
  );
}
const memory = results.fiveMb;
console.log(
  `\n5 MB document: ${(memory.bytes / 2 ** 20).toFixed(1)} MB in, ${(memory.htmlBytes / 2 ** 20).toFixed(1)} MB of HTML out; ` +
    `one render ${memory.wallMs.toFixed(0)} ms wall, heap +${memory.heapGrowthMB.toFixed(0)} MB right after it, ` +
    `+${memory.retainedMB.toFixed(0)} MB once collected (the HTML), peak RSS of the whole run ${memory.peakRssMB.toFixed(0)} MB`,
);
const outputDirectory = join(here, '..', 'results');
mkdirSync(outputDirectory, { recursive: true });
writeFileSync(join(outputDirectory, 'markdown.json'), `${JSON.stringify(results, null, 2)}\n`);
if (results.documents.some((row) => !row.identical)) {
  console.error('Outputs differ from the reference');
  process.exitCode = 1;
}
