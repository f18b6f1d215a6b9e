// The mute filter's line in the page's language (server only), for the list pages that place MutedFilterGate.
import { pluralForms } from '@/features/notifications/plural-forms';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import type { MutedFilterWords } from './muted-filter';

export async function mutedFilterWords(): Promise<MutedFilterWords> {
  const t = await getT('members');
  const locale = await pageLocale();
  return {
    hidden: pluralForms(locale, (count) => t('muted_filter.hidden', { count })),
    shown: pluralForms(locale, (count) => t('muted_filter.shown', { count })),
    show: t('muted_filter.show'),
    hide: t('muted_filter.hide'),
  };
}
