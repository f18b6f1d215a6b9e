// The language of a page's lists (issue #31): the page's interface language, so /de/community lists what is written
// in German (docs/decisions.md, "Lists show the interface's language"). Server code: it reads the page's language.
import type { Language } from '@reef/core';
import { pageLocale } from '@/i18n/page-locale';
import { SITE_LANGUAGE } from './site-language';

/** The language a page's lists show by default: the page's own. */
export async function listLanguage(): Promise<Language> {
  return pageLocale();
}

/**
 * A list read in the page's language, or in English when that language has nothing in it yet: a page that only
 * shows a few items (the community's landing, a tag's page) is never empty because a language is new.
 */
export async function readInPageLanguage<T extends { data: readonly unknown[] }>(
  read: (language: Language) => Promise<T>,
): Promise<T> {
  const language = await listLanguage();
  const page = await read(language);
  return page.data.length > 0 || language === SITE_LANGUAGE ? page : read(SITE_LANGUAGE);
}
