// The helpers over rendered HTML (`@reef/markdown/html`), for the API and the web's pages alike:
// - `htmlToText`: the plain text of a body for search, page descriptions and structured data, read with a
//   real HTML parser (htmlparser2). `renderMarkdown` returns the same text as `text`; stored HTML goes
//   through `htmlToText` directly.
// - `splitRenderedHtml`, `addHeadingAnchors` (from `./split.ts`): an article body's code blocks and
//   section anchors. They need no parser or entity tables, so client components import them from
//   `@reef/markdown/split` and a page's JavaScript does not carry htmlparser2.
import { Parser } from 'htmlparser2';

export { addHeadingAnchors, splitRenderedHtml } from './split.js';
export type { HeadingAnchorOptions, Segment } from './split.js';

// Block-level elements end a word even when the HTML has no whitespace between them.
const BLOCK_ELEMENTS = new Set(
  (
    'address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 ' +
    'header hr li main nav ol p pre section summary table td th tr ul'
  ).split(' '),
);
// Not read as text at all.
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'template']);
// Code labels ("server.js", "Output") are chrome around the code, not part of the content.
const CHROME_CLASSES = ['code-label', 'secondary-code-label'];

function isChrome(classes: string): boolean {
  const names = classes.split(/\s+/);
  return CHROME_CLASSES.some((name) => names.includes(name));
}

/** Options of `htmlToText`. */
export type HtmlToTextOptions = {
  /**
   * Block boundaries as a line break instead of a space (search excerpts keep a heading, a command and the
   * next paragraph apart); other whitespace is still one space.
   */
  keepBlocks?: boolean;
};

// Marks a block boundary while the text is read (a private-use character: no whitespace rule touches it).
const BLOCK_MARK = '\uE000';

/**
 * The readable text of rendered HTML: what a reader sees, without markup, code labels, scripts or
 * comments; character references decoded; block boundaries and runs of whitespace as one space (block
 * boundaries as one line break with `keepBlocks`).
 */
export function htmlToText(html: string, options: HtmlToTextOptions = {}): string {
  const boundary = options.keepBlocks ? BLOCK_MARK : ' ';
  const parts: string[] = [];
  // Depth inside an element whose content is left out (0: reading). Attributes are read one by one
  // (no object per tag): an element whose class marks it as chrome starts skipping at its class.
  let skipped = 0;
  const parser = new Parser({
    onopentagname(name) {
      if (skipped > 0 || HIDDEN_ELEMENTS.has(name)) skipped += 1;
      else if (BLOCK_ELEMENTS.has(name)) parts.push(boundary);
    },
    onattribute(name, value) {
      if (skipped === 0 && name === 'class' && isChrome(value)) skipped = 1;
    },
    ontext(text) {
      if (skipped === 0) parts.push(options.keepBlocks ? text.replaceAll(BLOCK_MARK, '') : text);
    },
    onclosetag(name) {
      if (skipped > 0) skipped -= 1;
      else if (BLOCK_ELEMENTS.has(name)) parts.push(boundary);
    },
  });
  parser.end(html);
  const text = parts.join('').replace(/\s+/g, ' ');
  if (!options.keepBlocks) return text.trim();
  return text
    .replace(/ ?\uE000[\s\uE000]*/g, '\n')
    .replace(/^\n|\n$/g, '')
    .trim();
}
