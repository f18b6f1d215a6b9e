// Every image decode and encode of the process goes through here: the only module that imports sharp (a
// dependency-cruiser rule, `api-sharp-only-in-image-codec`, refuses it anywhere else). Decoding holds ~4 bytes per
// pixel, so three guards stand before it:
//
// - one limiter for the whole process (avatars, partner logos, the image service alike): IMAGE_CONCURRENCY
//   decodes at once, IMAGE_QUEUE_MAX waiting, and beyond that 503 with Retry-After instead of memory piling up;
// - the header is read first (no pixels decoded) and a canvas over the caller's pixel limit is refused with a
//   4xx naming the field, before the image waits for a slot;
// - the format is the one sharp detects from the bytes (never the name or the declared type) and must be on the
//   caller's allow-list: uploads take PNG, JPEG, WebP and GIF; SVG, TIFF, HEIF/AVIF and anything else is refused.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { BadRequestError, HttpError, localDetail } from '../errors.js';
import { msg } from '../i18n.js';
import { Semaphore, SemaphoreFullError } from '../lib/semaphore.js';

/** A sharp pipeline, as the callers shape their output (their only handle on sharp). */
export type ImagePipeline = Sharp;

/** Formats an upload may be (sharp's names of the decoded format). */
export const UPLOAD_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;
/** Formats the image service reads from its allowed origins: the upload formats and AVIF (sharp's `heif`). */
export const SOURCE_FORMATS = [...UPLOAD_FORMATS, 'heif'] as const;

/**
 * Largest source canvas of the image service, in pixels (a 24-megapixel photo fits). Decompression bombs: a small
 * file can claim a huge canvas, and decoding costs ~4 bytes per pixel, times IMAGE_CONCURRENCY.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Largest upload canvas (avatars, logos), in pixels: a 12-megapixel photo fits, a 25-megapixel canvas does not. */
export const MAX_UPLOAD_PIXELS = 16_000_000;

/** Every decode slot and queue place is taken: the client may retry shortly (the error handler sends Retry-After). */
export class ImageBusyError extends HttpError {
  readonly retryAfterSeconds = 1;
  constructor() {
    super(503, 'overloaded', msg('errors', 'images.busy'));
  }
}

let slots = new Semaphore(2, 32);
let peak = 0;
let refused = 0;
let decoded = 0;

/**
 * Sets the process's limits (the app's IMAGE_CONCURRENCY and IMAGE_QUEUE_MAX); kept while images are decoding. A
 * process runs one app; where tests build several in one process, the last one built sets them.
 */
export function configureImageCodec(limits: { concurrency: number; queueMax: number }): void {
  if (slots.running > 0) return;
  if (slots.limit === limits.concurrency && slots.queueLimit === limits.queueMax) return;
  slots = new Semaphore(limits.concurrency, limits.queueMax);
}

/**
 * The limiter's counters: decodes running now, the most ever at once, how many were refused as busy, and how many
 * decodes ran in all.
 */
export function imageCodecStats(): {
  running: number;
  peak: number;
  refused: number;
  decoded: number;
  limit: number;
} {
  return { running: slots.running, peak, refused, decoded, limit: slots.limit };
}

/** Starts the `peak` counter again (tests, benchmarks). */
export function resetImageCodecPeak(): void {
  peak = slots.running;
}

/** Runs a decode/encode in one of the process's slots; ImageBusyError when the queue is full. */
async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await slots.run(async () => {
      peak = Math.max(peak, slots.running);
      decoded += 1;
      return task();
    });
  } catch (error) {
    if (error instanceof SemaphoreFullError) {
      refused += 1;
      throw new ImageBusyError();
    }
    throw error;
  }
}

export type ImageCheck = {
  /** The request field the image came in (named in every refusal). */
  field: string;
  formats: readonly string[];
  maxPixels: number;
  /**
   * Whose image it is, for the refusals' words (`errors.images.*`): an upload ("The image", "Upload a PNG, JPEG,
   * WebP or GIF image") or the image service's source ("The source image", its formats).
   */
  kind: 'upload' | 'source';
};

/**
 * Reads the header only (no pixels are decoded, no slot is taken) and checks the decoded format and the canvas.
 * Throws a 400 naming the field.
 */
export async function inspectImage(input: Buffer, check: ImageCheck): Promise<Metadata> {
  let meta: Metadata;
  try {
    // Without the limit, so an oversized canvas gets its own message.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestError(msg('errors', 'images.unreadable', { kind: check.kind }), [
      localDetail(check.field, msg('errors', 'images.formats', { kind: check.kind }), 'invalid_image'),
    ]);
  }
  if (!meta.format || !check.formats.includes(meta.format))
    throw new BadRequestError(msg('errors', 'images.not_accepted', { format: formatName(meta.format) }), [
      localDetail(
        check.field,
        msg('errors', 'images.file_is', { format: formatName(meta.format), kind: check.kind }),
        'unsupported_format',
      ),
    ]);
  if ((meta.width ?? 0) * (meta.height ?? 0) > check.maxPixels)
    throw new BadRequestError(
      msg('errors', 'images.too_many_pixels', { kind: check.kind, max: check.maxPixels }),
      [
        localDetail(
          check.field,
          msg('errors', 'images.over_pixel_limit', {
            width: meta.width ?? 0,
            height: meta.height ?? 0,
            max: check.maxPixels,
          }),
          'too_big',
        ),
      ],
    );
  return meta;
}

/** A format's name as the refusals say it; `unknown` when sharp found none (the messages word it). */
function formatName(format: string | undefined): string {
  if (!format) return 'unknown';
  return { heif: 'HEIF/AVIF', svg: 'SVG', tiff: 'TIFF', jpeg: 'JPEG' }[format] ?? format.toUpperCase();
}

/**
 * Checks an image (format, canvas) and then, in a slot of the process's limiter, decodes it (first frame, EXIF
 * orientation applied) and encodes what `shape` asks. Refusals are 400s naming the field; a full queue is 503.
 */
export async function transcodeImage(
  input: Buffer,
  check: ImageCheck,
  shape: (image: ImagePipeline, meta: Metadata) => ImagePipeline,
): Promise<Buffer> {
  const meta = await inspectImage(input, check);
  return inSlot(async () => {
    try {
      const image = sharp(input, { limitInputPixels: check.maxPixels, failOn: 'error', animated: false });
      return await shape(image.rotate(), meta).toBuffer();
    } catch {
      throw new BadRequestError(msg('errors', 'images.undecodable', { kind: check.kind }), [
        localDetail(check.field, msg('errors', 'images.formats', { kind: check.kind }), 'invalid_image'),
      ]);
    }
  });
}

/** An upload (avatar, logo, any image someone sends us): the upload formats and pixel limit. */
export function transcodeUpload(
  input: Buffer,
  field: string,
  shape: (image: ImagePipeline, meta: Metadata) => ImagePipeline,
): Promise<Buffer> {
  return transcodeImage(
    input,
    { field, formats: UPLOAD_FORMATS, maxPixels: MAX_UPLOAD_PIXELS, kind: 'upload' },
    shape,
  );
}
