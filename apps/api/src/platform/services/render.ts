// The one place the API calls the markdown renderer: at write time, never on read.
import {
  RENDERER_VERSION as MARKDOWN_RENDERER_VERSION,
  renderMarkdown,
  type ImageService,
  type RenderedDocument,
} from '@reef/markdown';
import type { StoredHeading } from '../../db/schema/index.js';

export type RenderPreset = 'default' | 'question' | 'comment';

/**
 * A body rendered for storage: the renderer's document (`html`, `headings`, `mentions`, `text`, `links`)
 * and the version to store beside it.
 */
export type Rendered = RenderedDocument & { headings: StoredHeading[]; rendererVersion: string };

/** Version stamped on stored renderings; a change makes `db:rerender` redo every row. */
export const RENDERER_VERSION = MARKDOWN_RENDERER_VERSION;

// spec: content-and-presentation §7 — content images go through the image service (/content/v1/images), which
// fetches from IMAGE_ALLOWED_ORIGINS only; set once when the app is built, from its environment.
let imageService: ImageService | null = null;

/** Where rendered images are resized: the API's own image service and the origins it may fetch. */
export function configureRendering(settings: {
  publicApiUrl: string;
  imageOrigins: readonly string[];
}): void {
  imageService = {
    endpoint: `${settings.publicApiUrl.replace(/\/$/, '')}/content/v1/images`,
    origins: settings.imageOrigins,
  };
}

/** Renders markdown for storage beside its source. */
export function render(source: string, preset: RenderPreset = 'default'): Rendered {
  return Object.assign(renderMarkdown(source, preset, { imageService }), {
    rendererVersion: RENDERER_VERSION,
  });
}
