// The interface language of the page being rendered: the `[locale]` segment every page lives under (the proxy,
// src/proxy.ts, gives English pages `en`), read through Next.js's root params so that any server component can ask
// without the page passing it down. This is the one place that reads it, so no component decides a language on its own.
import { locale } from 'next/root-params';
import { DEFAULT_SITE_LOCALE, isSiteLocale, localizedPath, type SiteLocale } from './locale-path';

/** The language the page is rendered in (English outside a page render, e.g. in a route handler). */
export async function pageLocale(): Promise<SiteLocale> {
  try {
    const value: unknown = await locale();
    return isSiteLocale(value) ? value : DEFAULT_SITE_LOCALE;
  } catch {
    return DEFAULT_SITE_LOCALE;
  }
}

/** A site path as the page's language has it (`/community/tutorials` → `/de/community/tutorials`): for the addresses
 * that do not pass through the app's Link, a form's action or a redirect. */
export async function inPageLanguage(path: string): Promise<string> {
  return localizedPath(path, await pageLocale());
}
