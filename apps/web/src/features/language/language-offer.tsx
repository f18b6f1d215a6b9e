'use client';
// The offer of the visitor's own language (issue #31, item 2: "Visitors are offered their Accept-Language language
// through a visible switcher (never an automatic redirect…)"). Pages are stored and served the same to everyone, so
// the browser decides: when the first language it asks for (navigator.languages, what it sends as Accept-Language)
// is one of the nine and not the page's, a bar at the bottom of the window offers the same page in it, worded in that
// language. It is fixed in place (nothing on the page moves when it comes) and takes no focus; it stops once the
// reader has picked a language or said no.
import { useEffect, useState } from 'react';
import { localizedPath, SITE_LOCALES, type SiteLocale } from '@/i18n/locale-path';
import { useSiteLocale, useSitePath } from '@/i18n/locale-context';
import { LANGUAGE_CHOICE_KEY, preferredLocale } from './language-storage';
import styles from './language.module.css';

/** The offer's words in each language: each offer is worded in the language it offers. */
export type LanguageOffers = Record<SiteLocale, { offer: string; switch: string; dismiss: string }>;

export function LanguageOffer({ offers }: { offers: LanguageOffers }) {
  const locale = useSiteLocale();
  const path = useSitePath();
  const [offered, setOffered] = useState<SiteLocale | null>(null);

  useEffect(() => {
    let chosen: string | null = null;
    try {
      chosen = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    } catch {
      // no storage: offer each time
    }
    const wanted = chosen ? undefined : preferredLocale(navigator.languages ?? [], SITE_LOCALES);
    setOffered(wanted && wanted !== locale ? wanted : null);
  }, [locale]);

  if (!offered) return null;
  const words = offers[offered];
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
          setOffered(null);
        }}
      >
        {words.dismiss}
      </button>
    </div>
  );
}
