// The language menu, its name from the catalogue in the page's language (server code; the client part gets a
// finished string), and the offer of the visitor's language, which fetches its words in the language it offers when
// it is shown (language-offer.tsx).
import { getT } from '@/i18n/translate';
import { LanguageOffer } from './language-offer-gate';
import { LanguageSwitcher } from './language-switcher';

export async function LanguageChoice() {
  const t = await getT('frame');
  return (
    <>
      <LanguageSwitcher label={t('language.label')} />
      <LanguageOffer />
    </>
  );
}
