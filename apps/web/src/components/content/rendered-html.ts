// Helpers over the HTML the API stores for a body (rendered once at write time by @reef/markdown): split it at
// code blocks so each gets a copy button, and make sure section headings carry a link to themselves.

/** A run of rendered HTML, or one code block with its plain text for the copy button. */
export type HtmlSegment = { kind: 'html'; html: string } | { kind: 'code'; html: string; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the HTML entities a renderer emits in code (named basics and numeric references). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** The text a reader copies from a `<pre>` block: tags removed (line prefixes live in attributes), entities decoded. */
export function codeText(preHtml: string): string {
  const text = decodeEntities(preHtml.replace(/<[^>]*>/g, ''));
  return text.replace(/\n$/, '');
}

/**
 * Splits rendered HTML at its `<pre>` blocks. Rendered code is escaped, so a `<pre>` never contains another one
 * and the first closing tag ends the block.
 */
export function splitCodeBlocks(html: string): HtmlSegment[] {
  const segments: HtmlSegment[] = [];
  const pattern = /<pre\b[^>]*>[\s\S]*?<\/pre>/gi;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'html', html: html.slice(last, start) });
    segments.push({ kind: 'code', html: match[0], text: codeText(match[0]) });
    last = start + match[0].length;
  }
  if (last < html.length) segments.push({ kind: 'html', html: html.slice(last) });
  return segments;
}

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).trim();
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Gives every h2/h3 with an id a link to itself placed before the text (spec: content-and-presentation §9: anchors
 * up to level 3, before the text, click-to-copy), unless the renderer already put one there.
 */
export function addHeadingAnchors(html: string): string {
  // A renderer's decorative anchor hidden from assistive technology must not take keyboard focus either; the linked
  // heading text beside it is the focusable link.
  const withHiddenUnfocusable = html.replace(
    /<a\b(?=[^>]*\baria-hidden="true")(?![^>]*\btabindex=)([^>]*)>/gi,
    '<a tabindex="-1"$1>',
  );
  return withHiddenUnfocusable.replace(
    /<h([23])\b([^>]*)\bid="([^"]+)"([^>]*)>([\s\S]*?)<\/h\1>/gi,
    (match, level: string, before: string, id: string, after: string, inner: string) => {
      if (inner.includes(`href="#${id}"`)) return match;
      const label = `Link to the section ${stripTags(inner)}`;
      const anchor = `<a class="heading-anchor" href="#${id}" aria-label="${escapeAttribute(label)}">#</a>`;
      return `<h${level}${before}id="${id}"${after}>${anchor}${inner}</h${level}>`;
    },
  );
}
