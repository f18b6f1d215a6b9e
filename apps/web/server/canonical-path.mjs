// Which request paths are spelled canonically, for the caches in front of and inside the web app (security review 2,
// #1): a shared cache may store an answer only for a path whose raw spelling is the one every cache keys it by, so
// that no other spelling (`/%70ricing`, `//pricing`, `/pricing;x`, `/pricing/`) can put its answer (a 404) under the
// real page's key, nor fill the caches with a copy per spelling.

/**
 * Whether `path` (the raw path of a request, without its query) is canonical: it starts with one `/`, percent-encodes
 * nothing, has no empty segment (`//`), no dot segment (`/./`, `/../`), no `;` parameter, no backslash, no white
 * space or control character, and no trailing slash (but the home page `/`).
 * @param {string} path
 */
export function isCanonicalPath(path) {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path === '/') return true;
  return !/[%;\\\s\u0000-\u001f\u007f]|\/\/|\/\.\.?(?:\/|$)|\/$/.test(path);
}

/** The raw path of a request's URL (`req.url`, no query). */
export function rawPathOf(url) {
  const value = String(url ?? '/');
  const at = value.indexOf('?');
  return at === -1 ? value : value.slice(0, at);
}

/**
 * The sections whose addresses end in a slug the API makes lower-case (slugify in @reef/core) and looks up without
 * regard to case: `/community/tutorials/CRON` would render the tutorial afresh under its own key, once per spelling.
 */
const LOWER_CASE_SECTIONS =
  /^(?:\/(?:de|es|id|pt|ru|fr|ja|zh))?\/community\/(?:tutorials|questions|tags|tools|tutorial-series)\/[^/]*[A-Z]/;

/**
 * Where a page request spelled with upper-case letters in a lower-case slug should go instead (its lower-case
 * spelling), or undefined. Only for canonical paths (others are never stored, whatever they answer).
 * @param {string} path
 */
export function lowerCaseRedirect(path) {
  if (!LOWER_CASE_SECTIONS.test(path) || !isCanonicalPath(path)) return undefined;
  return path.toLowerCase();
}
