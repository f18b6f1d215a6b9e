// Helpers over rendered HTML for an article body, which also run in browsers (a comment's body is shown by
// a client component): split the HTML at its top-level code blocks, so each gets a copy button, and give
// section headings their self-links. Only top-level code blocks are split out, so every segment is
// well-formed on its own; code nested in other elements (callouts, columns…) stays inside its HTML segment.
// Tags are read with a small scanner and nothing is decoded, so a page's JavaScript carries no HTML parser
// or entity tables for them (the copy button reads the code's text from the page, which the browser parsed).

/** A piece of rendered HTML: a run of HTML, or one top-level code block (`<pre>…</pre>`). */
export type Segment = { kind: 'html'; html: string } | { kind: 'code'; html: string };

/** Options of `addHeadingAnchors`. */
export type HeadingAnchorOptions = {
  /**
   * The accessible name of an added anchor, from the heading's text as written in the HTML (character
   * references kept, which an attribute value decodes the same way).
   */
  label: (text: string) => string;
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
// Section headings that get a self-link (spec: content-and-presentation §9, "up to level 3").
const ANCHORED_HEADINGS = new Set(['h2', 'h3']);

type Tag = { isClosing: boolean; name: string; attributes: string; start: number; end: number };

/** The tags of an HTML string in order (comments skipped, script and style content not read as tags). */
function* readTags(html: string): Generator<Tag> {
  const pattern = new RegExp(TAG.source, 'g');
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(html)) !== null) {
    if (match[2] === undefined) continue;
    const tag = {
      isClosing: match[1] === '/',
      name: match[2].toLowerCase(),
      attributes: match[3] ?? '',
      start: match.index,
      end: pattern.lastIndex,
    };
    yield tag;
    if (!tag.isClosing && RAW_TEXT.has(tag.name)) {
      const close = html.toLowerCase().indexOf(`</${tag.name}`, tag.end);
      pattern.lastIndex = close === -1 ? html.length : close;
    }
  }
}

/** The raw value of an attribute (character references kept), or undefined. */
function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?`,
    'i',
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** Reads a `<pre>` block opened by `open`; its end, or a render error for malformed code markup. */
function readCodeBlock(html: string, open: Tag, tags: Generator<Tag>): number {
  // spec: content-and-presentation §8 — malformed code markup throws.
  const stack: Tag[] = [];
  let hasCode = false;
  let hasOtherContent = false;
  let last = open.end;
  // Read with next(): leaving a for…of loop would close the generator the caller still reads.
  for (let next = tags.next(); !next.done; next = tags.next()) {
    const tag = next.value;
    if (stack.length === 0 && html.slice(last, tag.start).trim()) hasOtherContent = true;
    last = tag.end;
    if (tag.isClosing) {
      if (tag.name === 'pre' && stack.length === 0) {
        if (hasCode && hasOtherContent)
          throw new Error('Render error: the code element is not the only child of pre');
        return tag.end;
      }
      const top = stack.pop();
      if (!top) {
        if (tag.name === 'code') throw new Error('Render error: </code> without an opening <code> in pre');
        throw new Error(`Render error: </${tag.name}> without an opening tag in pre`);
      }
      if (top.name !== tag.name)
        throw new Error(`Render error: unclosed tag <${top.name}> in code (found </${tag.name}>)`);
      continue;
    }
    if (VOID_ELEMENTS.has(tag.name)) {
      if (stack.length === 0) hasOtherContent = true;
      continue;
    }
    if (stack.length === 0) {
      if (tag.name === 'code' && !hasCode) hasCode = true;
      else hasOtherContent = true;
    }
    stack.push(tag);
  }
  const unclosed = [open, ...stack].map((tag) => `<${tag.name}>`).join(', ');
  throw new Error(`Render error: unclosed tag(s) ${unclosed}`);
}

function checkHeading(tag: Tag): void {
  const level = /^h(\d+)$/.exec(tag.name);
  if (level && (Number(level[1]) < 1 || Number(level[1]) > 6))
    throw new Error(`Render error: invalid heading level <${tag.name}>`);
}

/**
 * Splits rendered HTML into HTML and code segments (top-level `<pre>` blocks only); joined, the segments
 * are the HTML again. Throws the internal render errors of malformed markup: a heading with an invalid
 * level, an unopened pre or code, an unclosed tag in a code block, or a code element that is not the
 * only child of its pre.
 */
export function splitRenderedHtml(html: string): Segment[] {
  const segments: Segment[] = [];
  let depth = 0;
  let last = 0;
  const tags = readTags(html);
  for (const tag of tags) {
    checkHeading(tag);
    if (tag.name === 'pre') {
      if (tag.isClosing) throw new Error('Render error: </pre> without an opening <pre>');
      const end = readCodeBlock(html, tag, tags);
      // A nested pre is read only for its errors; it stays in the HTML around it.
      if (depth > 0) continue;
      if (tag.start > last) segments.push({ kind: 'html', html: html.slice(last, tag.start) });
      segments.push({ kind: 'code', html: html.slice(tag.start, end) });
      last = end;
      continue;
    }
    if (tag.name === 'code' && tag.isClosing && depth === 0)
      throw new Error('Render error: </code> without an opening <code>');
    if (VOID_ELEMENTS.has(tag.name)) continue;
    depth = tag.isClosing ? Math.max(0, depth - 1) : depth + 1;
  }
  if (last < html.length) segments.push({ kind: 'html', html: html.slice(last) });
  return segments;
}

/**
 * Section self-links for display (spec: content-and-presentation §9: anchors up to level 3, before the
 * text). The renderer's decorative anchors (`aria-hidden`) leave the tab order, as the linked heading text
 * beside them is the focusable link; an h2 or h3 with an id but no link to itself (HTML the renderer's
 * heading ids did not write) gets an anchor before its text.
 */
export function addHeadingAnchors(html: string, options: HeadingAnchorOptions): string {
  const insertions: Array<{ at: number; text: string }> = [];
  let heading: { tag: Tag; id: string; isLinked: boolean; text: string; last: number } | undefined;
  for (const tag of readTags(html)) {
    if (heading) heading.text += html.slice(heading.last, tag.start);
    if (!tag.isClosing && tag.name === 'a') {
      if (
        attributeOf(tag.attributes, 'aria-hidden') === 'true' &&
        attributeOf(tag.attributes, 'tabindex') === undefined
      )
        insertions.push({ at: tag.start + 2, text: ' tabindex="-1"' });
      if (heading && attributeOf(tag.attributes, 'href') === `#${heading.id}`) heading.isLinked = true;
    }
    if (heading) heading.last = tag.end;
    if (!tag.isClosing && !heading && ANCHORED_HEADINGS.has(tag.name)) {
      const id = attributeOf(tag.attributes, 'id');
      if (id) heading = { tag, id, isLinked: false, text: '', last: tag.end };
    } else if (tag.isClosing && heading && tag.name === heading.tag.name) {
      if (!heading.isLinked) {
        const label = options.label(heading.text.trim()).replace(/"/g, '&quot;');
        insertions.push({
          at: heading.tag.end,
          text: `<a class="heading-anchor" href="#${heading.id}" aria-label="${label}">#</a>`,
        });
      }
      heading = undefined;
    }
  }
  if (insertions.length === 0) return html;
  insertions.sort((a, b) => a.at - b.at);
  let out = '';
  let last = 0;
  for (const { at, text } of insertions) {
    out += html.slice(last, at) + text;
    last = at;
  }
  return out + html.slice(last);
}
