// Small helpers for the words the admin content screens get from their server pages (issue #31, item 1): client
// components load no catalogue, so a message whose number only the browser knows travels as its plural forms, each
// with `{count}` where the number goes, and the browser picks the form with Intl.PluralRules.
import type { ReactNode } from 'react';
import { Fragment, createElement } from 'react';
import { pluralForms } from '@/lib/plural-forms';

/** A message's forms by plural category ("one", "few", "other"…), each with `{count}` where the number goes. */
export type PluralWords = Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * The plural forms of a counted message: `format(n)` formats it with the number `n` (the server's translator), once
 * for a number of each plural category of `locale`; the number itself becomes `{count}`.
 */
export function pluralWords(format: (count: number) => string, locale: string): PluralWords {
  return pluralForms(locale, format);
}

/** The form of `words` for `count` in `locale`, with the number filled in. */
export function plural(words: PluralWords, count: number, locale: string): string {
  const category = new Intl.PluralRules(locale).select(count);
  const form = words[category] ?? words.other ?? Object.values(words)[0] ?? '';
  return fillIn(form, { count: count.toLocaleString(locale) });
}

/** `text` with each `{name}` replaced by its value. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `text` with each `{name}` replaced by a node ("Only tutorials by {author}." with the author in <strong>). */
export function fillInNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return createElement(Fragment, { key: index }, name && name in nodes ? nodes[name] : part);
  });
}
