// The web app's interface texts (issue #31, item 1): messages of the ICU catalogues in packages/i18n (the same files
// the API says its errors and emails from), formatted by use-intl, the core of next-intl (docs/decisions.md,
// "Interface texts in the web app"). Server code only: a server component asks getT for a namespace's translator and
// passes finished strings to the client components it renders, so no catalogue and no formatter reaches the browser.
//
// The call shape the catalogue check reads (packages/i18n/src/catalogues.test.ts): a translator bound to a constant
// from getT with the namespace as a literal string, then called with literal keys.
import { DEFAULT_LOCALE, loadMessageTree, type Locale, type MessageTree } from '@reef/i18n';
import { createTranslator } from 'use-intl/core';
import { pageLocale } from './page-locale';

/** The namespaces of the web app's texts (one JSON file each in every language folder). */
export type WebNamespace =
  | 'frame'
  | 'header'
  | 'nav'
  | 'common'
  | 'reading'
  | 'community'
  | 'marketing'
  | 'members'
  | 'admin'
  | 'admin-content';

/** A namespace's translator: a key (its dotted path in the namespace's file) and the message's values. */
export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

/** A tree with English's messages wherever the locale's lacks one (the check makes that a failure before it ships). */
function withEnglish(own: MessageTree, english: MessageTree): MessageTree {
  const merged: MessageTree = { ...english };
  for (const [key, value] of Object.entries(own)) {
    const base = english[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withEnglish(value, base) : value;
  }
  return merged;
}

const translators = new Map<string, Translate>();

/** The translator of `namespace` in the page's language (or `locale`). */
export async function getT(namespace: WebNamespace, locale?: Locale): Promise<Translate> {
  return translatorOf(namespace, locale ?? (await pageLocale()));
}

/** The translator of `namespace` in `locale`, made once per process. */
export function translatorOf(namespace: WebNamespace, locale: Locale): Translate {
  const cacheKey = `${locale}/${namespace}`;
  let translate = translators.get(cacheKey);
  if (!translate) {
    const english = loadMessageTree(DEFAULT_LOCALE, namespace);
    const messages =
      locale === DEFAULT_LOCALE ? english : withEnglish(loadMessageTree(locale, namespace), english);
    const translator = createTranslator({
      locale,
      messages: { [namespace]: messages },
      namespace,
      // A key no catalogue has shows as `namespace.key`, never as a crash (the check fails on it before it ships).
      onError: () => undefined,
      getMessageFallback: ({ namespace: ns, key }) => `${ns}.${key}`,
    }) as unknown as (key: string, values?: Record<string, string | number | Date>) => string;
    translate = (key, values) => translator(key, values);
    translators.set(cacheKey, translate);
  }
  return translate;
}
