// Issue #31: a question's answers speak the page's language — the thread's words come from the `community`
// catalogue, the browser only fills in the values it alone knows.
import type { CommentPage } from '@reef/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '@/i18n/translate';
import { renderWithFrame } from '@/test/render';
import { ServerCommentThread } from './server-comment-thread';
import { pluralForms, threadWords } from './thread-words-server';
import { pluralText } from './thread-words';
import { englishThreadWords } from './thread-words-english';

const empty = {
  data: [],
  meta: { pagination: { page: { current: 0, count: 0 }, per_page: 3, total: 0 } },
} as CommentPage;

describe('the thread in the page’s language', () => {
  it('says a German question page’s empty answers and count in German', () => {
    const t = translatorOf('community', 'de');
    renderWithFrame(
      <ServerCommentThread
        parentType="question"
        parentId={5}
        commentType="answer"
        initial={empty}
        noun="question"
        words={threadWords(t, 'question', 'answer')}
        headingId="answers"
        countHeading={pluralForms(t, 'question.answer_count', 'de')}
        isAnswerList
      />,
      { locale: 'de', pathname: '/community/questions/q' },
    );
    expect(screen.getByRole('heading', { level: 2, name: '0 Antworten' })).toBeTruthy();
    expect(
      screen.getByText('Noch keine Kommentare. Beginne die Unterhaltung über diese Frage.'),
    ).toBeTruthy();
  });

  it('counts in each language’s plural forms, the English ones unchanged', () => {
    const count = (locale: 'en' | 'ru' | 'ja', n: number) =>
      pluralText(pluralForms(translatorOf('community', locale), 'question.answer_count', locale), n);
    expect([count('en', 1), count('en', 1200)]).toEqual(['1 Answer', '1,200 Answers']);
    expect([count('ru', 1), count('ru', 3), count('ru', 5)]).toEqual(['1 ответ', '3 ответа', '5 ответов']);
    expect(count('ja', 2)).toBe('2 件の回答');
  });

  it('leaves the browser’s values as placeholders and names every key it uses', () => {
    const words = threadWords(translatorOf('community', 'en'), 'tutorial', 'comment');
    expect(words.signIn).toBe('{login} or {register} to join the conversation.');
    expect(words.view.answerBy).toBe('Answer by {name}');
    expect(words.empty).toBe('No comments yet. Start the conversation about this tutorial.');
    expect(JSON.stringify(words)).not.toContain('community.');
  });

  it('gives the interactive thread of an English page the catalogue’s English, so the page passes none', () => {
    const t = translatorOf('community', 'en');
    // An English page's upvote buttons get no words (actionWords): they say their own English.
    const page = { locale: 'en' };
    for (const [noun, type] of [
      ['tutorial', undefined],
      ['tool', 'comment'],
      ['question', 'comment'],
      ['question', 'answer'],
      ['answer', 'comment'],
    ] as const)
      expect(englishThreadWords(noun, type)).toEqual(threadWords(t, noun, type, page));
  });
});
