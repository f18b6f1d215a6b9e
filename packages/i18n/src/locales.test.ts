import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  firstLocale,
  isLocale,
  LOCALES,
  negotiateLocale,
  parseAcceptLanguage,
} from './locales.js';

describe('interface languages', () => {
  it('are the specification’s nine languages, English first by default', () => {
    expect([...LOCALES].sort()).toEqual(['de', 'en', 'es', 'fr', 'id', 'ja', 'pt', 'ru', 'zh']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(isLocale('ja')).toBe(true);
    expect(isLocale('jp')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('negotiateLocale: "visitors are offered their Accept-Language language"', () => {
  it('follows the q-values, not the order written', () => {
    expect(negotiateLocale('fr;q=0.4, de;q=0.9, en;q=0.5')).toBe('de');
    expect(parseAcceptLanguage('fr;q=0.4, de;q=0.9, en;q=0.5')).toEqual(['de', 'en', 'fr']);
  });

  it('falls back from a region or script to the language (pt-BR → pt, zh-Hans-CN → zh)', () => {
    expect(negotiateLocale('pt-BR,pt;q=0.9')).toBe('pt');
    expect(negotiateLocale('zh-Hans-CN')).toBe('zh');
    expect(negotiateLocale('zh-TW, en;q=0.1')).toBe('zh');
    expect(negotiateLocale('JA-jp')).toBe('ja');
  });

  it('skips languages it does not have for the next one the visitor accepts', () => {
    expect(negotiateLocale('nl-NL, nl;q=0.9, id;q=0.8, en;q=0.7')).toBe('id');
  });

  it('answers English when nothing fits, the header is empty, malformed or refuses everything', () => {
    expect(negotiateLocale('nl, sv;q=0.5')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('de;q=0')).toBe('en');
    expect(negotiateLocale(';;;,,q=abc')).toBe('en');
  });

  it('negotiates among any list of supported languages', () => {
    expect(negotiateLocale('ru, en;q=0.5', ['en', 'de'] as const)).toBe('en');
    expect(negotiateLocale('de-AT', ['en', 'de'] as const)).toBe('de');
  });

  it('firstLocale takes the first real language among candidates', () => {
    expect(firstLocale(undefined, 'xx', 'es', 'de')).toBe('es');
    expect(firstLocale(null)).toBe('en');
  });
});
