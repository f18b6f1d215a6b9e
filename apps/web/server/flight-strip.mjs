// Each page carries its bodies once (issue #33): Next.js inlines a page's React Server Components payload (the
// "flight" data) in the document as `<script>self.__next_f.push([1,"…"])</script>` scripts, so every article,
// question, answer and post body is in the page twice, once as HTML and once in that payload. ArticleBody hands each
// piece of body HTML to RawHtml with a marker in front (`<!--reef-html:KEY-->`, src/components/content/
// raw-html-marker.ts); stripMarkedBodies cuts each marked string of the inline payload down to its marker, and
// RawHtml takes the body from the HTML the browser already has. The payload of a client navigation (`.rsc`) is not
// touched and keeps its bodies.
//
// The payload is a run of rows `<hex id>:<tag><data>`: most end at a newline and hold JSON, where a short body is a
// JSON string; a text row `<hex id>:T<hex byte length>,<text>` (React's form for a string of 1024 characters or more)
// holds its text raw, with no end mark but its length in UTF-8 bytes. Rows may be split anywhere between scripts.
// The document is rewritten only where a marked body was, in the scripts that held it, and only when everything
// parses as expected; anything else leaves it as it came.
//
// The same pass carries static regions once. The payload also holds the tree of every server component already in
// the HTML (the footer, a tutorial's contents and related list), which React only needs to hydrate; it does not
// hydrate inside an element rendered with dangerouslySetInnerHTML. StaticRegion (raw-html.tsx) is a client component
// with a `reefStatic` key: this drops its `children` from the row that holds it, then every JSON or text row no
// longer reachable from row 0, and the region renders the DOM the server sent. Only a region whose children reach
// no client component is cut, but for the link component the region names as `reefLinks` (its clicks go through the
// router from the region); and nothing is cut when a reference by path (React's form for an object written twice)
// would no longer find its object. Client references, hints and any row of another kind or id written twice are
// never dropped.

const MARKER = '<!--reef-html:';
/** The marker as it reads inside Next's inline scripts, which escape `<`. */
const ESCAPED_MARKER = '\\u003c!--reef-html:';
const PUSH_START = 'self.__next_f.push(';
const SCRIPT_ELEMENT = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;
/** Tags of rows whose data is `<hex byte length>,<bytes>` (react-server-dom's client reads the same list). */
const LENGTH_TAGS = new Set('TAOobUSsLlGgMmV');
const HEX = /^[0-9a-f]+$/;
const ROW_ID = /^[0-9a-f]*$/;

/** The escaping Next.js applies to the JSON of an inline script (its htmlEscapeJsonString). */
const ESCAPES = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const escapeForScript = (json) => json.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]);

/** The index just past a marker that starts at `at` (`<!--reef-html:KEY-->`), or -1. */
function markerEnd(stream, at, limit) {
  let i = at + MARKER.length;
  const keyStart = i;
  while (i < limit && /[0-9a-z]/.test(stream[i])) i++;
  if (i === keyStart || !stream.startsWith('-->', i) || i + 3 > limit) return -1;
  return i + 3;
}

const utf8Length = (codePoint) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * The edits that cut the marked bodies of a flight stream down to their markers, as `[start, end, replacement]`
 * ranges of the stream in order, or null when the stream is not a whole run of rows as expected.
 * @param {string} stream
 * @returns {Array<[number, number, string]> | null}
 */
function findEdits(stream) {
  const edits = [];
  let i = 0;
  while (i < stream.length) {
    const colon = stream.indexOf(':', i);
    // A hint row (`:HL[…]`, a stylesheet or font to preload) has no id.
    if (colon === -1 || !ROW_ID.test(stream.slice(i, colon))) return null;
    const tag = stream[colon + 1];
    if (LENGTH_TAGS.has(tag)) {
      const comma = stream.indexOf(',', colon + 2);
      const hex = comma === -1 ? '' : stream.slice(colon + 2, comma);
      if (!HEX.test(hex)) return null;
      const length = parseInt(hex, 16);
      let end = comma + 1;
      let bytes = 0;
      while (bytes < length && end < stream.length) {
        const codePoint = stream.codePointAt(end);
        bytes += utf8Length(codePoint);
        end += codePoint > 0xffff ? 2 : 1;
      }
      if (bytes !== length) return null;
      if (tag === 'T' && stream.startsWith(MARKER, comma + 1)) {
        const cut = markerEnd(stream, comma + 1, end);
        if (cut !== -1 && cut < end) {
          edits.push([colon + 2, comma, (cut - comma - 1).toString(16)]);
          edits.push([cut, end, '']);
        }
      }
      i = end;
      continue;
    }
    const newline = stream.indexOf('\n', colon + 1);
    if (newline === -1) return null;
    // A JSON row (with or without a one-letter tag): each string whose text starts with the marker is cut to it.
    for (let at = colon + 1; at < newline; at++) {
      if (stream[at] !== '"') continue;
      const open = at;
      for (at++; at < newline && stream[at] !== '"'; at++) if (stream[at] === '\\') at++;
      if (at >= newline) return null;
      if (stream.startsWith(MARKER, open + 1)) {
        const cut = markerEnd(stream, open + 1, at);
        if (cut !== -1 && cut < at) edits.push([cut, at, '']);
      }
    }
    i = newline + 1;
  }
  return edits;
}

/** The piece `[start, end)` of `stream` with the edits applied: each edit's replacement goes where the edit starts. */
function applyEdits(stream, start, end, edits) {
  let out = '';
  let at = start;
  for (const [from, to, replacement] of edits) {
    if (to <= start || from >= end) continue;
    out += stream.slice(at, Math.max(from, start));
    if (from >= start) out += replacement;
    at = Math.min(to, end);
  }
  return out + stream.slice(at, end);
}

/**
 * The rows of a flight stream in order: `id` ('' for a hint), `tag` (one capital letter or `T`-like length tag, '' for
 * a plain JSON row), where the row starts and ends (after its newline), and a JSON row's data; null when the stream
 * is not a whole run of rows.
 * @param {string} stream
 */
function readRows(stream) {
  const rows = [];
  let i = 0;
  while (i < stream.length) {
    const colon = stream.indexOf(':', i);
    if (colon === -1 || !ROW_ID.test(stream.slice(i, colon))) return null;
    const id = stream.slice(i, colon);
    const tag = stream[colon + 1] ?? '';
    if (LENGTH_TAGS.has(tag)) {
      const comma = stream.indexOf(',', colon + 2);
      const hex = comma === -1 ? '' : stream.slice(colon + 2, comma);
      if (!HEX.test(hex)) return null;
      const length = parseInt(hex, 16);
      let end = comma + 1;
      let bytes = 0;
      while (bytes < length && end < stream.length) {
        const codePoint = stream.codePointAt(end);
        bytes += utf8Length(codePoint);
        end += codePoint > 0xffff ? 2 : 1;
      }
      if (bytes !== length) return null;
      rows.push({ id, tag, start: i, end });
      i = end;
      continue;
    }
    const newline = stream.indexOf('\n', colon + 1);
    if (newline === -1) return null;
    const tagged = /[A-Z]/.test(tag);
    rows.push({
      id,
      tag: tagged ? tag : '',
      start: i,
      end: newline + 1,
      data: stream.slice(colon + (tagged ? 2 : 1), newline),
    });
    i = newline + 1;
  }
  return rows;
}

/** A reference to a row: `$` and the row's hex id, maybe a one-letter kind before it and a `:path` after it. */
const REFERENCE = /^\$([A-Za-z@]?)([0-9a-f]+)(?::|$)/;
const HEX_REFERENCE = /^\$([0-9a-f]+)(?::|$)/;

/** The ids of the rows `value` may refer to (read generously: a string that could be either kind counts twice). */
function referencesOf(value, out = []) {
  if (typeof value === 'string') {
    if (value[0] !== '$') return out;
    const match = REFERENCE.exec(value);
    if (match) out.push(match[2]);
    const plain = HEX_REFERENCE.exec(value);
    if (plain) out.push(plain[1]);
  } else if (Array.isArray(value)) {
    for (const item of value) referencesOf(item, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) referencesOf(item, out);
  }
  return out;
}

/** Where an element's fields are in its JSON (`["$", type, key, props]`), for a reference by path. */
const ELEMENT_FIELDS = { type: 1, key: 2, props: 3 };

/** Each string of `value` that refers to a row by a path inside it (`$<id>:<key>:<key>…`). */
function pathReferencesOf(value, out = []) {
  if (typeof value === 'string') {
    if (isPathReference(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) pathReferencesOf(item, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) pathReferencesOf(item, out);
  }
  return out;
}

const isPathReference = (text) => text[0] === '$' && text.includes(':') && REFERENCE.test(text);

/** The row id a reference names: all hex after `$` if it reads so, else after a one-letter kind. */
const idOf = (text) => HEX_REFERENCE.exec(text)?.[1] ?? REFERENCE.exec(text)?.[2] ?? '';

/**
 * What a reference by path (`$<id>:props:children:1`, React's form for an object written a second time) finds, as
 * `{ value }`, following the references it meets on the way as React does; null when it finds nothing.
 * @param {string} text
 * @param {(id: string) => ({ value: unknown } | null)} valueOf a row's JSON by id, or null
 */
function resolvePath(text, valueOf) {
  const [head, ...path] = text.split(':');
  let found = valueOf(idOf(head));
  for (const step of path) {
    let value = found?.value;
    if (typeof value === 'string' && value[0] === '$' && !value.includes(':') && REFERENCE.test(value))
      value = valueOf(idOf(value))?.value;
    if (Array.isArray(value) && value[0] === '$' && value.length >= 4 && Object.hasOwn(ELEMENT_FIELDS, step))
      value = value[ELEMENT_FIELDS[step]];
    else if (value && typeof value === 'object' && Object.hasOwn(value, step)) value = value[step];
    else return null;
    found = { value };
  }
  return found;
}

/**
 * Whether `value` and everything it reaches hold no client component but `allowed`: only JSON rows and text rows,
 * each written once, and what references by path find in them. A row that is missing, or of any other kind, or a
 * path that finds nothing, counts as interactive.
 */
function islandFree(value, allowed, byId, seen) {
  if (Array.isArray(value)) return value.every((item) => islandFree(item, allowed, byId, seen));
  if (value && typeof value === 'object')
    return Object.values(value).every((item) => islandFree(item, allowed, byId, seen));
  if (typeof value !== 'string' || value[0] !== '$' || seen.has(value)) return true;
  seen.add(value);
  if (isPathReference(value)) {
    const found = resolvePath(value, (id) => {
      const rows = byId.get(id);
      return rows?.length === 1 && rows[0].tag === '' ? { value: rows[0].value } : null;
    });
    return found !== null && islandFree(found.value, allowed, byId, seen);
  }
  for (const id of referencesOf(value)) {
    if (id === allowed) continue;
    const rows = byId.get(id);
    if (!rows || rows.length !== 1) return false;
    const [row] = rows;
    if (row.tag === 'T') continue;
    if (row.tag !== '' || !islandFree(row.value, allowed, byId, seen)) return false;
  }
  return true;
}

/** Each StaticRegion element (`["$","$L…",key,{"reefStatic":…,"children":…}]`) in `value`, outermost first. */
function* regionsOf(value) {
  if (Array.isArray(value)) {
    const props = value[3];
    if (
      value[0] === '$' &&
      typeof value[1] === 'string' &&
      value[1].startsWith('$L') &&
      props &&
      typeof props === 'object' &&
      !Array.isArray(props) &&
      typeof props.reefStatic === 'string' &&
      Object.hasOwn(props, 'children')
    )
      yield props;
    for (const item of value) yield* regionsOf(item);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) yield* regionsOf(item);
  }
}

/**
 * The edits that carry each island-free StaticRegion once: its `children` dropped from the row that holds it, and
 * every row then unreachable from row 0 dropped too, as `[start, end, replacement]` ranges of whole rows. Rows that
 * are not plain JSON or text rows written once (client references, hints, streams, anything unknown) are never
 * dropped, and count as reaching what they refer to. None when anything does not read as expected.
 * @param {string} stream
 * @returns {Array<[number, number, string]>}
 */
function findRegionEdits(stream) {
  if (!stream.includes('"reefStatic"')) return [];
  const rows = readRows(stream);
  if (!rows) return [];
  /** @type {Map<string, any[]>} */
  const byId = new Map();
  for (const row of rows) {
    if (row.tag === '' || (row.tag !== 'T' && row.tag !== 'H' && row.data)) {
      try {
        row.value = JSON.parse(row.data);
      } catch {
        return [];
      }
    }
    const list = byId.get(row.id);
    if (list) list.push(row);
    else byId.set(row.id, [row]);
  }
  const droppable = (row) =>
    (row.tag === '' || row.tag === 'T') && row.id !== '' && row.id !== '0' && byId.get(row.id).length === 1;

  const changed = new Set();
  for (const row of rows) {
    if (row.tag !== '' || !row.data.includes('"reefStatic"')) continue;
    for (const props of regionsOf(row.value)) {
      const links = typeof props.reefLinks === 'string' ? /^\$L?([0-9a-f]+)$/.exec(props.reefLinks) : null;
      const allowed = links && byId.get(links[1])?.every((link) => link.tag === 'I') ? links[1] : undefined;
      if (!islandFree(props.children, allowed, byId, new Set())) continue;
      delete props.children;
      changed.add(row);
    }
  }
  if (changed.size === 0) return [];

  // What is left reachable from the rows that stay whatever happens.
  const reached = new Set();
  const queue = [];
  const reach = (row) => {
    if (reached.has(row)) return;
    reached.add(row);
    queue.push(row);
  };
  for (const row of rows) if (!droppable(row) || row.id === '0') reach(row);
  while (queue.length > 0) {
    const row = queue.pop();
    for (const id of referencesOf(row.value)) for (const target of byId.get(id) ?? []) reach(target);
  }

  // A reference by path (`$<id>:props:children:…`, React's form for an object written twice) must still find its object.
  const dropped = (row) => !reached.has(row) && droppable(row);
  const valueOf = (id) => {
    const targets = byId.get(id);
    return targets?.length === 1 && !dropped(targets[0]) ? { value: targets[0].value } : null;
  };
  for (const row of rows) {
    if (dropped(row)) continue;
    for (const text of pathReferencesOf(row.value)) if (!resolvePath(text, valueOf)) return [];
  }

  const edits = [];
  for (const row of rows) {
    if (!reached.has(row)) {
      if (droppable(row)) edits.push([row.start, row.end, '']);
    } else if (changed.has(row)) {
      const text = `${row.id}:${JSON.stringify(row.value)}\n`;
      // A marked body in the row is cut here, as it would have been in place.
      const cuts = findEdits(text);
      if (!cuts) return [];
      edits.push([row.start, row.end, applyEdits(text, 0, text.length, cuts)]);
    }
  }
  return edits;
}

/**
 * A whole HTML document from Next.js with its inline flight data carrying each piece of content once: every body
 * marked by markedHtml cut down to its marker, and every StaticRegion without interactive content inside cut down to
 * its props, with the rows only its children used; every other byte as it was. A document with nothing to cut, or
 * whose inline flight data is not as expected, is returned as it came (the same string).
 * @param {string} html
 * @returns {string}
 */
export function stripMarkedBodies(html) {
  if (typeof html !== 'string' || !(html.includes(ESCAPED_MARKER) || html.includes('reefStatic')))
    return html;
  try {
    /** Each inline script of flight data: where its text is in the document, and the piece of stream it holds. */
    const chunks = [];
    let stream = '';
    for (const match of html.matchAll(SCRIPT_ELEMENT)) {
      const text = match[1];
      if (!text.startsWith(PUSH_START) || !text.endsWith(')')) continue;
      const entry = JSON.parse(text.slice(PUSH_START.length, -1));
      if (!Array.isArray(entry)) return html;
      // Binary data (3) would break the run of text the edits are found in; bootstrap (0) and form state (2) hold none.
      if (entry[0] !== 1) {
        if (entry[0] === 0 || entry[0] === 2) continue;
        return html;
      }
      if (entry.length !== 2 || typeof entry[1] !== 'string') return html;
      const textStart = match.index + match[0].indexOf('>') + 1;
      chunks.push({ textStart, textEnd: textStart + text.length, start: stream.length });
      stream += entry[1];
    }
    const bodyEdits = findEdits(stream);
    if (!bodyEdits) return html;
    const rowEdits = findRegionEdits(stream);
    // A row rewritten or dropped whole takes the place of the body edits inside it.
    const edits = [
      ...bodyEdits.filter(([from]) => !rowEdits.some(([start, end]) => from >= start && from < end)),
      ...rowEdits,
    ].sort((a, b) => a[0] - b[0]);
    if (edits.length === 0) return html;
    let out = '';
    let at = 0;
    let edited = '';
    chunks.forEach((chunk, index) => {
      const end = index + 1 < chunks.length ? chunks[index + 1].start : stream.length;
      const piece = applyEdits(stream, chunk.start, end, edits);
      edited += piece;
      if (piece === stream.slice(chunk.start, end)) return;
      out += html.slice(at, chunk.textStart) + PUSH_START + escapeForScript(JSON.stringify([1, piece])) + ')';
      at = chunk.textEnd;
    });
    // The cut stream must still read as rows, with nothing left to cut.
    const check = findEdits(edited);
    if (!check || check.length !== 0 || findRegionEdits(edited).length !== 0) return html;
    return out + html.slice(at);
  } catch {
    return html;
  }
}

/** The same pass by the name of what it does to a page. */
export const stripPage = stripMarkedBodies;
