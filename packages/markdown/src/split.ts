// Splits rendered HTML for the web app: top-level code blocks (to get a copy button) and headings
// (to get a click-to-copy anchor) become their own segments, everything else stays HTML. Only
// top-level elements are split out, so every segment is well-formed on its own; code and headings
// nested in other elements (callouts, columns…) stay inside their HTML segment. Runs in browsers.
import { decodeHTML } from 'entities/lib/decode.js';

/** A piece of rendered HTML. */
export type Segment =
  | { kind: 'html'; html: string }
  | { kind: 'code'; html: string; code: string; language?: string }
  | { kind: 'heading'; level: number; id: string; html: string; text: string };

/** Options of `splitRenderedHtml`. */
export type SplitOptions = {
  /** Deepest heading level split out (default 3, as hash links). */
  maxHeadingLevel?: number;
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g;
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style']);

function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes);
  return match ? decodeHTML(match[1]!) : undefined;
}

function textOf(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ''));
}

type Tag = { isClosing: boolean; name: string; attributes: string; start: number; end: number };

function* readTags(html: string): Generator<Tag> {
  TAG.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TAG.exec(html)) !== null) {
    if (match[2] === undefined) continue;
    const tag = {
      isClosing: match[1] === '/',
      name: match[2].toLowerCase(),
      attributes: match[3] ?? '',
      start: match.index,
      end: TAG.lastIndex,
    };
    yield tag;
    if (!tag.isClosing && RAW_TEXT.has(tag.name)) {
      const close = html.toLowerCase().indexOf(`</${tag.name}`, tag.end);
      TAG.lastIndex = close === -1 ? html.length : close;
    }
  }
}

/** Reads a `<pre>` block starting at `open`; throws the render errors of malformed code markup. */
function readCodeBlock(
  html: string,
  open: Tag,
  tags: Generator<Tag>,
): { segment: Segment | null; end: number } {
  // spec: content-and-presentation §8 — malformed code markup throws.
  const stack: Tag[] = [];
  let code: { open: Tag; close?: Tag } | undefined;
  let hasOtherContent = false;
  let last = open.end;
  for (const tag of tags) {
    const between = html.slice(last, tag.start);
    if (stack.length === 0 && between.trim()) hasOtherContent = true;
    last = tag.end;
    if (tag.isClosing) {
      if (tag.name === 'pre' && stack.length === 0) {
        if (!code) return { segment: null, end: tag.end };
        if (hasOtherContent) throw new Error('Render error: the code element is not the only child of pre');
        const inner = html.slice(code.open.end, code.close!.start);
        const language = /(?:^|\s)language-([^\s"]+)(?![\s\S]*\blanguage-)/.exec(
          attributeOf(open.attributes, 'class') ?? '',
        )?.[1];
        // The copyable code: without the secondary label, nor the newline after a prefixed list.
        const visible = inner
          .replace(/<div class="secondary-code-label"[^>]*>[\s\S]*?<\/div>/g, '')
          .replace(/<\/ol>\n$/, '</ol>');
        const segment: Segment = {
          kind: 'code',
          html: html.slice(open.start, tag.end),
          code: textOf(visible),
        };
        if (language) segment.language = language;
        return { segment, end: tag.end };
      }
      const top = stack.pop();
      if (!top) {
        if (tag.name === 'code') throw new Error('Render error: </code> without an opening <code> in pre');
        throw new Error(`Render error: </${tag.name}> without an opening tag in pre`);
      }
      if (top.name !== tag.name)
        throw new Error(`Render error: unclosed tag <${top.name}> in code (found </${tag.name}>)`);
      if (tag.name === 'code' && stack.length === 0 && code && !code.close) code.close = tag;
      continue;
    }
    if (VOID_ELEMENTS.has(tag.name)) {
      if (stack.length === 0) hasOtherContent = true;
      continue;
    }
    if (stack.length === 0) {
      if (tag.name === 'code' && !code) code = { open: tag };
      else hasOtherContent = true;
    }
    stack.push(tag);
  }
  const unclosed = [open, ...stack].map((tag) => `<${tag.name}>`).join(', ');
  throw new Error(`Render error: unclosed tag(s) ${unclosed}`);
}

/**
 * Splits rendered HTML into HTML, code and heading segments (top-level ones only). Throws for the
 * internal render errors of malformed markup: a heading with an invalid level, an unopened pre or
 * code, an unclosed tag in a code block, or a code element that is not the only child of its pre.
 */
export function splitRenderedHtml(html: string, options: SplitOptions = {}): Segment[] {
  const maxHeadingLevel = options.maxHeadingLevel ?? 3;
  const segments: Segment[] = [];
  let pending = '';
  let depth = 0;
  let last = 0;
  const tags = readTags(html);
  const flush = (upTo: number) => {
    pending += html.slice(last, upTo);
    if (pending) segments.push({ kind: 'html', html: pending });
    pending = '';
  };
  for (const tag of tags) {
    const headingLevel = /^h(\d+)$/.exec(tag.name);
    if (headingLevel && !tag.isClosing) {
      const level = Number(headingLevel[1]);
      if (level < 1 || level > 6) throw new Error(`Render error: invalid heading level <${tag.name}>`);
      const id = attributeOf(tag.attributes, 'id');
      if (depth === 0 && id !== undefined && level <= maxHeadingLevel) {
        const close = html.indexOf(`</${tag.name}>`, tag.end);
        if (close === -1) throw new Error(`Render error: unclosed tag <${tag.name}>`);
        flush(tag.start);
        const inner = html
          .slice(tag.end, close)
          .replace(/<a class="[^"]*" href="#[^"]*" aria-hidden="true"[^>]*><\/a>/g, '')
          .replace(
            new RegExp(`<a href="#${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</a>`, 'g'),
            '$1',
          );
        segments.push({ kind: 'heading', level, id, html: inner, text: textOf(inner) });
        last = close + tag.name.length + 3;
        TAG.lastIndex = last;
        continue;
      }
    }
    if (tag.name === 'pre') {
      if (tag.isClosing) throw new Error('Render error: </pre> without an opening <pre>');
      if (depth === 0) {
        const { segment, end } = readCodeBlock(html, tag, tags);
        if (segment) {
          flush(tag.start);
          segments.push(segment);
          last = end;
        }
        continue;
      }
      // A nested pre is read only for its errors; it stays in the HTML around it.
      readCodeBlock(html, tag, tags);
      continue;
    }
    if (tag.name === 'code' && tag.isClosing && depth === 0)
      throw new Error('Render error: </code> without an opening <code>');
    if (VOID_ELEMENTS.has(tag.name)) continue;
    if (tag.isClosing) depth = Math.max(0, depth - 1);
    else depth += 1;
  }
  flush(html.length);
  return segments;
}
