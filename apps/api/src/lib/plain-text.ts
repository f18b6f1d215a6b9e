// Plain text of rendered HTML, for search: what readers see, without markup or code-block chrome.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  copy: '©',
  reg: '®',
  trade: '™',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

// Block-level tags end a word even when the HTML has no whitespace between them.
const BLOCK_TAG =
  /^(?:address|article|aside|blockquote|br|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|td|th|tr|ul)$/i;

/** Decodes HTML character references (named ones the renderer emits, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The readable text of rendered HTML: tags removed, entities decoded, code labels left out, whitespace collapsed. */
export function htmlToPlainText(html: string): string {
  const withoutChrome = html
    // Code labels ("server.js", "Output") are chrome around the code, not part of the content.
    .replace(/<div class="(?:secondary-)?code-label"[^>]*>[^<]*<\/div>/g, ' ')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const text = withoutChrome.replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_tag, name: string) =>
    BLOCK_TAG.test(name) ? ' ' : '',
  );
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
