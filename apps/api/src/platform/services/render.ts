// The one place the API calls the markdown renderer: at write time, never on read.
import {
  RENDERER_VERSION as MARKDOWN_RENDERER_VERSION,
  renderMarkdown,
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

/** Renders markdown for storage beside its source. */
export function render(source: string, preset: RenderPreset = 'default'): Rendered {
  return Object.assign(renderMarkdown(source, preset), { rendererVersion: RENDERER_VERSION });
}
