// The marker that lets the web server drop a body's second copy from a page (issue #33): a page carries each
// article, question, answer and post body in its HTML and again in the inline flight data that hydrates it. A body
// given to RawHtml starts with `<!--reef-html:KEY-->`, KEY naming its content; the server (server/flight-strip.mjs)
// cuts every marked string of the page's inline flight data down to the marker, and RawHtml then takes the body
// from the HTML the browser already has. Runs on the server and in the browser (pure string code).

/** What every marked body starts with; the key and `-->` follow. */
export const RAW_HTML_MARKER = '<!--reef-html:';

/** A short name of `html`'s content: FNV-1a over its UTF-16 code units, then its length, both base 36. */
export function rawHtmlKey(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) hash = Math.imul(hash ^ html.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36) + html.length.toString(36);
}

/** `html` as RawHtml takes it: the marker naming it, then `html` itself. */
export function markedHtml(html: string): string {
  return `${RAW_HTML_MARKER}${rawHtmlKey(html)}-->${html}`;
}
