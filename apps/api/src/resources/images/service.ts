// The image service (content-and-presentation §7, /content/v1/images): fetches an image from an allowed
// origin, resizes it to the asked width and re-encodes it with sharp at the asked quality. Results are
// kept in a bounded in-memory cache per process; the CDN in front of /content/v1 is the shared cache.
import type { Env } from '../../env.js';
import { BadRequestError, HttpError, localDetail, NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { Semaphore, SemaphoreFullError } from '../../platform/lib/semaphore.js';
import {
  configureImageCodec,
  ImageBusyError,
  MAX_INPUT_PIXELS,
  SOURCE_FORMATS,
  transcodeImage,
} from '../../platform/services/image-codec.js';

export { MAX_INPUT_PIXELS };

export type ImageRequest = { src: string; width: number; quality: number; accept?: string };
export type ImageResult = { body: Buffer; contentType: string };
export type ImageService = {
  transform(request: ImageRequest): Promise<ImageResult>;
  readonly cachedBytes: number;
};

/** Largest source the service reads, in bytes. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** Every slot and queue place is taken: the client may retry shortly. */
export const ImageServiceBusyError = ImageBusyError;

// Static image files ignore their query string, so it is dropped from the fetch and the cache key: `?bust=N`
// can neither miss the cache nor reach the origin. Other sources may select the image by query (a resizer,
// a signed URL), so they keep it, sorted, so that parameter order does not matter either.
const STATIC_IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?)$/i;

/** The URL the service fetches and caches for a source: no fragment, no query on static image files. */
export function normalizeImageSource(url: URL): URL {
  const normalized = new URL(url.href);
  normalized.hash = '';
  if (STATIC_IMAGE_PATH.test(normalized.pathname)) normalized.search = '';
  // Sorted and re-serialised: parameter order and the spelling of each name and value do not matter.
  else normalized.searchParams.sort();
  return normalized;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * One spelling per source (the image cache of security round 2, #1): the cache key is the URL that is fetched,
 * and every spelling of it maps to that one URL or is refused. The URL parser already lowercases the scheme and
 * host, drops a default port and resolves `.` and `..` segments (percent-encoded ones too); here percent-encoded
 * unreserved characters are decoded (`/%70hoto.png` is `/photo.png`) and the other escapes upper-cased. Spellings
 * an origin may read differently from us are refused: user info, empty segments (`//`), a trailing slash, `;`
 * path parameters, and a query naming a parameter twice.
 */
function canonicalImageSource(url: URL): URL {
  const refuse = (message: string) =>
    new BadRequestError(msg('errors', 'images.not_canonical'), [{ path: 'querystring.src', message }]);
  if (url.username || url.password) throw refuse('A source may not carry a user name or password');
  const canonical = new URL(url.href);
  canonical.pathname = url.pathname.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  const path = canonical.pathname;
  if (path.includes('//')) throw refuse('The path has an empty segment (//)');
  if (path.length > 1 && path.endsWith('/')) throw refuse('The path must name a file, not end with /');
  if (path.includes(';')) throw refuse('The path may not carry ; parameters');
  if (!STATIC_IMAGE_PATH.test(path)) {
    const names = [...canonical.searchParams.keys()];
    if (new Set(names).size !== names.length) throw refuse('The query names a parameter more than once');
  }
  return canonical;
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
    throw new BadRequestError(msg('errors', 'images.not_url'), [
      localDetail('querystring.src', msg('errors', 'images.expected_url')),
    ]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BadRequestError(msg('errors', 'images.bad_scheme'), [
      localDetail('querystring.src', msg('errors', 'images.unsupported_scheme')),
    ]);
  }
  if (!env.IMAGE_ALLOWED_ORIGINS.includes(url.origin)) {
    throw new BadRequestError(msg('errors', 'images.origin_not_allowed'), [
      localDetail('querystring.src', msg('errors', 'images.origin_detail', { origin: url.origin })),
    ]);
  }
  return normalizeImageSource(canonicalImageSource(url));
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
  if (isTimeout(error)) return new HttpError(504, 'gateway_timeout', msg('errors', 'images.source_slow'));
  return new HttpError(
    502,
    'bad_gateway',
    `The source image could not be fetched: ${(error as Error).message}`,
  );
}

async function readLimited(res: Response): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_SOURCE_BYTES) throw new BadRequestError(msg('errors', 'images.source_too_large'));
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!res.body) return Buffer.alloc(0);
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > MAX_SOURCE_BYTES) throw new BadRequestError(msg('errors', 'images.source_too_large'));
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
  if (res.status === 404 || res.status === 410)
    throw new NotFoundError(msg('errors', 'images.source_missing'));
  if (!res.ok)
    throw new HttpError(502, 'bad_gateway', msg('errors', 'images.source_answered', { status: res.status }));
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('image/'))
    throw new BadRequestError(msg('errors', 'images.not_image'), [
      localDetail('querystring.src', msg('errors', 'images.content_type', { type: type || 'unknown' })),
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

/**
 * Resizes and re-encodes one image buffer (exported for the benchmark's in-process ceiling), through the image
 * codec: the decoded format must be one the service reads, the header's canvas is checked before decoding, and the
 * decode waits for a slot of the process's one limiter.
 */
export async function resizeImage(
  input: Buffer,
  width: number,
  quality: number,
  accept?: string,
): Promise<ImageResult> {
  let format: OutputFormat = 'png';
  const body = await transcodeImage(
    input,
    {
      field: 'querystring.src',
      formats: SOURCE_FORMATS,
      maxPixels: MAX_INPUT_PIXELS,
      kind: 'source',
    },
    (image, meta) => {
      format = pickFormat(accept, meta.format, meta.hasAlpha ?? false);
      const resized = image.resize({ width, withoutEnlargement: true });
      return format === 'webp'
        ? resized.webp({ quality })
        : format === 'jpeg'
          ? resized.jpeg({ quality, mozjpeg: false })
          : resized.png({ quality, compressionLevel: 6, palette: quality < 100 });
    },
  );
  return { body, contentType: `image/${format}` };
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
  // Decoding is limited for the whole process (avatars and logos share the slots): platform/services/image-codec.ts.
  configureImageCodec({ concurrency: env.IMAGE_CONCURRENCY, queueMax: env.IMAGE_QUEUE_MAX });
  // Fetching holds memory (up to MAX_SOURCE_BYTES each): a bounded number at once, each then decoded in a slot of
  // the codec's process-wide limiter.
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
