// The image service (content-and-presentation §7, /content/v1/images): fetches an image from an allowed
// origin, resizes it to the asked width and re-encodes it with sharp at the asked quality. Results are
// kept in a bounded in-memory cache per process; the CDN in front of /content/v1 is the shared cache.
import sharp, { type Metadata } from 'sharp';
import type { Env } from '../env.js';
import { BadRequestError, HttpError, NotFoundError } from '../errors.js';

export type ImageRequest = { src: string; width: number; quality: number; accept?: string };
export type ImageResult = { body: Buffer; contentType: string };
export type ImageService = { transform(request: ImageRequest): Promise<ImageResult>; readonly cachedBytes: number };

const FETCH_TIMEOUT_MS = 10_000;
/** Largest source the service reads, in bytes. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
// Decompression bombs: a small file can claim a huge canvas.
const MAX_INPUT_PIXELS = 40_000_000;

/** The absolute URL of `src` if it is on an allowed origin (a site path is read from the web app). */
export function resolveImageSource(src: string, env: Pick<Env, 'IMAGE_ALLOWED_ORIGINS' | 'PUBLIC_WEB_URL'>): URL {
  let url: URL;
  try {
    url = src.startsWith('/') && !src.startsWith('//') ? new URL(src, env.PUBLIC_WEB_URL) : new URL(src);
  } catch {
    throw new BadRequestError('src is not a URL', [{ path: 'querystring.src', message: 'Expected an absolute URL or a site path' }]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BadRequestError('src must be http or https', [{ path: 'querystring.src', message: 'Unsupported scheme' }]);
  }
  if (!env.IMAGE_ALLOWED_ORIGINS.includes(url.origin)) {
    throw new BadRequestError('src is not on an allowed origin', [{ path: 'querystring.src', message: `Origin ${url.origin} is not allowed` }]);
  }
  return url;
}

async function readLimited(res: Response): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_SOURCE_BYTES) throw new BadRequestError('The source image is too large');
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!res.body) return Buffer.alloc(0);
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > MAX_SOURCE_BYTES) throw new BadRequestError('The source image is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function fetchSource(url: URL): Promise<Buffer> {
  let res: Response;
  try {
    // Redirects could leave the allowed origins, so they are not followed.
    res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'image/*' } });
  } catch (error) {
    throw new HttpError(502, 'bad_gateway', `The source image could not be fetched: ${(error as Error).message}`);
  }
  if (res.status === 404 || res.status === 410) throw new NotFoundError('The source image does not exist');
  if (!res.ok) throw new HttpError(502, 'bad_gateway', `The source answered ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('image/')) throw new BadRequestError('src is not an image', [{ path: 'querystring.src', message: `Content type ${type || 'unknown'}` }]);
  return readLimited(res);
}

type OutputFormat = 'webp' | 'jpeg' | 'png';

function pickFormat(accept: string | undefined, sourceFormat: string | undefined, hasAlpha: boolean): OutputFormat {
  if (accept?.includes('image/webp')) return 'webp';
  if (sourceFormat === 'jpeg' && !hasAlpha) return 'jpeg';
  return hasAlpha || sourceFormat === 'png' ? 'png' : 'jpeg';
}

/** Resizes and re-encodes one image buffer (exported for the benchmark's in-process ceiling). */
export async function resizeImage(input: Buffer, width: number, quality: number, accept?: string): Promise<ImageResult> {
  let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch {
    throw new BadRequestError('src is not an image sharp can read');
  }
  const format = pickFormat(accept, meta.format, meta.hasAlpha ?? false);
  image = image.rotate().resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'webp' ? image.webp({ quality }) : format === 'jpeg' ? image.jpeg({ quality, mozjpeg: false }) : image.png({ quality, compressionLevel: 6, palette: quality < 100 });
  try {
    return { body: await encoded.toBuffer(), contentType: `image/${format}` };
  } catch {
    throw new BadRequestError('The source image could not be decoded');
  }
}

/** Creates the service with its own cache (one per app instance). */
export function createImageService(env: Pick<Env, 'IMAGE_ALLOWED_ORIGINS' | 'PUBLIC_WEB_URL' | 'IMAGE_CACHE_MB'>): ImageService {
  const budget = env.IMAGE_CACHE_MB * 1024 * 1024;
  const cache = new Map<string, ImageResult>();
  const inflight = new Map<string, Promise<ImageResult>>();
  let cachedBytes = 0;

  function remember(key: string, result: ImageResult): void {
    if (budget === 0 || result.body.byteLength > budget / 4) return;
    cache.set(key, result);
    cachedBytes += result.body.byteLength;
    // Map iteration order is insertion order: the first keys are the least recently used.
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= budget) break;
      cache.delete(oldKey);
      cachedBytes -= old.body.byteLength;
    }
  }

  return {
    get cachedBytes() {
      return cachedBytes;
    },
    async transform(request) {
      const url = resolveImageSource(request.src, env);
      const webp = request.accept?.includes('image/webp') ?? false;
      const key = `${url.href}|${request.width}|${request.quality}|${webp ? 'webp' : 'plain'}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const pending = inflight.get(key);
      if (pending) return pending;
      const work = (async () => {
        const source = await fetchSource(url);
        const result = await resizeImage(source, request.width, request.quality, webp ? 'image/webp' : undefined);
        remember(key, result);
        return result;
      })();
      inflight.set(key, work);
      try {
        return await work;
      } finally {
        inflight.delete(key);
      }
    },
  };
}
