// The interface languages and how a request's language is chosen. No I/O: safe for browsers and edge code.
import { LANGUAGES, type Language } from '@reef/core';

/** The interface languages: the specification's nine content languages (content-and-presentation §Enumerations). */
export const LOCALES: readonly Language[] = LANGUAGES;
/** An interface language code. */
export type Locale = Language;
/** The language of every message that is missing elsewhere, and of requests that ask for none we have. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a value is one of the interface languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

type Range = { tag: string; q: number; order: number };

/** The language ranges of an Accept-Language header, best first (RFC 9110 §12.5.4); `*` and q=0 are left out. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges: Range[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim().toLowerCase() ?? '';
    if (!tag || tag === '*' || !/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]{1,5})\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (Number.isFinite(q) && q > 0) ranges.push({ tag, q: Math.min(q, 1), order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order).map((r) => r.tag);
}

/**
 * The supported language an Accept-Language header prefers: each range is tried whole and then without its last
 * subtags (pt-BR → pt, zh-Hans-CN → zh-Hans → zh), in the header's order of preference; the default when none fits.
 */
export function negotiateLocale<L extends string = Locale>(
  header: string | null | undefined,
  supported: readonly L[] = LOCALES as unknown as readonly L[],
): L {
  const byLower = new Map(supported.map((s) => [s.toLowerCase(), s]));
  for (const tag of parseAcceptLanguage(header)) {
    const parts = tag.split('-');
    for (let n = parts.length; n > 0; n--) {
      const found = byLower.get(parts.slice(0, n).join('-'));
      if (found) return found;
    }
  }
  return (supported as readonly string[]).includes(DEFAULT_LOCALE) ? (DEFAULT_LOCALE as L) : supported[0]!;
}

/** The first candidate that is an interface language (a member's choice, a `?lang=`…), else the default. */
export function firstLocale(...candidates: unknown[]): Locale {
  return (candidates.find(isLocale) as Locale | undefined) ?? DEFAULT_LOCALE;
}
