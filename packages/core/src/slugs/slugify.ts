/** Options of `slugify`. */
export type SlugifyOptions = {
  /**
   * Keep letters and digits of every script (Cyrillic, CJK…) instead of ASCII word characters
   * only. Off by default so heading ids match the reference markdown plugin.
   */
  unicode?: boolean;
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const ASCII_NON_WORD_RUNS = /[^\w]+/g;
const UNICODE_NON_WORD_RUNS = /[^\p{L}\p{N}\p{M}_]+/gu;

// spec: content-and-presentation §5 — "Heading ids are slugs: accents removed, lowercased,
// non-word runs turned into a single hyphen, edges trimmed."
/** Slug of a text, for heading ids and mention links. */
export function slugify(text: string, options: SlugifyOptions = {}): string {
  const runs = options.unicode ? UNICODE_NON_WORD_RUNS : ASCII_NON_WORD_RUNS;
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(runs, '-')
    .replace(/^-+|-+$/g, '');
}
