// Each page carries its content once (issue #33): Next.js inlines a page's React Server Components payload (the
// "flight" data) in the document as `<script>self.__next_f.push([1,"…"])</script>` scripts, so whatever the page
// renders is in it twice, once as HTML and once in that payload. For a page the server holds whole (the page store
// and the page cache), stripSecondCopies cuts from that inline payload what the HTML already holds and hydration can
// do without: each static region's content (src/components/layout/static-region.tsx) and the text of each inline
// script that is in the document as it is (the colour theme's). The payload of a client navigation (`.rsc`) is not
// touched and keeps everything.
//
// The payload is a run of rows `<hex id>:<tag><data>`: most end at a newline and hold JSON, where a short text is a
// JSON string; a text row `<hex id>:T<hex byte length>,<text>` (React's form for a string of 1024 characters or more)
// holds its text raw, with no end mark but its length in UTF-8 bytes. Rows may be split anywhere between scripts.
// The document is rewritten only where something was cut, in the scripts that held it, and only when everything
// parses as expected; anything else leaves it as it came.

const PUSH_START = 'self.__next_f.push(';
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Tags of rows whose data is `<hex byte length>,<bytes>` (react-server-dom's client reads the same list). */
const LENGTH_TAGS = new Set('TAOobUSsLlGgMmV');
const HEX = /^[0-9a-f]+$/;
const ROW_ID = /^[0-9a-f]*$/;

/** The document Next.js sends when the page is drawn in the browser only (its error shell, as for a not-found page). */
const ERROR_SHELL = /<html\b[^>]*\bid="__next_error__"/;

/** The escaping Next.js applies to the JSON of an inline script (its htmlEscapeJsonString). */
const ESCAPES = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const escapeForScript = (json) => json.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]);

const utf8Length = (codePoint) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * The rows of a flight stream (`{ id, tag, start, dataStart, end }`, in order; `tag` is '' for a JSON row without
 * one), or null when the stream is not a whole run of rows as expected.
 * @param {string} stream
 */
function readRows(stream) {
  const rows = [];
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
      rows.push({ id: stream.slice(i, colon), tag, start: i, dataStart: comma + 1, end });
      i = end;
      continue;
    }
    const newline = stream.indexOf('\n', colon + 1);
    if (newline === -1) return null;
    const jsonStart = /[A-Z]/.test(tag) ? colon + 2 : colon + 1;
    rows.push({
      id: stream.slice(i, colon),
      tag: jsonStart === colon + 2 ? tag : '',
      start: i,
      dataStart: jsonStart,
      end: newline + 1,
    });
    i = newline + 1;
  }
  return rows;
}

/** What a static region's `region` prop starts with (src/components/layout/static-region.tsx). */
const REGION_PREFIX = 'reef-region:';
const REGION_PROP = '"region":"' + REGION_PREFIX;
/** A flight reference to another row inside a JSON string: `$<id>`, `$L<id>`, `$@<id>`, …, maybe with a path. */
const REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)(?::|$)/;

/** The index just past the JSON value that starts at `at` (after any spaces), or -1. */
function valueEnd(stream, at, limit) {
  let depth = 0;
  for (let i = at; i < limit; i++) {
    const c = stream[i];
    if (c === '"') {
      for (i++; i < limit && stream[i] !== '"'; i++) if (stream[i] === '\\') i++;
      if (i >= limit) return -1;
      if (depth === 0) return i + 1;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i + 1;
      if (depth < 0) return -1;
    } else if (depth === 0 && (c === ',' || c === '\n')) return i;
  }
  return -1;
}

/**
 * Calls `visit` on every element (`["$", type, key, props]`) and `reference` on every row id a string refers to, in
 * a parsed flight value.
 */
function walkValue(value, visit, reference) {
  if (typeof value === 'string') {
    const match = REFERENCE.exec(value);
    if (match) reference(match[1]);
  } else if (Array.isArray(value)) {
    if (value[0] === '$' && typeof value[1] === 'string' && value.length >= 4) visit(value);
    for (const item of value) walkValue(item, visit, reference);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) walkValue(item, visit, reference);
  }
}

/**
 * The edits that cut each static region of the stream down to nothing: its element's `children` becomes null, and
 * every row only that content used is dropped. A region is cut only when what it holds is plain HTML and links: an
 * element of a client component in it (an island) that has no `href` (not a link) leaves that region whole, since
 * the HTML alone would lose its behaviour. StaticRegion routes the links' clicks itself. A region inside a region is
 * plain: it goes with the outer one, whose HTML holds its HTML.
 * @returns {Array<[number, number, string]>}
 */
function regionEdits(stream, rows) {
  if (!stream.includes(REGION_PROP)) return [];
  const byId = new Map(rows.filter((row) => row.id !== '').map((row) => [row.id, row]));
  const parsed = new Map();
  const parse = (row) => {
    if (!parsed.has(row.id)) parsed.set(row.id, JSON.parse(stream.slice(row.dataStart, row.end - 1)));
    return parsed.get(row.id);
  };
  const cuts = [];
  /** Ids of rows the cut values reach (rows of the tree, not client module rows). */
  const reached = new Set();
  for (const row of rows) {
    if (row.tag !== '') continue;
    for (let at = stream.indexOf(REGION_PROP, row.dataStart); at !== -1 && at < row.end;) {
      // From the end of the region's name, the rest of its props object: find `"children":` at its own depth.
      let i = stream.indexOf('"', at + REGION_PROP.length);
      let found = -1;
      let depth = 0;
      for (i++; i < row.end && depth >= 0; i++) {
        const c = stream[i];
        if (c === '"') {
          const open = i;
          for (i++; i < row.end && stream[i] !== '"'; i++) if (stream[i] === '\\') i++;
          if (depth === 0 && stream.startsWith('"children":', open) && i === open + 9) {
            found = i + 2;
            break;
          }
        } else if (c === '{' || c === '[') depth++;
        else if (c === '}' || c === ']') depth--;
      }
      at = stream.indexOf(REGION_PROP, at + 1);
      if (found === -1) continue;
      const end = valueEnd(stream, found, row.end);
      if (end === -1) continue;
      const text = stream.slice(found, end);
      if (text === 'null') continue;
      // The region's content, and the rows it reaches, must be HTML and links only.
      let plain = true;
      const rowsOfRegion = new Set();
      const pending = [JSON.parse(text)];
      while (pending.length > 0 && plain) {
        walkValue(
          pending.pop(),
          (element) => {
            const type = element[1];
            const target = type.startsWith('$L') ? byId.get(type.slice(2)) : undefined;
            // A link, or a region inside this one (cut with it; this region routes its links), is plain.
            const props = element[3];
            const isRegion = typeof props?.region === 'string' && props.region.startsWith(REGION_PREFIX);
            if (target?.tag === 'I' && typeof props?.href !== 'string' && !isRegion) plain = false;
          },
          (id) => {
            const target = byId.get(id);
            if (!target || id === '0' || rowsOfRegion.has(id) || target.tag === 'I') return;
            if (target.tag === '') {
              rowsOfRegion.add(id);
              pending.push(parse(target));
            } else if (target.tag === 'T') rowsOfRegion.add(id);
          },
        );
      }
      if (!plain) continue;
      cuts.push([found, end, 'null']);
      for (const id of rowsOfRegion) reached.add(id);
    }
  }
  if (cuts.length === 0) return [];
  // A region inside a cut region goes with it: only the outer cut stays (cuts are in stream order).
  for (let i = cuts.length - 1; i > 0; i--) {
    const outer = cuts.slice(0, i).find(([from, to]) => from <= cuts[i][0] && cuts[i][1] <= to);
    if (outer) cuts.splice(i, 1);
  }
  // A reached row stays when anything left in the stream still refers to it.
  const dropped = new Set(reached);
  for (let changed = true; changed;) {
    changed = false;
    const kept = new Set();
    for (const row of rows) {
      if (row.id === '' || dropped.has(row.id) || (row.tag !== '' && row.tag !== 'T')) continue;
      if (row.tag === 'T') continue;
      let text = stream.slice(row.dataStart, row.end - 1);
      for (const [from, to] of [...cuts].reverse())
        if (from >= row.dataStart && to <= row.end)
          text = text.slice(0, from - row.dataStart) + 'null' + text.slice(to - row.dataStart);
      walkValue(
        JSON.parse(text),
        () => {},
        (id) => kept.add(id),
      );
    }
    for (const id of dropped)
      if (kept.has(id)) {
        dropped.delete(id);
        changed = true;
      }
  }
  const edits = [...cuts];
  for (const row of rows) if (dropped.has(row.id)) edits.push([row.start, row.end, '']);
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

/** How a flight element's props give it inner HTML (a `<script>` rendered with its text). */
const INNER_HTML = '"dangerouslySetInnerHTML":{"__html":';

/**
 * The edits that cut from the stream the text of each inline script the document holds as it is (the colour theme's
 * script in the head, issue #33): the script element's `__html` becomes "" and its text row, when nothing else
 * refers to it, is dropped. The script has run from the HTML, and hydration leaves an element's inner HTML as the
 * document has it (React compares it in development only). `texts`: the texts of the document's own inline scripts.
 * @returns {Array<[number, number, string]>}
 */
function inlineScriptEdits(stream, rows, texts) {
  if (texts.size === 0 || !stream.includes(INNER_HTML)) return [];
  const byId = new Map(rows.filter((row) => row.id !== '').map((row) => [row.id, row]));
  const edits = [];
  /** Text rows whose references were cut, with how many. */
  const cutReferences = new Map();
  for (const row of rows) {
    if (row.tag !== '') continue;
    for (let at = stream.indexOf(INNER_HTML, row.dataStart); at !== -1 && at < row.end;) {
      const from = at + INNER_HTML.length;
      at = stream.indexOf(INNER_HTML, from);
      // Only a script's: the nearest element before the props is `["$","script",…`.
      const element = stream.lastIndexOf('["$","', from);
      if (element < row.dataStart || !stream.startsWith('["$","script",', element)) continue;
      const to = valueEnd(stream, from, row.end);
      if (to === -1 || stream[from] !== '"') continue;
      const value = JSON.parse(stream.slice(from, to));
      // A text of 1024 characters or more is a text row (`"$<id>"`); a string of the text's own that starts with `$`
      // is written `$$…`.
      const id = /^\$([0-9a-f]+)$/.exec(value)?.[1];
      const target = id === undefined ? undefined : byId.get(id);
      const text =
        target?.tag === 'T'
          ? stream.slice(target.dataStart, target.end)
          : value.startsWith('$')
            ? undefined
            : value;
      if (text === undefined || !texts.has(text)) continue;
      edits.push([from, to, '""']);
      if (target) cutReferences.set(id, (cutReferences.get(id) ?? 0) + 1);
    }
  }
  if (cutReferences.size === 0) return edits;
  // A text row goes when every reference to it was cut.
  const references = new Map();
  for (const row of rows) {
    if (row.tag !== '') continue;
    walkValue(
      JSON.parse(stream.slice(row.dataStart, row.end - 1)),
      () => {},
      (id) => references.set(id, (references.get(id) ?? 0) + 1),
    );
  }
  for (const [id, count] of cutReferences)
    if (references.get(id) === count) edits.push([byId.get(id).start, byId.get(id).end, '']);
  return edits.sort((a, b) => a[0] - b[0]);
}

/** Where Next.js puts a page's head tags (title, description, canonical, alternates…) in the flight data. */
const METADATA_BOUNDARY = '{"name":"Next.Metadata","children":"$L';
/** The attribute a stored page's head tags get when their second copy is cut (src/instrumentation-client.ts). */
export const CUT_MARK = 'data-cut';
/** Props of a head tag whose HTML attribute is spelled as the prop (React's server renderer). */
const HEAD_TAG_PROPS = new Set([
  'name',
  'content',
  'property',
  'rel',
  'href',
  'hrefLang',
  'sizes',
  'type',
  'media',
]);
const ATTRIBUTE_ESCAPES = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** A `meta` or `link` element of the flight data as React's server renderer writes it in the head, or null. */
function headTagHtml(element) {
  const [, type, , props] = element;
  if ((type !== 'meta' && type !== 'link') || !props || typeof props !== 'object') return null;
  let html = `<${type}`;
  for (const [name, value] of Object.entries(props)) {
    if (!HEAD_TAG_PROPS.has(name) || typeof value !== 'string' || value.startsWith('$')) return null;
    html += ` ${name}="${value.replace(/["&'<>]/g, (c) => ATTRIBUTE_ESCAPES[c])}"`;
  }
  return html + '/>';
}

/**
 * The edit that cuts from the flight data the page's `meta` and `link` head tags (description, canonical, the
 * `hreflang` alternates, Open Graph…: about 3 KB of the tutorial page) that the document's head holds as React wrote
 * them, and those tags (`tags`, as they are in the head). The title stays, so that React owns it and a client
 * navigation retitles the page. Hydration leaves the head's tags as they are (React takes into its tree only the tags
 * its data names); a client navigation to another page removes the marked ones first (src/instrumentation-client.ts),
 * before React adds the new page's. `{ edits: [], tags: [] }` when there is nothing to cut.
 */
function metadataEdits(stream, rows, head) {
  const none = { edits: [], tags: [] };
  const at = stream.indexOf(METADATA_BOUNDARY);
  if (at === -1) return none;
  const idStart = at + METADATA_BOUNDARY.length;
  const id = stream.slice(idStart, stream.indexOf('"', idStart));
  const row = rows.find((candidate) => candidate.id === id && candidate.tag === '');
  if (!row) return none;
  const value = JSON.parse(stream.slice(row.dataStart, row.end - 1));
  if (!Array.isArray(value)) return none;
  const kept = [];
  const tags = [];
  for (const element of value) {
    const isElement = Array.isArray(element) && element[0] === '$' && element.length >= 4;
    const html = isElement ? headTagHtml(element) : null;
    if (html && head.includes(html)) tags.push(html);
    else kept.push(element);
  }
  if (tags.length === 0) return none;
  return { edits: [[row.dataStart, row.end - 1, JSON.stringify(kept)]], tags };
}

/** The texts of a document's own inline scripts: not its flight data, not empty. */
function inlineScriptTexts(html) {
  const texts = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!text || /\ssrc\s*=/i.test(attributes)) continue;
    if (text.startsWith(PUSH_START) || text.startsWith('(self.__next_f')) continue;
    texts.add(text);
  }
  return texts;
}

/**
 * A whole HTML document from Next.js with what its HTML already holds cut from its inline flight data: each static
 * region's content, and the text of each of its own inline scripts; every other byte as it was. A document with
 * nothing to cut, or whose inline flight data is not as expected, is returned as it came (the same string).
 * @param {string} html
 * @returns {string}
 */
export function stripSecondCopies(html) {
  if (
    typeof html !== 'string' ||
    !(
      html.includes(REGION_PREFIX) ||
      html.includes('dangerouslySetInnerHTML') ||
      html.includes('Next.Metadata')
    )
  )
    return html;
  // Next.js's error shell (a not-found page: `<html id="__next_error__">` with an empty body) is drawn in the
  // browser from the flight data alone: its HTML holds no region, and the browser renders its head again from the
  // flight data, so nothing may be cut.
  if (ERROR_SHELL.test(html)) return html;
  try {
    /** Each inline script of flight data: where its text is in the document, and the piece of stream it holds. */
    const chunks = [];
    let stream = '';
    for (const match of html.matchAll(SCRIPT_ELEMENT)) {
      const text = match[2];
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
    const rows = readRows(stream);
    if (!rows) return html;
    const texts = inlineScriptTexts(html);
    const regions = regionEdits(stream, rows);
    const scripts = inlineScriptEdits(stream, rows, texts);
    const headEnd = html.indexOf('</head>');
    const head = headEnd === -1 ? '' : html.slice(0, headEnd);
    // (Only where every script of flight data comes after the head, as Next.js writes them.)
    const metadata =
      chunks.length > 0 && chunks[0].textStart > head.length
        ? metadataEdits(stream, rows, head)
        : { edits: [], tags: [] };
    // Region, script and head cuts together, in order; an edit inside a dropped row or a cut region goes with it.
    const edits = [];
    for (const edit of [...regions, ...scripts, ...metadata.edits].sort(
      (a, b) => a[0] - b[0] || b[1] - a[1],
    )) {
      const last = edits.at(-1);
      if (last && edit[0] < last[1]) {
        if (edit[1] <= last[1]) continue;
        return html;
      }
      edits.push(edit);
    }
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
    // The head's tags whose copy was cut are marked, each where it is (the head comes before any flight data).
    let markedHead = head;
    for (const tag of new Set(metadata.tags))
      markedHead = markedHead.replaceAll(tag, tag.replace(/^<(meta|link) /, `<$1 ${CUT_MARK} `));
    // The cut stream must still read as rows, with nothing left to cut.
    const checkRows = readRows(edited);
    if (
      !checkRows ||
      (regions.length > 0 && regionEdits(edited, checkRows).length !== 0) ||
      inlineScriptEdits(edited, checkRows, texts).length !== 0 ||
      metadataEdits(edited, checkRows, markedHead).edits.length !== 0
    )
      return html;
    out += html.slice(at);
    // (The marked head goes in place of the head only when something was marked: the head was then before every
    // script of flight data, so `out` starts with it as it was.)
    return metadata.tags.length > 0 ? markedHead + out.slice(head.length) : out;
  } catch {
    return html;
  }
}

/** A JavaScript string in single quotes: the flight data's many `"` go as they are, not as `\"` (JSON's form). */
function singleQuoted(text) {
  return (
    "'" +
    text.replace(/[\\'\n\r<\u2028\u2029]/g, (c) =>
      c === '\\'
        ? '\\\\'
        : c === "'"
          ? "\\'"
          : c === '\n'
            ? '\\n'
            : c === '\r'
              ? '\\r'
              : c === '<'
                ? '\\x3c'
                : c === '\u2028'
                  ? '\\u2028'
                  : '\\u2029',
    ) +
    "'"
  );
}

const FLIGHT_SCRIPT = /<script\b([^>]*)>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
const TRAILING_FLIGHT = /(?:<script\b[^>]*>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>\s*)+$/;

/**
 * A stored page's inline flight data in one script (issue #33, goal 2): Next.js streams it as a run of scripts, one
 * per chunk, each a JSON string in which every `"` of the flight rows is written `\"`. A stored page is sent whole,
 * so the run of flight scripts just before `</body></html>` becomes one `self.__next_f.push([1,'…'])` with the text
 * in single quotes (`<` still escaped, so no `</script>` can close it early): the same text for React, about a
 * tenth of the page's bytes less, and one script hash in the page's policy instead of a dozen. The new script keeps
 * the scripts' attributes (their nonce), which must be the same on all. A page whose flight data is not such a run is returned as it came.
 * @param {string} html
 * @returns {string}
 */
export function mergeFlightScripts(html) {
  if (typeof html !== 'string') return html;
  const end = html.lastIndexOf('</body>');
  if (end === -1) return html;
  const before = html.slice(0, end);
  const run = TRAILING_FLIGHT.exec(before);
  if (!run) return html;
  try {
    let text = '';
    let attributes;
    for (const match of run[0].matchAll(FLIGHT_SCRIPT)) {
      // One nonce for all: a script that came another way (no nonce) must not take on the others' trust.
      attributes ??= match[1];
      if (match[1] !== attributes) return html;
      const entry = JSON.parse(match[2]);
      if (!Array.isArray(entry) || entry.length !== 2 || entry[0] !== 1 || typeof entry[1] !== 'string')
        return html;
      text += entry[1];
    }
    if (attributes === undefined) return html;
    const script = `<script${attributes}>self.__next_f.push([1,${singleQuoted(text)}])</script>`;
    return before.slice(0, run.index) + script + html.slice(end);
  } catch {
    return html;
  }
}

/** A page as the store keeps it: its content once (stripSecondCopies), its flight data in one script. */
export function storedPageHtml(html) {
  return mergeFlightScripts(stripSecondCopies(html));
}
