// Brotli-compresses the build's scripts and stylesheets once, at the highest quality (`<file>.br` beside each), for
// the production server to send as they are (server/precompressed.mjs). Run after `next build` (the postbuild step);
// NEXT_DIST_DIR picks another build folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressStatic } from '../server/precompressed.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(appDir, process.env.NEXT_DIST_DIR || '.next', 'static');
const started = Date.now();
const written = await precompressStatic(staticDir);
console.log(
  `precompress: ${written} files brotli-compressed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
