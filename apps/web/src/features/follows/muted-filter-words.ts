// The mute filter's line in the page's language (server only), for the list pages that place MutedFilterGate.
import { pluralForms } from '@/lib/plural-forms';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import type { MutedFilterWords } from './muted-filter';

/** Nothing on an English page: the line's own words are English, and a page carries no copy of them. */
export async function mutedFilterWords(): Promise<MutedFilterWords | undefined> {
  const locale = await pageLocale();
  if (locale === 'en') return undefined;
  const t = await getT('members', locale);
  return {
    hidden: pluralForms(locale, (count) => t('muted_filter.hidden', { count })),
    shown: pluralForms(locale, (count) => t('muted_filter.shown', { count })),
    show: t('muted_filter.show'),
    hide: t('muted_filter.hide'),
  };
}
