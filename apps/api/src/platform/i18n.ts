// The language the API answers in (error messages, sign-in pages, emails) and the two call shapes that name a
// message: `t(namespace, key, values)` formats now, `msg(namespace, key, values)` names a message to
// format later in the reader's language (an error's text, chosen when the response is written). The catalogue
// test in packages/i18n greps both shapes, so keep the namespace and key literal.
import {
  DEFAULT_LOCALE,
  isLocale,
  loadCatalogue,
  negotiateLocale,
  t as translate,
  type Locale,
  type MessageValues,
} from '@reef/i18n';
import type { FastifyRequest } from 'fastify';

export { isLocale, type Locale } from '@reef/i18n';

/** A message named by its catalogue key, formatted once the reader's language is known. */
export type LocalMessage = { ns: string; key: string; values?: MessageValues };

/** Names a message to format later (see `LocalMessage`). */
export function msg(ns: string, key: string, values?: MessageValues): LocalMessage {
  return { ns, key, ...(values ? { values } : {}) };
}

/** Whether a value is a `LocalMessage`. */
export function isLocalMessage(value: unknown): value is LocalMessage {
  return typeof value === 'object' && value !== null && 'ns' in value && 'key' in value;
}

/** Formats a named message in a locale. */
export function say(locale: string, message: LocalMessage): string {
  return translate(locale, message.ns, message.key, message.values);
}

/** A formatter bound to one locale: `const t = translator(locale); t('login', 'page.log_in')`. */
export function translator(locale: string): (ns: string, key: string, values?: MessageValues) => string {
  return (ns, key, values) => translate(locale, ns, key, values);
}

/**
 * The language of a request: an explicit `?lang=` (the sign-in pages' links carry it), then the signed-in
 * member's chosen language (`users.language`), then the browser's Accept-Language, else English.
 */
export function requestLocale(req: FastifyRequest): Locale {
  const lang = (req.query as { lang?: unknown } | undefined)?.lang;
  if (isLocale(lang)) return lang;
  const member = req.currentUser?.language;
  if (isLocale(member)) return member;
  return negotiateLocale(req.headers['accept-language']);
}

/** A member's stored language as a locale (English for anything unknown). */
export function localeOf(language: string | null | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

let schemaMessages: Map<string, string> | undefined;

/**
 * A message of the shared zod schemas (`@reef/core`, English, also read by the web forms) in a locale, when the
 * errors catalogue has it under `schema.*` with the same English text; any other message as it is.
 */
export function sayKnown(locale: string, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  schemaMessages ??= new Map(
    [...loadCatalogue(DEFAULT_LOCALE, 'errors')]
      .filter(([key]) => key.startsWith('schema.'))
      .map(([key, english]) => [english, key]),
  );
  const key = schemaMessages.get(message);
  return key ? translate(locale, 'errors', key) : message;
}
