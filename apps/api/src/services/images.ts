// The image service (content-and-presentation §7, /content/v1/images): fetches an image from an allowed
// origin, resizes it to the asked width and re-encodes it with sharp at the asked quality. Results are
// kept in a bounded in-memory cache per process; the CDN in front of /content/v1 is the shared cache.
import sharp, { type Metadata } from 'sharp';
import type { Env } from '../env.js';
import { BadRequestError, HttpError, NotFoundError } from '../errors.js';
import { Semaphore, SemaphoreFullError } from '../lib/semaphore.js';

export type ImageRequest = { src: string; width: number; quality: number; accept?: string };
export type ImageResult = { body: Buffer; contentType: string };
export type ImageService = {
  transform(request: ImageRequest): Promise<ImageResult>;
  readonly cachedBytes: number;
};

/** Largest source the service reads, in bytes. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/**
 * Largest source canvas, in pixels (a 24-megapixel photo fits). Decompression bombs: a small file can claim
 * a huge canvas, and decoding costs ~4 bytes per pixel, times IMAGE_CONCURRENCY.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** Every slot and queue place is taken: the client may retry shortly. */
export class ImageServiceBusyError extends HttpError {
  constructor() {
    super(503, 'overloaded', 'The image service is busy; retry shortly');
  }
}

// Static image files ignore their query string, so it is dropped from the fetch and the cache key: `?bust=N`
// can neither miss the cache nor reach the origin. Other sources may select the image by query (a resizer,
// a signed URL), so they keep it, sorted, so that parameter order does not matter either.
const STATIC_IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?)$/i;

/** The URL the service fetches and caches for a source: no fragment, no query on static image files. */
export function normalizeImageSource(url: URL): URL {
  const normalized = new URL(url.href);
  normalized.hash = '';
  if (STATIC_IMAGE_PATH.test(normalized.pathname)) normalized.search = '';
  else normalized.searchParams.sort();
  return normalized;
}

/** The absolute URL of `src` if it is on an allowed origin (a site path is read from the web app). */
export function resolveImageSource(
  src: string,
  env: Pick<Env, 'IMAGE_ALLOWED_ORIGINS' | 'PUBLIC_WEB_URL'>,
): URL {
  let url: URL;
  try {
    url = src.startsWith('/') && !src.startsWith('//') ? new URL(src, env.PUBLIC_WEB_URL) : new URL(src);
  } catch {
    throw new BadRequestError('src is not a URL', [
      { path: 'querystring.src', message: 'Expected an absolute URL or a site path' },
    ]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BadRequestError('src must be http or https', [
      { path: 'querystring.src', message: 'Unsupported scheme' },
    ]);
  }
  if (!env.IMAGE_ALLOWED_ORIGINS.includes(url.origin)) {
    throw new BadRequestError('src is not on an allowed origin', [
      { path: 'querystring.src', message: `Origin ${url.origin} is not allowed` },
    ]);
  }
  return normalizeImageSource(url);
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return (
    name === 'TimeoutError' ||
    (name === 'AbortError' && (error as { cause?: { name?: string } }).cause?.name === 'TimeoutError')
  );
}

/** A failed or stalled origin is the gateway's problem: 504 when it took too long, 502 otherwise. */
function originError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isTimeout(error))
    return new HttpError(504, 'gateway_timeout', 'The source image took too long to arrive');
  return new HttpError(
    502,
    'bad_gateway',
    `The source image could not be fetched: ${(error as Error).message}`,
  );
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

async function fetchSource(url: URL, timeoutMs: number): Promise<Buffer> {
  let res: Response;
  // One deadline for the headers and the body: a source that stalls half way is cut off too.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // Redirects could leave the allowed origins, so they are not followed.
    res = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
  } catch (error) {
    throw originError(error);
  }
  if (res.status === 404 || res.status === 410) throw new NotFoundError('The source image does not exist');
  if (!res.ok) throw new HttpError(502, 'bad_gateway', `The source answered ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('image/'))
    throw new BadRequestError('src is not an image', [
      { path: 'querystring.src', message: `Content type ${type || 'unknown'}` },
    ]);
  try {
    return await readLimited(res);
  } catch (error) {
    // A connection reset or a stall while the body arrives.
    throw originError(signal.aborted && !(error instanceof HttpError) ? signal.reason : error);
  }
}

type OutputFormat = 'webp' | 'jpeg' | 'png';

function pickFormat(
  accept: string | undefined,
  sourceFormat: string | undefined,
  hasAlpha: boolean,
): OutputFormat {
  if (accept?.includes('image/webp')) return 'webp';
  if (sourceFormat === 'jpeg' && !hasAlpha) return 'jpeg';
  return hasAlpha || sourceFormat === 'png' ? 'png' : 'jpeg';
}

/** Resizes and re-encodes one image buffer (exported for the benchmark's in-process ceiling). */
export async function resizeImage(
  input: Buffer,
  width: number,
  quality: number,
  accept?: string,
): Promise<ImageResult> {
  let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    // The header only (no pixels are decoded), read without the limit so an oversized canvas gets its own message.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestError('src is not an image sharp can read');
  }
  // Checked from the header, before any decoding: the canvas a file claims is what decoding would allocate.
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new BadRequestError(`The source image is larger than ${MAX_INPUT_PIXELS} pixels`, [
      {
        path: 'querystring.src',
        message: `${meta.width}×${meta.height} is over the limit of ${MAX_INPUT_PIXELS} pixels`,
        code: 'too_big',
      },
    ]);
  }
  const format = pickFormat(accept, meta.format, meta.hasAlpha ?? false);
  image = image.rotate().resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'webp'
      ? image.webp({ quality })
      : format === 'jpeg'
        ? image.jpeg({ quality, mozjpeg: false })
        : image.png({ quality, compressionLevel: 6, palette: quality < 100 });
  try {
    return { body: await encoded.toBuffer(), contentType: `image/${format}` };
  } catch {
    throw new BadRequestError('The source image could not be decoded');
  }
}

/** Creates the service with its own cache (one per app instance). */
export function createImageService(
  env: Pick<
    Env,
    | 'IMAGE_ALLOWED_ORIGINS'
    | 'PUBLIC_WEB_URL'
    | 'IMAGE_CACHE_MB'
    | 'IMAGE_CONCURRENCY'
    | 'IMAGE_QUEUE_MAX'
    | 'IMAGE_FETCH_TIMEOUT_MS'
  >,
  options: { onLookup?: (hit: boolean) => void } = {},
): ImageService {
  const budget = env.IMAGE_CACHE_MB * 1024 * 1024;
  // Fetching and decoding hold memory (up to MAX_SOURCE_BYTES plus ~4 bytes per pixel): a bounded number at once.
  const slots = new Semaphore(env.IMAGE_CONCURRENCY, env.IMAGE_QUEUE_MAX);
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
      options.onLookup?.(hit !== undefined);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const pending = inflight.get(key);
      if (pending) return pending;
      const work = slots
        .run(async () => {
          const source = await fetchSource(url, env.IMAGE_FETCH_TIMEOUT_MS);
          const result = await resizeImage(
            source,
            request.width,
            request.quality,
            webp ? 'image/webp' : undefined,
          );
          remember(key, result);
          return result;
        })
        .catch((error: unknown) => {
          throw error instanceof SemaphoreFullError ? new ImageServiceBusyError() : error;
        });
      inflight.set(key, work);
      try {
        return await work;
      } finally {
        inflight.delete(key);
      }
    },
  };
}
