// The interface language in the URL (issue #31, item 2; docs/decisions.md, "The language in the URL"): English keeps
// every address as it was (`/community/tutorials/x`), each other language puts its code first
// (`/de/community/tutorials/x`). Inside Next.js every page lives under `app/[locale]`: the proxy (src/proxy.ts)
// rewrites an English address to `/en/…`, which nobody outside ever sees (an `/en/…` address is sent to its
// unprefixed spelling). No I/O here: the proxy, server components and client components all use it.
//
// The nine are written out here rather than imported from @reef/core's LANGUAGES (a test keeps the two equal): this
// file is in every page's JavaScript, and the import brought the module around that list with it.

/** The interface languages, English first: the specification's nine. */
export const SITE_LOCALES = ['en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh'] as const;

/** An interface language. */
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** The language of every unprefixed address. */
export const DEFAULT_SITE_LOCALE: SiteLocale = 'en';

/** Each language's name in that language, as a reader looks for it (the language menu, "Read in", forms). */
export const LOCALE_NAMES: Record<SiteLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  id: 'Bahasa Indonesia',
  pt: 'Português',
  ru: 'Русский',
  fr: 'Français',
  ja: '日本語',
  zh: '中文',
};

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a path and the path without it: `/de/community` → `de`, `/community`; `/community` → `en`,
 * `/community`. `/en/…` (Next.js's own spelling of an English page) is English too.
 */
export function splitLocale(pathname: string): { locale: SiteLocale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isSiteLocale(match[1])) {
    return { locale: match[1], path: pathname.slice(match[0].length) || '/' };
  }
  return { locale: DEFAULT_SITE_LOCALE, path: pathname || '/' };
}

/** A site path (`/community`, optionally with `?query` or `#hash`) in `locale`: unchanged in English, else prefixed. */
export function localizedPath(path: string, locale: SiteLocale): string {
  if (locale === DEFAULT_SITE_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/') return `/${locale}`;
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * The address of a link on a page in `locale`: a path of this site gets the page's language (unless it names one
 * already, or is one of the addresses that have no language: the API's routes, feeds, files). Other addresses are
 * returned as they are.
 */
export function localizedHref(href: string, locale: SiteLocale): string {
  if (locale === DEFAULT_SITE_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  const pathname = href.split(/[?#]/, 1)[0]!;
  if (splitLocale(pathname).locale !== DEFAULT_SITE_LOCALE || !hasLanguage(pathname)) return href;
  return localizedPath(href, locale);
}

/** Paths without an interface language: Next.js's own files, route handlers, feeds and files with an extension. */
export function hasLanguage(pathname: string): boolean {
  return (
    !/^\/(?:_next|api|feeds|v1|content)(?:\/|$)/.test(pathname) && !/\/[^/]+\.[a-z0-9]+$/i.test(pathname)
  );
}
