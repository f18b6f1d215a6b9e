// The one place the API calls the markdown renderer: at write time, never on read.
import * as markdown from '@reef/markdown';
import { slugify } from '@reef/core';
import type { StoredHeading } from '../db/schema/index.js';

export type RenderPreset = 'default' | 'question' | 'comment';
export type Rendered = { html: string; headings: StoredHeading[]; rendererVersion: string };

type MarkdownModule = {
  renderMarkdown?: (source: string, preset: RenderPreset) => { result: string; headings: StoredHeading[] };
  RENDERER_VERSION?: string;
};
const renderer = markdown as unknown as MarkdownModule;

/** Version stamped on stored renderings; a change makes `db:rerender` redo every row. */
export const RENDERER_VERSION = renderer.RENDERER_VERSION ?? 'plain-0';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

// Used only until @reef/markdown provides renderMarkdown: escaped paragraphs, headings and code fences.
function renderPlain(source: string): { result: string; headings: StoredHeading[] } {
  const headings: StoredHeading[] = [];
  const out: string[] = [];
  const blocks = source.replace(/\r\n/g, '\n').split(/\n{2,}/);
  let inFence: string[] | null = null;
  for (const block of blocks) {
    if (inFence) {
      inFence.push(block);
      if (/\n```\s*$|^```\s*$/.test(block)) {
        out.push(`<pre><code>${escapeHtml(inFence.join('\n\n').replace(/^```[^\n]*\n?|\n?```\s*$/g, ''))}</code></pre>`);
        inFence = null;
      }
      continue;
    }
    if (block.startsWith('```')) {
      if (/\n```\s*$/.test(block)) out.push(`<pre><code>${escapeHtml(block.replace(/^```[^\n]*\n?|\n?```\s*$/g, ''))}</code></pre>`);
      else inFence = [block];
      continue;
    }
    const h = /^(#{1,6})\s+(.+)$/.exec(block.trim());
    if (h && !block.trim().includes('\n')) {
      const level = h[1]!.length;
      const text = h[2]!.trim();
      const slug = slugify(text);
      const html = escapeHtml(text);
      headings.push({ slug, content: text, text, html, level });
      out.push(`<h${level} id="${slug}">${html}</h${level}>`);
      continue;
    }
    if (block.trim()) out.push(`<p>${escapeHtml(block.trim()).replace(/\n/g, '<br>\n')}</p>`);
  }
  if (inFence) out.push(`<pre><code>${escapeHtml(inFence.join('\n\n').replace(/^```[^\n]*\n?/, ''))}</code></pre>`);
  return { result: out.join('\n'), headings };
}

/** Renders markdown for storage beside its source. */
export function render(source: string, preset: RenderPreset = 'default'): Rendered {
  const output = renderer.renderMarkdown ? renderer.renderMarkdown(source, preset) : renderPlain(source);
  return {
    html: output.result,
    headings: output.headings.map((h) => ({ slug: h.slug, content: h.content, text: h.text, html: h.html, level: h.level })),
    rendererVersion: RENDERER_VERSION,
  };
}

/** `@username` mentions in a markdown source (outside code), lowercased and unique. */
export function extractMentions(source: string): string[] {
  const withoutCode = source.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
  const names = new Set<string>();
  for (const match of withoutCode.matchAll(/(?:^|[^\w@/])@([A-Za-z0-9][A-Za-z0-9._-]{1,38})/g)) {
    names.add(match[1]!.replace(/[._-]+$/, '').toLowerCase());
  }
  return [...names];
}
