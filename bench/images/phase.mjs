// One phase of the image benchmark (see run.mjs); prints one JSON line of figures. Runs under tsx so
// it can import the API's TypeScript sources.
import { createServer } from 'node:http';
import sharp from 'sharp';
import { buildApp } from '../../apps/api/src/app.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { parseEnv } from '../../apps/api/src/env.js';

const [phase = 'direct', size = 'full'] = process.argv.slice(2);
const REQUESTS = size === 'quick' ? 24 : 60;
const ROUNDS = size === 'quick' ? 2 : 5;
let ceiling = null;
const CONCURRENCY = 4;
const WIDTHS = [320, 640, 960, 1280];
const QUALITY = 75;

// A photo-like source: 2400×1600 with noise, so encoders have real work to do.
const source = await sharp({
  create: {
    width: 2400,
    height: 1600,
    channels: 3,
    background: { r: 40, g: 110, b: 200 },
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 85 })
  .toBuffer();

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

async function runPool(task) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies };
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

let measure;
let cleanup = async () => undefined;
const resize = (i) =>
  sharp(source)
    .rotate()
    .resize({ width: WIDTHS[i % WIDTHS.length], withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer()
    .then(() => undefined);
let get = resize;

if (phase === 'direct') {
  for (let i = 0; i < 8; i += 1) await resize(i);
  measure = () => runPool(resize);
} else {
  const origin = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': source.byteLength }).end(source),
  );
  await new Promise((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const originUrl = `http://127.0.0.1:${origin.address().port}`;
  const env = parseEnv(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      IMAGE_ALLOWED_ORIGINS: originUrl,
      IMAGE_CACHE_MB: phase === 'api-cached' ? '256' : '0',
      RATE_LIMIT_ENABLED: 'false',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      REVALIDATE_SECRET: 'bench-revalidate-secret',
    },
    { persistSecrets: false },
  );
  const handle = await openDatabase({ inMemory: true });
  await handle.migrate();
  const app = await buildApp({ db: handle.db, env, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${app.server.address().port}`;
  // With the cache off, a distinct source URL per request also keeps concurrent identical requests from
  // sharing one resize, so every request is a full fetch + resize; the cached phase repeats four URLs.
  let n = 0;
  const srcFor = () =>
    encodeURIComponent(`${originUrl}/photo.jpg${phase === 'api-cached' ? '' : `?n=${n++}`}`);
  get = async (i) => {
    const src = srcFor();
    const res = await fetch(
      `${apiUrl}/content/v1/images?src=${src}&width=${WIDTHS[i % WIDTHS.length]}&quality=${QUALITY}`,
      { headers: { accept: 'image/webp,*/*' } },
    );
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 8; i += 1) await get(i);
  measure = () => runPool(get);
  if (phase === 'mixed') {
    // Rounds alternate the two, so a busy machine slows both alike; the figures are the API's and,
    // under `ceiling`, sharp's own.
    measure = async () => {
      const api = { seconds: 0, latencies: [] };
      const direct = { seconds: 0, latencies: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        const d = await runPool(resize);
        direct.seconds += d.seconds;
        direct.latencies.push(...d.latencies);
        const a = await runPool(get);
        api.seconds += a.seconds;
        api.latencies.push(...a.latencies);
      }
      ceiling = {
        perSecond: (REQUESTS * ROUNDS) / direct.seconds,
        p50: percentile(direct.latencies, 0.5),
        p95: percentile(direct.latencies, 0.95),
      };
      return { seconds: api.seconds / ROUNDS, latencies: api.latencies };
    };
  }
  cleanup = async () => {
    await app.close();
    await handle.close();
    origin.close();
  };
}

globalThis.gc?.();
const baseRss = process.memoryUsage().rss;
peakRss = baseRss;
const { seconds, latencies } = await measure();
clearInterval(sampler);
await cleanup();
console.log(
  JSON.stringify({
    phase,
    source: '2400×1600 JPEG',
    widths: WIDTHS,
    quality: QUALITY,
    concurrency: CONCURRENCY,
    requests: REQUESTS,
    perSecond: REQUESTS / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    baseRssMb: baseRss / 1048576,
    peakRssMb: peakRss / 1048576,
    ceiling,
  }),
);
process.exit(0);
