// Issue #33, goal 2: an English page passes the header's parts no words, so their own English must be the catalogue's.
import { describe, expect, it } from 'vitest';
import { translatorOf } from '@/i18n/translate';
import { ENGLISH_HEADER_WORDS } from './header-words-english';
import { headerWordsOf } from './header-words-server';

describe('the header’s English words', () => {
  it('are the `header` catalogue’s English', () => {
    expect(ENGLISH_HEADER_WORDS).toEqual(headerWordsOf(translatorOf('header', 'en')));
  });
});
