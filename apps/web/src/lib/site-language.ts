// The language of the site's interface, and so of its public lists (issue #31). The interface is English until it
// is translated: the lists (blog and resources indexes, tutorial, series and question lists, feeds, the sitemap
// page) show the items written in it, and a translation is reached from its original's page ("Read in", "Also
// in") instead of being listed beside it as a second item.
import { DEFAULT_LANGUAGE, isOneOf, LANGUAGES, type Language } from '@reef/core';

export const SITE_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** The address's `language` value of a list that shows every language ("Any language"). */
export const ANY_LANGUAGE = 'any';

/**
 * The language a list shows, read from its address's `language` value: one of the nine, every language for
 * `language=any` (undefined), and the list's default `fallback` (usually `SITE_LANGUAGE`; undefined for every
 * language) when the value is missing or unknown (hand-edited addresses still get a list).
 */
export function readListLanguage(value: string, fallback: Language | undefined): Language | undefined {
  if (isOneOf(LANGUAGES, value)) return value;
  return value === ANY_LANGUAGE ? undefined : fallback;
}

/** The `language` value of a list's links for `language`: none when it is the list's default, `any` for every one. */
export function listLanguageParam(
  language: Language | undefined,
  fallback: Language | undefined,
): string | undefined {
  return language === fallback ? undefined : (language ?? ANY_LANGUAGE);
}
