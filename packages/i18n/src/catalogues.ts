// The message catalogues on disk (messages/<locale>/<namespace>.json), read once and kept; a key missing in a
// locale falls back to English at run time (the catalogue test makes that a failure before it ships).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMessage, flattenMessages, type MessageTree, type MessageValues } from './format.js';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.js';

/** The folder of the catalogues: beside src/ and dist/, so it is the same from sources and from a build. */
// (A path from this file's own, not `new URL('../messages/', import.meta.url)`, which bundlers and Vite's test
// environments for the browser take for an asset to rewrite.)
export const MESSAGES_DIR = `${join(dirname(fileURLToPath(import.meta.url)), '..', 'messages')}${sep}`;

const loaded = new Map<string, Map<string, string>>();

/** The namespaces English has (one JSON file each). */
export function listNamespaces(): string[] {
  return readdirSync(`${MESSAGES_DIR}${DEFAULT_LOCALE}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** One locale's namespace as dotted keys → ICU messages (empty when the file does not exist). */
export function loadCatalogue(locale: Locale, namespace: string): Map<string, string> {
  const cacheKey = `${locale}/${namespace}`;
  let messages = loaded.get(cacheKey);
  if (!messages) {
    if (!/^[a-z][a-z0-9-]*$/.test(namespace)) throw new Error(`Bad message namespace: ${namespace}`);
    const file = `${MESSAGES_DIR}${locale}/${namespace}.json`;
    messages = existsSync(file)
      ? flattenMessages(JSON.parse(readFileSync(file, 'utf8')) as MessageTree)
      : new Map<string, string>();
    loaded.set(cacheKey, messages);
  }
  return messages;
}

/** One locale's namespace as the tree its file holds (the shape use-intl reads); empty when the file does not exist. */
export function loadMessageTree(locale: Locale, namespace: string): MessageTree {
  if (!/^[a-z][a-z0-9-]*$/.test(namespace)) throw new Error(`Bad message namespace: ${namespace}`);
  const file = `${MESSAGES_DIR}${locale}/${namespace}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MessageTree) : {};
}

/** One namespace of every locale, for a bundle (next-intl's `messages`) or a check. */
export function loadAllCatalogues(namespace: string): Record<Locale, Map<string, string>> {
  return Object.fromEntries(LOCALES.map((l) => [l, loadCatalogue(l, namespace)])) as Record<
    Locale,
    Map<string, string>
  >;
}

/** Whether a key exists in English (the reference catalogue). */
export function hasMessage(namespace: string, key: string): boolean {
  return loadCatalogue(DEFAULT_LOCALE, namespace).has(key);
}

/**
 * A message in a locale with its values filled in: the locale's own message, else English's, else the key itself
 * (so a gap shows as `namespace.key`, never as an empty string or a crash).
 */
export function t(locale: string, namespace: string, key: string, values?: MessageValues): string {
  const lang: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const own = loadCatalogue(lang, namespace).get(key);
  if (own !== undefined) {
    try {
      return formatMessage(lang, own, values);
    } catch {
      // A translation that cannot be formatted (a value it needs is missing) falls back like a missing one.
    }
  }
  const english = loadCatalogue(DEFAULT_LOCALE, namespace).get(key);
  return english !== undefined ? formatMessage(DEFAULT_LOCALE, english, values) : `${namespace}.${key}`;
}

/** A translator bound to a locale and a namespace: `translate('title', { name })`. */
export function createTranslator(
  locale: string,
  namespace: string,
): (key: string, values?: MessageValues) => string {
  return (key, values) => t(locale, namespace, key, values);
}
