// The addresses a revalidation expires (app/api/revalidate): a page renders once per interface language.
import { DEFAULT_SITE_LOCALE, localizedPath, SITE_LOCALES, splitLocale } from './locale-path';

/**
 * A path in every language, as Next.js renders it (`/en/…`, `/de/…`) and as the site shows it (`/…`, `/de/…`): a
 * write that changes a page changes it in every interface language. A path that names its language stays in it.
 */
export function pathInEveryLocale(path: string): { rendered: string[]; shown: string[] } {
  const { locale, path: rest } = splitLocale(path);
  const locales = locale === DEFAULT_SITE_LOCALE && !/^\/en(?=\/|$)/.test(path) ? SITE_LOCALES : [locale];
  return {
    rendered: locales.map((each) => (rest === '/' ? `/${each}` : `/${each}${rest}`)),
    shown: locales.map((each) => localizedPath(rest, each)),
  };
}
