// Issue #30, item 4: 'Counts contradict the page: … "1 upvotes", "1 Votes" … Plurals … formatted one way, everywhere'.
import type { QuestionItem } from '@reef/client';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionListItem } from './question-item';

const question = (counts: { upvotes: number; answers: number; views: number }) =>
  ({
    id: 1,
    slug: 'q',
    title: 'Why does my cron job not run?',
    upvotes_count: counts.upvotes,
    answers_count: counts.answers,
    views_count: counts.views,
    accepted_answer_id: null,
    last_activity_at: '2026-11-01T10:00:00.000Z',
    author: null,
    tags: [],
  }) as unknown as QuestionItem;

/** The stats as a reader reads them: number, then its word. */
const stats = (element: HTMLElement) =>
  [...element.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dd')!.textContent} ${row.querySelector('dt')!.textContent}`,
  );

describe('a question in a list', () => {
  it('says "1 Vote", "1 Answer" and "1 View", and the plural for any other count', async () => {
    const one = render(
      await QuestionListItem({ question: question({ upvotes: 1, answers: 1, views: 1 }), now: 0 }),
    );
    expect(stats(one.container)).toEqual(['1 Vote', '1 Answer', '1 View']);
    one.unmount();
    const many = render(
      await QuestionListItem({ question: question({ upvotes: 0, answers: 2, views: 12 }), now: 0 }),
    );
    expect(stats(many.container)).toEqual(['0 Votes', '2 Answers', '12 Views']);
  });
});
