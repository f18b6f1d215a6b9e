// The words of a marketing form (MarketingFormView, a client component) in the page's language, built on the server
// from the `marketing` catalogue so no catalogue reaches the browser.
import { getT, type Translate } from '@/i18n/translate';
import type { MarketingFormWords } from './marketing-form';

/** The form's words in the page's language; `attention` has the summary's sentence for 1…`fields` answers. */
export function marketingFormWords(t: Translate, fields: number): MarketingFormWords {
  return {
    required: t('forms.required'),
    hint: t('forms.hint'),
    choose: t('forms.choose'),
    chooseRegion: t('forms.choose_region', { noun: '{noun}' }),
    // Keyed by the English noun @reef/core gives each country's regions.
    regionNouns: {
      State: t('forms.region_nouns.state'),
      'Province or territory': t('forms.region_nouns.province_or_territory'),
      'State or territory': t('forms.region_nouns.state_or_territory'),
      'State or union territory': t('forms.region_nouns.state_or_union_territory'),
    },
    sending: t('forms.sending'),
    attention: Array.from({ length: Math.max(fields, 1) }, (_, index) =>
      t('forms.attention', { count: index + 1 }),
    ),
    errors: {
      timeout: t('forms.errors.timeout'),
      unreachable: t('forms.errors.unreachable'),
      session: t('forms.errors.session'),
      forbidden: t('forms.errors.forbidden'),
      tooMany: t('forms.errors.too_many'),
      generic: t('forms.errors.generic', { status: '{status}' }),
    },
  };
}

/** The form's words in the page's language. */
export async function pageMarketingFormWords(fields: number): Promise<MarketingFormWords> {
  const t = await getT('marketing');
  return marketingFormWords(t, fields);
}
