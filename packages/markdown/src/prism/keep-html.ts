// Highlighting code that already holds HTML (highlight marks, prefix lists, secondary labels).
//
// Prism highlights plain text, so the HTML elements inside a code block are taken out, the text is
// highlighted, and each element is put back around the same stretch of text, splitting Prism's
// token spans where an element starts or ends inside one. Existing content was rendered by a
// renderer that did this on a parsed DOM and re-serialised the result; its quirks are part of the
// HTML that content and stylesheets depend on, so this module reproduces that output exactly:
// - text is re-encoded as XML (`'` → `&apos;`, `$` and every non-ASCII character → `&#x…;`);
// - elements left without text are dropped;
// - element positions are found per parser text chunk (text is chunked at each entity), which
//   shifts an element that starts after an entity inside the same text node.
// Everything runs on a small linked DOM of our own, in time linear in the size of the code.

import { Parser } from 'htmlparser2';
import { decodeHTMLAttribute, replaceCodePoint } from 'entities/lib/decode.js';

type ParentNode = ElementNode;
type TextNode = {
  kind: 'text';
  data: string;
  parent: ParentNode | null;
  prev: DomNode | null;
  next: DomNode | null;
};
type ElementNode = {
  kind: 'element';
  name: string;
  attribs: Record<string, string>;
  parent: ParentNode | null;
  prev: DomNode | null;
  next: DomNode | null;
  first: DomNode | null;
  last: DomNode | null;
};
type DomNode = TextNode | ElementNode;

/** An element taken out of the code, with the text offsets it spans. */
type Extracted = {
  name: string;
  attributes: Record<string, string>;
  open: number;
  close: number;
  depth: number;
  openNode?: DomNode;
  openPos?: number;
  closeNode?: DomNode;
  closePos?: number;
};

type Events = {
  open(name: string, attributes: Record<string, string>): void;
  text(value: string): void;
  close(name: string): void;
};

function createElement(name: string, attribs: Record<string, string>): ElementNode {
  return { kind: 'element', name, attribs, parent: null, prev: null, next: null, first: null, last: null };
}

function detach(node: DomNode): void {
  const { parent, prev, next } = node;
  if (prev) prev.next = next;
  else if (parent) parent.first = next;
  if (next) next.prev = prev;
  else if (parent) parent.last = prev;
  node.parent = null;
  node.prev = null;
  node.next = null;
}

function appendChild(parent: ElementNode, node: DomNode): void {
  detach(node);
  node.parent = parent;
  node.prev = parent.last;
  if (parent.last) parent.last.next = node;
  else parent.first = node;
  parent.last = node;
}

function prependChild(parent: ElementNode, node: DomNode): void {
  detach(node);
  node.parent = parent;
  node.next = parent.first;
  if (parent.first) parent.first.prev = node;
  else parent.last = node;
  parent.first = node;
}

function insertAfter(reference: DomNode, node: DomNode): void {
  detach(node);
  const parent = reference.parent!;
  node.parent = parent;
  node.prev = reference;
  node.next = reference.next;
  if (reference.next) reference.next.prev = node;
  else parent.last = node;
  reference.next = node;
}

function insertBefore(reference: DomNode, node: DomNode): void {
  detach(node);
  const parent = reference.parent!;
  node.parent = parent;
  node.next = reference;
  node.prev = reference.prev;
  if (reference.prev) reference.prev.next = node;
  else parent.first = node;
  reference.prev = node;
}

function cloneShallow(node: DomNode): DomNode {
  if (node.kind === 'text') return { kind: 'text', data: node.data, parent: null, prev: null, next: null };
  return createElement(node.name, { ...node.attribs });
}

function isEmpty(node: DomNode): boolean {
  if (node.kind === 'text') return node.data === '';
  for (let child = node.first; child; child = child.next) if (!isEmpty(child)) return false;
  return true;
}

function leafOf(node: DomNode): DomNode {
  let current = node;
  while (current.kind === 'element' && current.first) current = current.first;
  return current;
}

function contains(ancestor: DomNode | null, node: DomNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

function nextSiblingLeaf(node: DomNode, root: ElementNode): DomNode | null {
  let current: DomNode = node;
  while (!current.next) {
    if (!current.parent) throw new Error('Walked out of the code tree');
    current = current.parent;
    if (current === root) return null;
  }
  return leafOf(current.next);
}

/** The text node (and offset in it) `offset` characters after the start of `node`. */
function offsetNode(
  node: DomNode,
  offset: number,
  root: ElementNode,
  nextOnExact = false,
): { node: DomNode; offset: number } {
  if (offset < 0) throw new Error('Negative offset unsupported');
  if (offset === 0) return { node, offset: 0 };
  let current: DomNode | null = leafOf(node);
  let remaining = offset;
  const lengthOf = (leaf: DomNode) => (leaf.kind === 'text' ? leaf.data.length : 0);
  while (
    current.kind !== 'text' ||
    remaining > current.data.length ||
    (nextOnExact && remaining === current.data.length)
  ) {
    if (current.kind === 'text') remaining -= lengthOf(current);
    current = nextSiblingLeaf(current, root);
    if (current === null) throw new Error('Offset is larger than the document');
  }
  return { node: current, offset: remaining };
}

function commonAncestor(a: DomNode, b: DomNode): ElementNode | null {
  for (let parent = a.parent; parent; parent = parent.parent) if (contains(parent, b)) return parent;
  return null;
}

/**
 * Splits the branch of `root` that holds `node` at `offset`, so that everything from that point
 * on sits in new sibling branches. Returns the first child of `root` on the right of the split.
 */
function split(root: ElementNode | null, node: DomNode, offset: number): DomNode {
  if (!contains(root, node)) throw new Error('Node is not a child of root');
  let working = node;
  if (offset > 0) {
    if (working.kind !== 'text') throw new Error('Cannot offset on non-text node');
    if (offset > working.data.length) throw new Error('Offset is larger than the document');
    const right = cloneShallow(working) as TextNode;
    right.data = working.data.slice(offset);
    insertAfter(working, right);
    working.data = working.data.slice(0, offset);
    working = right;
  }
  let bound = working;
  while (bound.parent !== root) {
    const parent: ElementNode = bound.parent!;
    const right = cloneShallow(parent) as ElementNode;
    while (bound.next) appendChild(right, bound.next);
    insertAfter(parent, right);
    prependChild(right, bound);
    bound = parent;
  }
  return bound === working ? bound : bound.next!;
}

function isEmptyBefore(node: DomNode): boolean {
  for (let sibling = node.prev; sibling; sibling = sibling.prev) if (!isEmpty(sibling)) return false;
  return true;
}

function isEmptyAfter(node: DomNode): boolean {
  for (let sibling = node.next; sibling; sibling = sibling.next) if (!isEmpty(sibling)) return false;
  return true;
}

/** Wraps the text between an extracted element's offsets in a copy of that element. */
function inject(item: Extracted, root: ElementNode): void {
  if (!item.openNode || !item.closeNode) throw new Error(`Untracked node: <${item.name}>`);
  const start = offsetNode(item.openNode, item.openPos!, root, true);
  let end = offsetNode(item.closeNode, item.closePos!, root);
  let ancestor = commonAncestor(start.node, end.node);
  const firstRight = split(ancestor, start.node, start.offset);
  end = offsetNode(end.node, end.offset, root);
  const closeRight = split(ancestor, end.node, end.offset);
  const lastLeft = closeRight.prev;
  // The elements between both splits (none when the element wraps no text).
  const middle: DomNode[] = [];
  if (lastLeft && lastLeft !== firstRight.prev) {
    let reached = false;
    for (let node: DomNode | null = firstRight; node; node = node.next) {
      middle.push(node);
      if (node === lastLeft) {
        reached = true;
        break;
      }
    }
    if (!reached) middle.length = 0;
  }
  if (!middle.length) return;
  let first = middle[0]!;
  let last = middle[middle.length - 1]!;
  while (ancestor !== root && first.parent === last.parent && isEmptyBefore(first) && isEmptyAfter(last)) {
    first = first.parent!;
    last = first;
    middle.length = 0;
    middle.push(first);
    ancestor = ancestor!.parent;
  }
  const wrap = createElement(item.name, { ...item.attributes });
  insertBefore(middle[0]!, wrap);
  for (const node of middle) appendChild(wrap, node);
}

function removeEmpty(node: DomNode): void {
  if (node.kind === 'element') {
    for (let child = node.first; child;) {
      const next: DomNode | null = child.next;
      removeEmpty(child);
      child = next;
    }
    if (!node.first && node.parent) detach(node);
  } else if (node.data === '' && node.parent) {
    detach(node);
  }
}

// --- XML re-encoding (the serialiser of the original renderer encoded text and attributes so) ---

const XML_SPECIAL = /["&'<>$\x80-\uFFFF]/g;
const XML_NAMED: Record<number, string> = { 34: '&quot;', 38: '&amp;', 39: '&apos;', 60: '&lt;', 62: '&gt;' };

/** Encodes `"&'<>`, `$` and every non-ASCII character as XML entities. */
export function encodeXml(value: string): string {
  XML_SPECIAL.lastIndex = 0;
  if (!XML_SPECIAL.test(value)) return value;
  XML_SPECIAL.lastIndex = 0;
  let result = '';
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = XML_SPECIAL.exec(value)) !== null) {
    const index = match.index;
    const code = value.charCodeAt(index);
    const named = XML_NAMED[code];
    if (named !== undefined) {
      result += value.slice(last, index) + named;
      last = index + 1;
    } else {
      result += `${value.slice(last, index)}&#x${value.codePointAt(index)!.toString(16)};`;
      // A high surrogate takes the next code unit with it, paired or not.
      XML_SPECIAL.lastIndex += Number((code & 0xfc00) === 0xd800);
      last = XML_SPECIAL.lastIndex;
    }
  }
  return result + value.slice(last);
}

const RAW_TEXT_PARENTS = new Set([
  'style',
  'script',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'noscript',
]);
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

function serializeChildren(parent: ElementNode): string {
  let html = '';
  for (let node = parent.first; node; node = node.next) {
    if (node.kind === 'text') {
      html += RAW_TEXT_PARENTS.has(parent.name) ? node.data : encodeXml(node.data);
      continue;
    }
    html += `<${node.name}`;
    for (const name of Object.keys(node.attribs)) {
      const value = node.attribs[name]!;
      html += value === '' ? ` ${name}` : ` ${name}="${encodeXml(value)}"`;
    }
    html += '>';
    html += serializeChildren(node);
    if (!VOID_ELEMENTS.has(node.name)) html += `</${node.name}>`;
  }
  return html;
}

// --- Tokenizing ---

// The HTML this module reads is almost always machine-written (escaped code, Prism's spans, our
// own marks and lists), so a small tokenizer handles it; anything unusual goes to htmlparser2,
// whose events are the reference behaviour.
const FAST_TAGS = new Set(['span', 'mark', 'div', 'ol', 'li']);
const TAG_NAME = /[a-z][a-z0-9]*/y;
const ATTRIBUTE = / ([a-z][a-z0-9-]*)="([^"<]*)"/y;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7}));/y;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes one entity at `index`, or returns null when it is not one the fast path knows. */
function readEntity(html: string, index: number): { value: string; end: number } | null {
  ENTITY.lastIndex = index;
  const match = ENTITY.exec(html);
  if (!match) return null;
  if (match[1]) return { value: NAMED_ENTITIES[match[1]]!, end: ENTITY.lastIndex };
  const code = match[2] ? parseInt(match[2], 16) : Number(match[3]);
  // Code points the HTML parser remaps (NUL, C1 controls…) go the slow, exact way.
  if (replaceCodePoint(code) !== code || (code >= 0xd800 && code <= 0xdfff)) return null;
  return { value: String.fromCodePoint(code), end: ENTITY.lastIndex };
}

function decodeAttribute(value: string): string | null {
  if (!value.includes('&')) return value;
  let result = '';
  let last = 0;
  for (let amp = value.indexOf('&'); amp !== -1; amp = value.indexOf('&', last)) {
    const entity = readEntity(value, amp);
    if (!entity) return null;
    result += value.slice(last, amp) + entity.value;
    last = entity.end;
  }
  return result + value.slice(last);
}

function tokenizeFast(html: string, events: Events): boolean {
  const stack: string[] = [];
  let index = 0;
  const length = html.length;
  while (index < length) {
    const lt = html.indexOf('<', index);
    const textEnd = lt === -1 ? length : lt;
    // Text, chunked at each entity the way the HTML parser reports it.
    let chunkStart = index;
    for (
      let amp = html.indexOf('&', index);
      amp !== -1 && amp < textEnd;
      amp = html.indexOf('&', chunkStart)
    ) {
      const entity = readEntity(html, amp);
      if (!entity) return false;
      if (amp > chunkStart) events.text(html.slice(chunkStart, amp));
      events.text(entity.value);
      chunkStart = entity.end;
    }
    if (textEnd > chunkStart) events.text(html.slice(chunkStart, textEnd));
    if (lt === -1) break;
    if (html[lt + 1] === '/') {
      TAG_NAME.lastIndex = lt + 2;
      const name = TAG_NAME.exec(html)?.[0];
      if (!name || html[TAG_NAME.lastIndex] !== '>' || stack[stack.length - 1] !== name) return false;
      stack.pop();
      events.close(name);
      index = TAG_NAME.lastIndex + 1;
      continue;
    }
    TAG_NAME.lastIndex = lt + 1;
    const name = TAG_NAME.exec(html)?.[0];
    if (!name || !FAST_TAGS.has(name)) return false;
    // Opening an item while one is open closes it implicitly: leave that to the real parser.
    if (name === 'li' && stack[stack.length - 1] === 'li') return false;
    let position = TAG_NAME.lastIndex;
    const attributes: Record<string, string> = {};
    while (html[position] === ' ') {
      ATTRIBUTE.lastIndex = position;
      const match = ATTRIBUTE.exec(html);
      if (!match) return false;
      const value = decodeAttribute(match[2]!);
      if (value === null || match[1]! in attributes) return false;
      attributes[match[1]!] = value;
      position = ATTRIBUTE.lastIndex;
    }
    if (html[position] !== '>') return false;
    stack.push(name);
    events.open(name, attributes);
    index = position + 1;
  }
  return stack.length === 0;
}

function tokenizeExact(html: string, events: Events): void {
  const parser = new Parser({
    onopentag: (name, attributes) => events.open(name, attributes),
    ontext: (value) => events.text(value),
    onclosetag: (name) => events.close(name),
  });
  parser.write(html);
  parser.end();
}

/** Runs the fast tokenizer, or htmlparser2 when the fast one gives up (on a fresh consumer). */
function tokenize<T extends Events>(html: string, create: () => T): T {
  const fast = create();
  if (tokenizeFast(html, fast)) return fast;
  const exact = create();
  tokenizeExact(html, exact);
  return exact;
}

// --- Extraction and re-insertion ---

function isTokenSpan(item: Extracted): boolean {
  return item.name === 'span' && /(^| )token( |$)/.test(item.attributes.class ?? '');
}

/** The plain text of some code HTML, and the elements in it (deepest first, then in order). */
export function extractTextAndNodes(html: string): { text: string; nodes: Extracted[] } {
  const extractor = tokenize(html, () => {
    let text = '';
    const stack: Extracted[] = [];
    const all: Extracted[] = [];
    return {
      open(name: string, attributes: Record<string, string>) {
        stack.push({ name, attributes, open: text.length, close: -1, depth: stack.length });
      },
      text(value: string) {
        text += value;
      },
      close(name: string) {
        const item = stack.pop();
        if (!item || item.name !== name) {
          throw new Error(
            `Unexpected closing tag in code, expecting </${item?.name ?? ''}> but got </${name}>`,
          );
        }
        item.close = text.length;
        all.push(item);
      },
      result() {
        if (stack.length)
          throw new Error(`Unclosed tag(s) in code: ${stack.map((item) => `<${item.name}>`).join(', ')}`);
        const nodes = all
          .filter((item) => !isTokenSpan(item))
          .sort((a, b) => (a.depth !== b.depth ? b.depth - a.depth : a.open - b.open));
        return { text, nodes };
      },
    };
  });
  return extractor.result();
}

/** Parses highlighted HTML and wraps the extracted elements back around their text. */
export function insertNodes(html: string, nodes: Extracted[]): string {
  const byOpen = [...nodes].sort((a, b) => a.open - b.open);
  const byClose = [...nodes].sort((a, b) => a.close - b.close);
  const builder = tokenize(html, () => {
    const root = createElement('#root', {});
    const stack: ElementNode[] = [root];
    let lastText: TextNode | null = null;
    let position = 0;
    let openIndex = 0;
    let closeIndex = 0;
    for (const item of nodes) {
      delete item.openNode;
      delete item.closeNode;
    }
    return {
      root,
      open(name: string, attributes: Record<string, string>) {
        const element = createElement(name, attributes);
        appendChild(stack[stack.length - 1]!, element);
        stack.push(element);
        lastText = null;
      },
      text(value: string) {
        if (lastText) {
          lastText.data += value;
        } else {
          lastText = { kind: 'text', data: value, parent: null, prev: null, next: null };
          appendChild(stack[stack.length - 1]!, lastText);
        }
        const end = position + value.length;
        // Offsets are taken relative to this chunk, even when it was merged into a longer node.
        while (openIndex < byOpen.length && byOpen[openIndex]!.open < end) {
          const item = byOpen[openIndex++]!;
          item.openNode = lastText;
          item.openPos = item.open - position;
        }
        while (closeIndex < byClose.length && byClose[closeIndex]!.close <= end) {
          const item = byClose[closeIndex++]!;
          item.closeNode = lastText;
          item.closePos = item.close - position;
        }
        position = end;
      },
      close() {
        if (stack.length > 1) stack.pop();
        lastText = null;
      },
    };
  });
  const { root } = builder;
  for (const item of nodes) inject(item, root);
  removeEmpty(root);
  return serializeChildren(root);
}

/** Highlights HTML code with `highlight` (Prism's), keeping the elements already inside it. */
export function highlightKeepingHtml(html: string, highlight: (text: string) => string): string {
  const { text, nodes } = extractTextAndNodes(html);
  return insertNodes(highlight(text), nodes);
}

/** Decodes an attribute value the way an HTML parser does (for the sanitizer). */
export function decodeAttributeValue(value: string): string {
  return decodeHTMLAttribute(value);
}
