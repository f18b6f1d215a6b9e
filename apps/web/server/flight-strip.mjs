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
 * A whole HTML document from Next.js with every body marked by markedHtml cut down to its marker in the document's
 * inline flight data; every other byte as it was. A document without marked bodies, or whose inline flight data is
 * not as expected, is returned as it came (the same string).
 * @param {string} html
 * @returns {string}
 */
export function stripMarkedBodies(html) {
  if (typeof html !== 'string' || !html.includes(ESCAPED_MARKER)) return html;
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
    const edits = findEdits(stream);
    if (!edits || edits.length === 0) return html;
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
    if (!check || check.length !== 0) return html;
    return out + html.slice(at);
  } catch {
    return html;
  }
}
