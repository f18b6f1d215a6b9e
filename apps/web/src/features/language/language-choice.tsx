// The language menu and the offer of the visitor's language, with their words from the catalogues: the menu's name
// in the page's language, each offer in the language it offers (server code; the client parts get finished strings).
import { SITE_LOCALES } from '@/i18n/locale-path';
import { getT, translatorOf } from '@/i18n/translate';
import { LanguageOffer, type LanguageOffers } from './language-offer-gate';
import { LanguageSwitcher } from './language-switcher';

export async function LanguageChoice() {
  const t = await getT('frame');
  const offers = Object.fromEntries(
    SITE_LOCALES.map((locale) => {
      const words = translatorOf('frame', locale);
      return [
        locale,
        {
          offer: words('language.offer'),
          switch: words('language.switch'),
          dismiss: words('language.dismiss'),
        },
      ];
    }),
  ) as LanguageOffers;
  return (
    <>
      <LanguageSwitcher label={t('language.label')} />
      <LanguageOffer offers={offers} />
    </>
  );
}
