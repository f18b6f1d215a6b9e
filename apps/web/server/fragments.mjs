// Fragments: pieces of a page that a page fetches when the reader needs them, rather than carrying them (issue #33,
// goal 2). The first is the main menu's dropdown panels (`/_reef/menus/<locale>/<version>`,
// src/components/layout/header/menu-panels.ts). Next.js renders a fragment as a page of its own (a root layout
// outside the site's frame) with its content in one `<div data-reef-fragment="…">`; the web server sends only what
// that element holds, with no script, and lets browsers and caches keep it for good, since its address names its
// version (main.mjs).

/** The paths of fragments: the menu's panels by language and version. */
const FRAGMENT_PATH = /^\/_reef\/menus\/[a-z]{2}\/[0-9a-f]{16}$/;

/** How long a fragment may be kept: for good, by anyone (another version is another address). */
export const FRAGMENT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Whether `path` (a request's raw path, no query) is a fragment's. */
export function isFragmentPath(path) {
  return typeof path === 'string' && FRAGMENT_PATH.test(path);
}

const FRAGMENT_START = /<div data-reef-fragment="[a-z-]+">/;
const DIV_TAG = /<div\b|<\/div>/g;

/**
 * What the fragment element of a page Next.js rendered holds (its inner HTML), or undefined when the page has none
 * (a not-found page). React escapes every `<` of text and attribute values, so each `<div` and `</div>` in its output
 * is a tag: counting them finds the element's end.
 * @param {string} html
 * @returns {string | undefined}
 */
export function fragmentOfPage(html) {
  const start = FRAGMENT_START.exec(html);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  let depth = 1;
  DIV_TAG.lastIndex = from;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(from, tag.index);
  }
  return undefined;
}
