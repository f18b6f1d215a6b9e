// What the browser remembers of the reader's language: the language they picked in the menu, or that they turned the
// offer down. Either way the offer is not made again.
export const LANGUAGE_CHOICE_KEY = 'reef-language';

/** The interface language a browser's preferences (navigator.languages, as Accept-Language) ask for first. */
export function preferredLocale<L extends string>(
  preferences: readonly string[],
  locales: readonly L[],
): L | undefined {
  for (const preference of preferences) {
    const primary = preference.toLowerCase().split('-')[0];
    const found = locales.find((locale) => locale === primary);
    if (found) return found;
  }
  return undefined;
}
