'use client';
// The page's interface language for client components (the root layout provides it from the `[locale]` segment), and
// the page's path without its language prefix: what the frame's path rules (which parts show, which tab is current)
// compare with. On the server Next.js renders an English page as `/en/…` while the browser shows `/…`, so reading
// usePathname() as it is would differ between the two renders; the path without its language is the same in both.
import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SITE_LOCALE, localizedPath, splitLocale, type SiteLocale } from './locale-path';

const LocaleContext = createContext<SiteLocale>(DEFAULT_SITE_LOCALE);

export function LocaleProvider({ locale, children }: { locale: SiteLocale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's interface language. */
export function useSiteLocale(): SiteLocale {
  return useContext(LocaleContext);
}

/** The page's path without its language prefix (`/de/community` → `/community`). */
export function useSitePath(): string {
  return splitLocale(usePathname() ?? '/').path;
}

/** The page's path as the address bar shows it (`/de/community`, `/community`): for addresses built from it. */
export function usePagePath(): string {
  return localizedPath(useSitePath(), useSiteLocale());
}

/** A site path in the page's language (`/community` → `/de/community`): for addresses that pass through neither the
 * app's Link nor its router (a full page load, a form's action). */
export function useLocalizedPath(path: string): string {
  return localizedPath(path, useSiteLocale());
}
