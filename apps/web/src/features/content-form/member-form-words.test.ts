// The tutorial and tool forms in every language (issue #31, item 1): a kind of tutorial or tool added to @reef/core
// without its words in the `community` catalogue fails here, and English says what the forms say without words.
import { TOOL_TYPES, TUTORIAL_SUBTYPES } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/i18n/locale-path';
import { translatorOf } from '@/i18n/translate';
import { subtypeLabel } from '@/lib/format';
import { ENGLISH_TOOL_FORM_WORDS, ENGLISH_TUTORIAL_FORM_WORDS } from './member-form-words';
import {
  subtypeWordsOf,
  toolFormWords,
  toolTypeWordsOf,
  tutorialFormWords,
} from './member-form-words-server';

describe('the tutorial and tool forms’ words', () => {
  it('name every kind of tutorial and tool of core in every language', () => {
    for (const locale of SITE_LOCALES) {
      const t = translatorOf('community', locale);
      const subtypes = subtypeWordsOf(t);
      const toolTypes = toolTypeWordsOf(t);
      expect(Object.keys(subtypes)).toEqual([...TUTORIAL_SUBTYPES]);
      expect(Object.keys(toolTypes)).toEqual([...TOOL_TYPES]);
      for (const word of [...Object.values(subtypes), ...Object.values(toolTypes)]) {
        expect(word).not.toMatch(/^community\./);
        expect(word.trim()).not.toBe('');
      }
    }
  });

  it('are in English what the forms say without words (subtypes as subtypeLabel says them)', () => {
    const t = translatorOf('community', 'en');
    const { form: _f, states: _s, denialReason: _r, ...tutorial } = tutorialFormWords(t, {});
    const { form: _f2, states: _s2, denialReason: _r2, ...tool } = toolFormWords(t, {});
    const { form: _f3, states: _s3, ...englishTutorial } = ENGLISH_TUTORIAL_FORM_WORDS;
    const { form: _f4, states: _s4, ...englishTool } = ENGLISH_TOOL_FORM_WORDS;
    expect(tutorial).toEqual(englishTutorial);
    expect(tool).toEqual(englishTool);
    for (const subtype of TUTORIAL_SUBTYPES) expect(tutorial.subtypes[subtype]).toBe(subtypeLabel(subtype));
  });

  it('say the kinds in the page’s language', () => {
    expect(subtypeWordsOf(translatorOf('community', 'de'))['conceptual-article']).toBe('Konzeptartikel');
    expect(toolTypeWordsOf(translatorOf('community', 'ja')).api_wrapper).toBe('API ラッパー');
  });
});
