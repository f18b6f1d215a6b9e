// The language versions of content in the sitemap (issue #31, content-and-presentation §5: `alternate`, a map from
// language code to URL). Each version keeps its own address and is listed once; every version of a family lists
// all of them, itself included, as `xhtml:link rel="alternate" hreflang="…"`, with `x-default` at the original,
// the standard sitemap form search engines read to send readers to their language.
import { DEFAULT_LANGUAGE } from '@reef/core';

/**
 * One listed version: its id, language, the original it translates (none for an original) and its address. A
 * version that says no language is English and an original, as the API reads versions saved before translations.
 */
export type LanguageVersion = {
  id: number;
  language?: string;
  originalId?: number | null;
  url: string;
};

/** hreflang → URL, as the sitemap's `alternates.languages` takes it. */
export type LanguageAlternates = Record<string, string>;

/**
 * The alternates of every listed version that has another listed version, by id; an item alone in its language
 * gets none. `x-default` is the original's address when the original is listed.
 */
export function languageAlternates(versions: readonly LanguageVersion[]): Map<number, LanguageAlternates> {
  const families = new Map<number, LanguageVersion[]>();
  for (const version of versions) {
    const key = version.originalId ?? version.id;
    families.set(key, [...(families.get(key) ?? []), version]);
  }
  const byId = new Map<number, LanguageAlternates>();
  for (const [originalId, members] of families) {
    if (members.length < 2) continue;
    const languageOf = (member: LanguageVersion) => member.language ?? DEFAULT_LANGUAGE;
    const sorted = [...members].sort((a, b) => languageOf(a).localeCompare(languageOf(b)) || a.id - b.id);
    const alternates: LanguageAlternates = {};
    // One address per language: a family has at most one version per language, so a second is a stale read.
    for (const member of sorted) alternates[languageOf(member)] ??= member.url;
    const original = members.find((member) => member.id === originalId);
    if (original) alternates['x-default'] = original.url;
    for (const member of members) byId.set(member.id, alternates);
  }
  return byId;
}

/** The sitemap entry's `alternates` for one version (none when it has no other language). */
export function alternatesOf(
  alternates: Map<number, LanguageAlternates>,
  id: number,
): { alternates: { languages: LanguageAlternates } } | Record<string, never> {
  const languages = alternates.get(id);
  return languages ? { alternates: { languages } } : {};
}
