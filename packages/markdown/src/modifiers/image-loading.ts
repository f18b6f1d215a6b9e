// image_loading — every image loads lazily and decodes off the main thread, and an image from an origin the site's
// image service may fetch is served through that service, resized: `src` at one width and `srcset` with the others
// (spec: content-and-presentation §7, "GET /content/v1/images?src=&width=&quality="). A known width (from
// `image_settings`, in pixels) gives 1x and 2x candidates at that width; otherwise width candidates with `sizes`.
// Off unless options are given. The service may come from the options or, per render, from `env.imageService`
// (its address depends on where the site runs, so the renderer's shared instance must not hold it).
//
//   ![Shark](https://cdn.example/s.png){width=300}
//     with { service: { endpoint: 'https://api.example/content/v1/images', origins: ['https://cdn.example'] } }
//   → <p><img src="https://api.example/content/v1/images?src=…&amp;width=300" alt="Shark" width="300"
//        srcset="…width=300 1x, …width=600 2x" loading="lazy" decoding="async"></p>
import type { MarkdownIt } from 'markdown-it';

/** The image service: its endpoint (absolute URL) and the origins it may fetch from. */
export type ImageService = { endpoint: string; origins: readonly string[] };

/** Options of `image_loading`. */
export type ImageLoadingOptions = {
  /** The image service; `env.imageService` of a render takes precedence. */
  service?: ImageService;
  /** Widths offered when the image's width is unknown (default 480, 960, 1440, 1920). */
  widths?: number[];
  /** `sizes` for those candidates (default: the article column, 720 px, or the whole viewport below it). */
  sizes?: string;
};

/** The env key a render may carry its image service under. */
export type ImageLoadingEnv = { imageService?: ImageService | null };

const DEFAULT_WIDTHS = [480, 960, 1440, 1920];
const DEFAULT_SIZES = '(min-width: 760px) 720px, 100vw';
// The image service's bounds (content-and-presentation §7: width 16–3840).
const MIN_WIDTH = 16;
const MAX_WIDTH = 3840;

function serviceUrl(service: ImageService, src: string, width: number): string {
  const separator = service.endpoint.includes('?') ? '&' : '?';
  return `${service.endpoint}${separator}src=${encodeURIComponent(src)}&width=${width}`;
}

/** Whether the service may fetch `src`: an absolute http(s) URL from one of its origins. */
function isServed(service: ImageService, src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return service.origins.some((origin) => origin.replace(/\/$/, '') === url.origin);
}

/** A width written in pixels (`300`, `300px`); `null` for percentages and anything else. */
function pixelWidth(value: string | null): number | null {
  const match = value ? /^(\d+)(?:px)?$/.exec(value) : null;
  const width = match ? Number(match[1]) : NaN;
  return Number.isFinite(width) && width >= MIN_WIDTH ? Math.min(width, MAX_WIDTH) : null;
}

/** Registers image loading. */
export function imageLoading(md: MarkdownIt, options: ImageLoadingOptions): void {
  const widths = (options.widths?.length ? options.widths : DEFAULT_WIDTHS)
    .filter((w) => Number.isInteger(w) && w >= MIN_WIDTH && w <= MAX_WIDTH)
    .sort((a, b) => a - b);
  const sizes = options.sizes ?? DEFAULT_SIZES;
  const original = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, renderOptions, env, self) => {
    const token = tokens[idx]!;
    const service = (env as ImageLoadingEnv | undefined)?.imageService ?? options.service ?? null;
    const rawSrc = token.attrGet('src');
    const src = rawSrc === null ? null : String(rawSrc);
    if (service && src && isServed(service, src) && widths.length > 0) {
      const width = token.attrGet('width');
      const known = pixelWidth(width === null ? null : String(width));
      if (known) {
        token.attrSet('src', serviceUrl(service, src, known));
        token.attrSet(
          'srcset',
          `${serviceUrl(service, src, known)} 1x, ${serviceUrl(service, src, Math.min(known * 2, MAX_WIDTH))} 2x`,
        );
      } else {
        const middle = widths[Math.floor((widths.length - 1) / 2)]!;
        token.attrSet('src', serviceUrl(service, src, middle));
        token.attrSet('srcset', widths.map((w) => `${serviceUrl(service, src, w)} ${w}w`).join(', '));
        token.attrSet('sizes', sizes);
      }
    }
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    return original
      ? original(tokens, idx, renderOptions, env, self)
      : self.renderToken(tokens, idx, renderOptions);
  };
}
