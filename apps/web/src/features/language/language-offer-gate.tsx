'use client';
// The offer of the visitor's own language (issue #31, item 2: "Visitors are offered their Accept-Language language
// through a visible switcher (never an automatic redirect…)"). Pages are stored and served the same to everyone, so
// the browser decides: when the first of the nine languages it asks for (navigator.languages, what it sends as
// Accept-Language) is not the page's, the offer (language-offer.tsx, loaded only then, with its words) shows the same page
// in it, worded in that language. A signed-in member is offered the language of their settings first (one other than English,
// every member's default); a reader who picked a
// language in the menu (or in the offer) is offered it on pages in another. Saying no to a page's offer, or picking the
// page's own language, ends the offers on pages in that language.
import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_SITE_LOCALE, isSiteLocale, SITE_LOCALES, type SiteLocale } from '@/i18n/locale-path';
import { useSession } from '@/features/auth/session-provider';
import { useSiteLocale } from '@/i18n/locale-context';
import { LANGUAGE_CHOICE_KEY, preferredLocale } from './language-storage';

const Offer = lazy(() => import('./language-offer'));

export function LanguageOffer() {
  const locale = useSiteLocale();
  const [offered, setOffered] = useState<SiteLocale | null>(null);
  // English is every member's language until they choose one, so only another counts as their choice.
  const setting = useSession().user?.language;
  const memberLanguage = isSiteLocale(setting) && setting !== DEFAULT_SITE_LOCALE ? setting : undefined;

  useEffect(() => {
    let chosen: string | null = null;
    try {
      chosen = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    } catch {
      // no storage: offer each time
    }
    const wanted =
      chosen === locale
        ? undefined
        : memberLanguage
          ? memberLanguage
          : isSiteLocale(chosen)
            ? chosen
            : preferredLocale(navigator.languages ?? [], SITE_LOCALES);
    setOffered(wanted && wanted !== locale ? wanted : null);
  }, [locale, memberLanguage]);

  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <Offer offered={offered} onDismiss={() => setOffered(null)} />
    </Suspense>
  );
}
