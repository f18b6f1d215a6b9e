// Raw HTML for untrusted authors: an allow-list sanitizer for markdown-it's html_block and
// html_inline tokens. Tags are read with a small tokenizer and written back from their parsed
// name and attributes (values re-escaped), text is re-escaped, and everything else — comments,
// declarations, unknown tags, event handlers, unsafe URLs — is dropped. Since nothing is passed
// through verbatim, a tag this tokenizer reads differently from a browser can only lose markup,
// never smuggle it.
import type { MarkdownIt } from 'markdown-it';
import { EXTERNAL_LINK_REL, isSafeUrl } from '@reef/core';
import { decodeHTML, decodeHTMLAttribute } from 'entities/lib/decode.js';

const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'tt',
  'u',
  'ul',
  'var',
  'wbr',
]);
const VOID_TAGS = new Set(['br', 'col', 'hr', 'img', 'wbr']);
// Elements whose content is not markup (or is a whole other document): dropped with their content.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'frameset',
  'xmp',
  'plaintext',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'option',
  'head',
]);
const GLOBAL_ATTRIBUTES = new Set(['class', 'id', 'title', 'lang', 'dir', 'align', 'role']);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'name', 'target', 'rel', 'hreflang']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  del: new Set(['cite', 'datetime']),
  ins: new Set(['cite', 'datetime']),
  time: new Set(['datetime']),
  ol: new Set(['start', 'reversed', 'type']),
  li: new Set(['value']),
  td: new Set(['colspan', 'rowspan', 'headers', 'width']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope', 'width']),
  col: new Set(['span', 'width']),
  colgroup: new Set(['span', 'width']),
  table: new Set(['width']),
  details: new Set(['open']),
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const ID_LIKE = /^[A-Za-z][\w:.-]*$/;

const TAG_NAME = /[A-Za-z][A-Za-z0-9-]*/y;
const ATTRIBUTE_NAME = /[^\s"'>/=]+/y;
const UNQUOTED_VALUE = /[^\s>]*/y;
const WHITESPACE = /[\s/]*/y;

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeText(value: string): string {
  return escapeHtml(decodeHTML(value));
}

function keepAttribute(tag: string, name: string, value: string): boolean {
  if (name.startsWith('on')) return false;
  const isAllowed =
    GLOBAL_ATTRIBUTES.has(name) || name.startsWith('aria-') || TAG_ATTRIBUTES[tag]?.has(name) === true;
  if (!isAllowed) return false;
  if (URL_ATTRIBUTES.has(name)) return isSafeUrl(value);
  if (name === 'id' || name === 'name') return ID_LIKE.test(value);
  return true;
}

type Tag = { name: string; attributes: Array<[string, string]>; end: number; isClosing: boolean };

/** Prefix of every `id` and `name` an author writes in raw HTML. */
export const USER_ID_PREFIX = 'user-content-';
/** `rel` of a raw HTML link to another site: the spec's "ugc nofollow" plus `noopener`. */
export const RAW_EXTERNAL_LINK_REL = `${EXTERNAL_LINK_REL} noopener`;

function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * The attributes written back for a tag: the allow-listed ones, with the author's ids and names
 * prefixed (a bare `id="login"` could shadow the page's own element or a global: DOM clobbering), and
 * on links the author's `rel` replaced by ours and `target` kept only as `_blank` (with `noopener`).
 */
function safeAttributes(tag: Tag): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  for (const [name, value] of tag.attributes) {
    if (!keepAttribute(tag.name, name, value)) continue;
    if (name === 'id' || name === 'name')
      kept.push([name, value.startsWith(USER_ID_PREFIX) ? value : USER_ID_PREFIX + value]);
    else if (tag.name === 'a' && (name === 'rel' || name === 'target')) continue;
    else kept.push([name, value]);
  }
  if (tag.name !== 'a') return kept;
  const href = kept.find(([name]) => name === 'href')?.[1];
  const isBlank = tag.attributes.some(
    ([name, value]) => name === 'target' && value.trim().toLowerCase() === '_blank',
  );
  if (isBlank) kept.push(['target', '_blank']);
  if (href !== undefined && isExternalHref(href)) kept.push(['rel', RAW_EXTERNAL_LINK_REL]);
  else if (isBlank) kept.push(['rel', 'noopener']);
  return kept;
}

/** Reads a tag at `start` (which holds `<`), or null when it is not a complete tag. */
function readTag(html: string, start: number): Tag | null {
  const isClosing = html[start + 1] === '/';
  TAG_NAME.lastIndex = start + (isClosing ? 2 : 1);
  const nameMatch = TAG_NAME.exec(html);
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  let position = TAG_NAME.lastIndex;
  const attributes: Array<[string, string]> = [];
  for (;;) {
    WHITESPACE.lastIndex = position;
    WHITESPACE.exec(html);
    position = WHITESPACE.lastIndex;
    if (position >= html.length) return null;
    if (html[position] === '>') return { name, attributes, end: position + 1, isClosing };
    ATTRIBUTE_NAME.lastIndex = position;
    const attribute = ATTRIBUTE_NAME.exec(html);
    if (!attribute) return null;
    position = ATTRIBUTE_NAME.lastIndex;
    let value = '';
    while (/\s/.test(html[position] ?? '')) position += 1;
    if (html[position] === '=') {
      position += 1;
      while (/\s/.test(html[position] ?? '')) position += 1;
      const quote = html[position];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, position + 1);
        if (close === -1) return null;
        value = html.slice(position + 1, close);
        position = close + 1;
      } else {
        UNQUOTED_VALUE.lastIndex = position;
        value = UNQUOTED_VALUE.exec(html)?.[0] ?? '';
        position = UNQUOTED_VALUE.lastIndex;
      }
    }
    const attributeName = attribute[0].toLowerCase();
    if (!attributes.some(([existing]) => existing === attributeName)) {
      attributes.push([attributeName, decodeHTMLAttribute(value)]);
    }
  }
}

/** Index after the closing tag of `name` from `from` (case-insensitive), or the end of the input. */
function skipElement(html: string, name: string, from: number): number {
  const lower = html.toLowerCase();
  let at = lower.indexOf(`</${name}`, from);
  while (at !== -1) {
    const after = lower[at + name.length + 2];
    if (after === undefined || after === '>' || /[\s/]/.test(after)) {
      const close = html.indexOf('>', at);
      return close === -1 ? html.length : close + 1;
    }
    at = lower.indexOf(`</${name}`, at + 1);
  }
  return html.length;
}

/** Filters raw HTML through the allow-list. */
export function sanitizeHtml(html: string): string {
  let output = '';
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      output += escapeText(html.slice(index));
      break;
    }
    if (lt > index) output += escapeText(html.slice(index, lt));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      index = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      output += '&lt;';
      index = lt + 1;
      continue;
    }
    index = tag.end;
    if (!tag.isClosing && DROPPED_WITH_CONTENT.has(tag.name)) {
      index = skipElement(html, tag.name, tag.end);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (tag.isClosing) {
      if (!VOID_TAGS.has(tag.name)) output += `</${tag.name}>`;
      continue;
    }
    output += `<${tag.name}`;
    for (const [name, value] of safeAttributes(tag)) output += ` ${name}="${escapeHtml(value)}"`;
    output += '>';
  }
  return output;
}

/** Renders html_block and html_inline tokens through the sanitizer. */
export function sanitizeHtmlTokens(md: MarkdownIt): void {
  md.renderer.rules.html_block = (tokens, idx) => sanitizeHtml(tokens[idx]!.content);
  md.renderer.rules.html_inline = (tokens, idx) => sanitizeHtml(tokens[idx]!.content);
}
