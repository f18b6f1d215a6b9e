'use client';
// The bar that offers the visitor's own language (language-offer-gate.tsx decides when, and loads this only then):
// the same page in that language, worded in it, with a "no thanks". Fixed at the bottom of the window, so nothing on
// the page moves when it comes; it takes no focus. Its words come from /_reef/offer/<language> (app/%5Freef/offer),
// fetched when it is shown, so no page carries them in nine languages; if they cannot be had, no offer is made (the
// language menu of every page stays).
import { useEffect, useState } from 'react';
import { localizedPath, type SiteLocale } from '@/i18n/locale-path';
import { useSiteLocale, useSitePath } from '@/i18n/locale-context';
import { LANGUAGE_CHOICE_KEY } from './language-storage';
import styles from './language.module.css';

/** The offer's words in one language. */
export type OfferWords = { offer: string; switch: string; dismiss: string };

/** Where the offer of a language finds its words. */
const offerWordsPath = (locale: SiteLocale) => `/_reef/offer/${locale}`;

function isOfferWords(value: unknown): value is OfferWords {
  const words = value as Partial<OfferWords> | null;
  return (
    typeof words?.offer === 'string' && typeof words.switch === 'string' && typeof words.dismiss === 'string'
  );
}

export default function LanguageOffer({
  offered,
  onDismiss,
}: {
  offered: SiteLocale;
  onDismiss: () => void;
}) {
  const locale = useSiteLocale();
  const path = useSitePath();
  const [words, setWords] = useState<OfferWords | null>(null);
  useEffect(() => {
    let current = true;
    setWords(null);
    fetch(offerWordsPath(offered), { credentials: 'omit' })
      .then((response) => (response.ok ? response.json() : null))
      .then((value: unknown) => {
        if (current && isOfferWords(value)) setWords(value);
      })
      .catch(() => {
        // offline or refused: no offer this time
      });
    return () => {
      current = false;
    };
  }, [offered]);
  if (!words) return null;
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
