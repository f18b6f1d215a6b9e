// The web app's translator (issue #31, item 1: "ICU messages with plurals and selects; dates, numbers, currencies
// through Intl"), reading the same catalogues as the API.
import { describe, expect, it } from 'vitest';
import { translatorOf } from './translate';

describe('getT: the interface texts of the web app', () => {
  it('says a message in the language asked, with its values', () => {
    expect(translatorOf('frame', 'en')('footer.promo_title', { brand: 'Tidal Cloud' })).toBe(
      'Try Tidal Cloud free',
    );
    expect(translatorOf('frame', 'de')('footer.promo_title', { brand: 'Tidal Cloud' })).toBe(
      'Tidal Cloud kostenlos testen',
    );
    expect(translatorOf('frame', 'ja')('skip_link')).toBe('本文へスキップ');
  });

  it("follows each language's plural rules", () => {
    const ru = translatorOf('frame', 'ru');
    expect(ru('footer.promo_text', { credit: '200 $', days: 1 })).toContain('первый 1 день');
    expect(ru('footer.promo_text', { credit: '200 $', days: 3 })).toContain('первые 3 дня');
    expect(ru('footer.promo_text', { credit: '200 $', days: 60 })).toContain('первые 60 дней');
    expect(translatorOf('frame', 'en')('footer.promo_text', { credit: '$200', days: 1 })).toBe(
      'Get $200 in credit to spend in your first 1 day.',
    );
  });

  it('shows a key no catalogue has as namespace.key, never a crash', () => {
    expect(translatorOf('frame', 'fr')('footer.no_such_key')).toBe('frame.footer.no_such_key');
  });
});
