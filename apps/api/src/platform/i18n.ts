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
import { humanMessage } from '@reef/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

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

/** A schema message with arguments: its English as a pattern, the arguments in the order they appear. */
type SchemaPattern = { key: string; pattern: RegExp; args: { name: string; isNumber: boolean }[] };

let schemaPatterns: SchemaPattern[] | undefined;

// A simple argument (`{slug}`) or a number argument (`{max, number}`): the only kinds a schema message's English
// may hold, since core builds its text by putting the value in.
const ARGUMENT = /\{(\w+)(?:,\s*number)?\}/g;

/** A schema message's English (`Expected an id up to {max, number}`) as a pattern its core text matches. */
function patternOf(key: string, english: string): SchemaPattern {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const args: SchemaPattern['args'] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(ARGUMENT)) {
    const isNumber = match[0].includes(',');
    source += escape(english.slice(last, match.index)) + (isNumber ? '(-?\\d+(?:\\.\\d+)?)' : '(.+?)');
    args.push({ name: match[1]!, isNumber });
    last = match.index + match[0].length;
  }
  return { key, pattern: new RegExp(`^${source}${escape(english.slice(last))}$`), args };
}

/**
 * A message of the shared zod schemas (`@reef/core`, English, also read by the web forms) in a locale, when the
 * errors catalogue has it under `schema.*` with the same English text (its arguments, such as a limit or a
 * duplicate's id, read back from the text); any other message as it is.
 */
export function sayKnown(locale: string, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  if (!schemaMessages || !schemaPatterns) {
    const schema = [...loadCatalogue(DEFAULT_LOCALE, 'errors')].filter(([key]) => key.startsWith('schema.'));
    schemaMessages = new Map(schema.filter(([, english]) => !english.includes('{')).map(([k, e]) => [e, k]));
    schemaPatterns = schema.filter(([, english]) => english.includes('{')).map(([k, e]) => patternOf(k, e));
  }
  const key = schemaMessages.get(message);
  if (key) return translate(locale, 'errors', key);
  for (const { key: patternKey, pattern, args } of schemaPatterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      args.map(({ name, isNumber }, index) => [
        name,
        isNumber ? Number(match[index + 1]) : match[index + 1]!,
      ]),
    );
    return translate(locale, 'errors', patternKey, values);
  }
  return message;
}

/** The fields of a zod issue that its words read (an issue of zod 4, or fastify's copy of one). */
export type ZodIssueLike = {
  code?: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  format?: string;
  values?: readonly unknown[];
  divisor?: number | bigint;
  keys?: readonly string[];
  options?: readonly unknown[];
};

// core's words for a wrong type (`humanMessage`), which read the value received, no longer on the final issue.
const WRONG_TYPE_WORDS = new Set([
  'This is required.',
  'Enter a number.',
  'Enter text here.',
  'Choose yes or no.',
]);

let zodEnglish: ((issue: never) => string | undefined) | undefined;

/** Whether a message is the default English for its issue: core's `humanMessage`, else zod's own. */
function isDefaultWords(issue: ZodIssueLike): boolean {
  if (issue.code === 'invalid_type')
    return (
      WRONG_TYPE_WORDS.has(issue.message) || /^Invalid input: expected \S+, received \S+$/.test(issue.message)
    );
  zodEnglish ??= z.locales.en().localeError as (issue: never) => string | undefined;
  try {
    return humanMessage(issue as never) === issue.message || zodEnglish(issue as never) === issue.message;
  } catch {
    return false;
  }
}

const NUMERIC = new Set(['number', 'int', 'bigint']);

const COLLECTIONS = new Set(['array', 'set', 'map']);

/** A date limit of an issue (zod gives it in milliseconds) as an ISO date, the form the API reads dates in. */
const isoDate = (limit: number | bigint | undefined) => new Date(Number(limit)).toISOString().slice(0, 10);

/**
 * The default words of an issue by its code: every code zod 4 raises (too_small, too_big, invalid_type,
 * invalid_format, invalid_value, not_multiple_of, unrecognized_keys, invalid_union, invalid_key, invalid_element,
 * custom).
 */
function wordsOfIssue(issue: ZodIssueLike): LocalMessage | undefined {
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? msg('errors', 'zod.cannot_be_empty') : msg('errors', 'zod.too_short', { min });
      if (COLLECTIONS.has(issue.origin ?? '')) return msg('errors', 'zod.too_few', { min });
      if (NUMERIC.has(issue.origin ?? '')) return msg('errors', 'zod.at_least', { min });
      if (issue.origin === 'date') return msg('errors', 'zod.date_from', { date: isoDate(issue.minimum) });
      if (issue.origin === 'file') return msg('errors', 'zod.file_too_small', { min });
      return undefined;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return msg('errors', 'zod.too_long', { max });
      if (COLLECTIONS.has(issue.origin ?? '')) return msg('errors', 'zod.too_many', { max });
      if (NUMERIC.has(issue.origin ?? '')) return msg('errors', 'zod.at_most', { max });
      if (issue.origin === 'date') return msg('errors', 'zod.date_until', { date: isoDate(issue.maximum) });
      if (issue.origin === 'file') return msg('errors', 'zod.file_too_big', { max });
      return undefined;
    }
    case 'not_multiple_of':
      return msg('errors', 'zod.multiple_of', { divisor: String(issue.divisor) });
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return msg('errors', 'zod.unknown_keys', { count: keys.length, keys: keys.join(', ') });
    }
    case 'invalid_union':
      if (issue.options && issue.options.length > 0)
        return msg('errors', 'zod.one_of', { options: issue.options.map(String).join(', ') });
      return issue.inclusive === false
        ? msg('errors', 'zod.union_ambiguous')
        : msg('errors', 'zod.union_none');
    case 'invalid_key':
      return msg('errors', 'zod.invalid_key');
    case 'invalid_element':
      return msg('errors', 'zod.invalid_element');
    case 'custom':
      return msg('errors', 'zod.invalid_input');
    case 'invalid_type':
      if (issue.message === 'This is required.' || / received (undefined|null)$/.test(issue.message))
        return msg('errors', 'zod.required');
      return msg('errors', 'zod.wrong_type', { expected: issue.expected ?? '' });
    case 'invalid_format':
      if (issue.format === 'email') return msg('errors', 'zod.invalid_email');
      if (issue.format === 'url') return msg('errors', 'zod.invalid_url');
      if (issue.format === 'regex') return msg('errors', 'zod.not_in_form');
      if (issue.format === 'datetime' || issue.format === 'date') return msg('errors', 'zod.invalid_date');
      return msg('errors', 'zod.invalid_format');
    case 'invalid_value': {
      const values = issue.values ?? [];
      return values.length > 0 && values.length <= 12
        ? msg('errors', 'zod.one_of', { options: values.map(String).join(', ') })
        : msg('errors', 'zod.one_of_offered');
    }
    default:
      return undefined;
  }
}

/**
 * A zod issue's message in a locale: core's schema messages by their English text (`sayKnown`), and the default
 * words (core's `humanMessage`, else zod's own) by the issue's code, counts in the language's plural forms; any
 * other message as it is. English keeps every message as it was worded.
 */
export function sayIssue(locale: string, issue: ZodIssueLike): string {
  if (locale === DEFAULT_LOCALE) return issue.message;
  const known = sayKnown(locale, issue.message);
  if (known !== issue.message) return known;
  const words = isDefaultWords(issue) ? wordsOfIssue(issue) : undefined;
  return words ? say(locale, words) : issue.message;
}
