// A short name of a piece of content (issue #33): static regions are named by what they hold (the article body, a
// heading, a list item, the share box, JSON-LD), so a region's name changes with its HTML and a client navigation
// never shows another page's kept HTML under the same name. Runs on the server and in the browser (pure string code).

/** A short name of `html`'s content: FNV-1a over its UTF-16 code units, then its length, both base 36. */
export function rawHtmlKey(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) hash = Math.imul(hash ^ html.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36) + html.length.toString(36);
}
