// The interface language of the page being rendered. Every page is English today: the language in the URL (issue
// #31, item 2: a prefix per language, English keeping today's addresses) is the next step, and this is the one place
// that will read it, so no component decides a language on its own.
import { DEFAULT_LOCALE, type Locale } from '@reef/i18n';

/** The language the page is rendered in. */
export function pageLocale(): Locale {
  return DEFAULT_LOCALE;
}
