// Scripts and styles of the build, brotli-compressed once at the highest quality. The build writes `<file>.br` beside
// every script and stylesheet in the build's static folder (scripts/precompress.mjs, run after `next build`); the
// server answers a browser that accepts brotli with those bytes, read once and kept in memory (the files are
// immutable: their names change with their content). On-the-fly compression can only afford brotli's quality 4 on
// every request, which is no smaller than gzip; quality 11 is about 15% smaller. Without a `.br` file (a build made
// without the step, or any other file) the request goes on to Next.js and the server's ordinary compression.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compressBrotli = promisify(brotliCompress);
const STATIC_PREFIX = '/_next/static/';
const COMPRESSIBLE = /\.(?:js|css)$/;
const CONTENT_TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Whether an Accept-Encoding header accepts brotli (listed as `br` without `q=0`). */
export function acceptsBrotli(header) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== 'br') return false;
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    return quality === undefined || Number(quality) > 0;
  });
}

function listCompressible(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listCompressible(full));
    else if (COMPRESSIBLE.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * Writes `<file>.br` (brotli, quality 11) beside every script and stylesheet under `staticDir` that has none or an
 * older one. Returns how many files it wrote.
 */
export async function precompressStatic(staticDir) {
  if (!existsSync(staticDir)) return 0;
  let written = 0;
  for (const file of listCompressible(staticDir)) {
    const target = `${file}.br`;
    if (existsSync(target) && statSync(target).mtimeMs >= statSync(file).mtimeMs) continue;
    const source = readFileSync(file);
    const compressed = await compressBrotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(target, compressed);
    written += 1;
  }
  return written;
}

/**
 * A request handler for the build's precompressed files: `serve(req, res)` answers and returns true when the request
 * is a GET or HEAD of a static script or stylesheet that has a `.br` file and the client accepts brotli; otherwise it
 * returns false and leaves the request alone.
 */
export function createPrecompressedStatic(distDir) {
  const staticDir = path.resolve(distDir, 'static');
  // Only files found are kept: addresses of files that do not exist must not grow the map.
  const cache = new Map();
  const read = (file) => {
    let body = cache.get(file);
    if (!body && existsSync(`${file}.br`)) cache.set(file, (body = readFileSync(`${file}.br`)));
    return body;
  };
  return function servePrecompressed(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(STATIC_PREFIX)) return false;
    if (!acceptsBrotli(req.headers['accept-encoding'])) return false;
    let relative;
    try {
      relative = decodeURIComponent(url.slice(STATIC_PREFIX.length).split('?')[0]);
    } catch {
      return false;
    }
    if (!COMPRESSIBLE.test(relative)) return false;
    const file = path.resolve(staticDir, relative);
    if (!file.startsWith(staticDir + path.sep)) return false;
    const body = read(file);
    if (!body) return false;
    res.statusCode = 200;
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)]);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
