// The error page's words (error-page-words.tsx) from the `frame` catalogue, for the root layout to provide.
import type { Locale } from '@reef/i18n';
import { getT, type Translate } from '@/i18n/translate';
import type { ErrorPageWords } from './error-page-words';

/** The error page's words from a translator of the `frame` namespace. */
export function errorPageWordsOf(t: Translate): ErrorPageWords {
  return {
    title: t('error_page.title'),
    text: t('error_page.text'),
    tryAgain: t('error_page.try_again'),
    goHome: t('error_page.go_home'),
  };
}

/** The error page's words in the page's language (or `locale`). */
export async function errorPageWords(locale?: Locale): Promise<ErrorPageWords> {
  return errorPageWordsOf(await getT('frame', locale));
}
