// Core's states in every language (issue #31): a content state, report state or report reason added to @reef/core
// without its words in the `admin` catalogue fails here; English stays as statusLabel has always said it.
import { REPORT_REASONS, REPORT_STATES } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/i18n/locale-path';
import { translatorOf } from '@/i18n/translate';
import { statusLabel } from '@/lib/format';
import { CONTENT_STATES, stateWordsOf } from './state-words';

describe('state words', () => {
  it('say every state and reason of core in every language', () => {
    for (const locale of SITE_LOCALES) {
      const words = stateWordsOf(translatorOf('admin', locale));
      for (const map of [words.content, words.reports, words.reasons])
        for (const word of Object.values(map)) expect(word).not.toMatch(/^admin\./);
      expect(Object.keys(words.content)).toEqual(CONTENT_STATES);
      expect(Object.keys(words.reports)).toEqual([...REPORT_STATES]);
      expect(Object.keys(words.reasons)).toEqual([...REPORT_REASONS]);
    }
  });

  it('keep English as statusLabel words it', () => {
    const words = stateWordsOf(translatorOf('admin', 'en'));
    for (const map of [words.content, words.reports, words.reasons])
      for (const value of Object.keys(map)) expect(statusLabel(value, map)).toBe(statusLabel(value));
    expect(statusLabel('under_review', stateWordsOf(translatorOf('admin', 'ru')).content)).toBe(
      'На проверке',
    );
  });
});
