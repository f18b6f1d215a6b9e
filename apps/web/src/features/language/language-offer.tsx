'use client';
// The bar that offers the visitor's own language (language-offer-gate.tsx decides when, and loads this only then):
// the same page in that language, worded in it, with a "no thanks". Fixed at the bottom of the window, so nothing on
// the page moves when it comes; it takes no focus.
import { localizedPath, type SiteLocale } from '@/i18n/locale-path';
import { useSiteLocale, useSitePath } from '@/i18n/locale-context';
import { LANGUAGE_CHOICE_KEY } from './language-storage';
import styles from './language.module.css';

/** The offer's words in one language. */
export type OfferWords = { offer: string; switch: string; dismiss: string };

export default function LanguageOffer({
  offered,
  words,
  onDismiss,
}: {
  offered: SiteLocale;
  words: OfferWords;
  onDismiss: () => void;
}) {
  const locale = useSiteLocale();
  const path = useSitePath();
  const remember = (value: string) => {
    try {
      localStorage.setItem(LANGUAGE_CHOICE_KEY, value);
    } catch {
      // storage refused: the offer comes back next time
    }
  };
  return (
    <div className={styles.offer} lang={offered} role="region" aria-label={words.offer}>
      <p className={styles.offerText}>{words.offer}</p>
      <a
        className={styles.offerLink}
        href={localizedPath(path, offered)}
        hrefLang={offered}
        onClick={() => remember(offered)}
      >
        {words.switch}
      </a>
      <button
        type="button"
        className={styles.offerDismiss}
        onClick={() => {
          remember(locale);
          onDismiss();
        }}
      >
        {words.dismiss}
      </button>
    </div>
  );
}
