// The one place the API calls the markdown renderer: at write time, never on read.
import { RENDERER_VERSION as MARKDOWN_RENDERER_VERSION, renderMarkdown } from '@reef/markdown';
import type { StoredHeading } from '../db/schema/index.js';

export type RenderPreset = 'default' | 'question' | 'comment';
export type Rendered = { html: string; headings: StoredHeading[]; rendererVersion: string };

/** Version stamped on stored renderings; a change makes `db:rerender` redo every row. */
export const RENDERER_VERSION = MARKDOWN_RENDERER_VERSION;

/** Renders markdown for storage beside its source. */
export function render(source: string, preset: RenderPreset = 'default'): Rendered {
  const output = renderMarkdown(source, preset);
  return {
    html: output.result,
    headings: output.headings.map((h) => ({
      slug: h.slug,
      content: h.content,
      text: h.text,
      html: h.html,
      level: h.level,
    })),
    rendererVersion: RENDERER_VERSION,
  };
}

/** `@username` mentions in a markdown source (outside code), lowercased and unique. */
export function extractMentions(source: string): string[] {
  const withoutCode = source.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
  const names = new Set<string>();
  for (const match of withoutCode.matchAll(/(?:^|[^\w@/])@([A-Za-z0-9_](?:[\w.-]*[A-Za-z0-9_])?)/g))
    names.add(match[1]!.toLowerCase());
  return [...names];
}
