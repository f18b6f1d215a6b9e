// The "Recently viewed" list's words in the page's language, built on the server for RecentlyViewedGate.
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import type { RecentlyViewedWords } from './recently-viewed';

/** The list's words, or nothing on an English page (the list's own words are English). */
export async function recentlyViewedWords(): Promise<RecentlyViewedWords | undefined> {
  const locale = await pageLocale();
  if (locale === 'en') return undefined;
  const t = await getT('reading', locale);
  return {
    title: t('recently_viewed.title'),
    onlyYou: t('recently_viewed.only_you'),
    kinds: {
      question: t('recently_viewed.question'),
      tutorial: t('recently_viewed.tutorial'),
      tool: t('recently_viewed.tool'),
    },
    viewed: t('recently_viewed.viewed', { time: '{time}' }),
    locale,
  };
}
