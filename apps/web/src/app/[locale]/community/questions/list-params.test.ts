// The question list shows the site's language, and "Any language" (language=any) shows every one, as the tutorial
// list does (issue #31: "tutorials, questions and answers may be written in any of the nine").
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGE } from '@/lib/site-language';
import { questionListValues, readQuestionListParams } from './list-params';

describe('the question list’s language', () => {
  it('is the site’s language by default, and the links leave it out', () => {
    const params = readQuestionListParams({});
    expect(params).toEqual({
      filter: 'newest',
      tag: undefined,
      language: SITE_LANGUAGE,
      home: SITE_LANGUAGE,
      page: 1,
    });
    expect(questionListValues(params)).toEqual({ filter: undefined, tag: undefined, language: undefined });
  });

  it('on a page in another interface language, is that language by default (issue #31: /de/community/questions)', () => {
    const german = readQuestionListParams({}, 'de');
    expect(german.language).toBe('de');
    expect(questionListValues(german).language).toBeUndefined();
    // English on a German page is a choice the links keep.
    const english = readQuestionListParams({ language: 'en' }, 'de');
    expect(english.language).toBe('en');
    expect(questionListValues(english).language).toBe('en');
  });

  it('"Any language" (language=any) lists every language and keeps it in the links', () => {
    const params = readQuestionListParams({ language: 'any', filter: 'unanswered' });
    expect(params.language).toBeUndefined();
    expect(questionListValues(params)).toEqual({ filter: 'unanswered', tag: undefined, language: 'any' });
  });

  it('one of the nine lists that language and keeps it in the links', () => {
    const params = readQuestionListParams({ language: 'de', tag: 'nginx', page: '3' });
    expect(params).toMatchObject({ language: 'de', tag: 'nginx', page: 3 });
    expect(questionListValues(params).language).toBe('de');
  });

  it('an unknown language falls back to the site’s (a hand-edited address still gets a list)', () => {
    expect(readQuestionListParams({ language: 'klingon' }).language).toBe(SITE_LANGUAGE);
    expect(readQuestionListParams({ language: ['ja', 'de'] }).language).toBe('ja');
  });
});
