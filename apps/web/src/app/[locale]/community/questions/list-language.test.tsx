// Issue #31: under "Any language" the question list shows questions in every language; one not in English says so
// on its title (`lang`), an English one carries none.
import type { QuestionItem } from '@reef/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionListItem } from '@/components/content/question-item';

const question = (language: string, title: string) =>
  ({
    id: 1,
    slug: 'q',
    title,
    language,
    upvotes_count: 0,
    answers_count: 0,
    views_count: 0,
    accepted_answer_id: null,
    last_activity_at: '2026-11-01T10:00:00.000Z',
    author: null,
    tags: [],
  }) as unknown as QuestionItem;

describe('a question in the list, in its language', () => {
  it('a German question’s title link says lang="de"; an English one has no lang', async () => {
    // QuestionListItem is a server component that reads its words (async): rendered as the element it returns.
    const german = render(
      await QuestionListItem({ question: question('de', 'Wie starte ich nginx neu?'), now: 0 }),
    );
    expect(screen.getByRole('link', { name: 'Wie starte ich nginx neu?' }).getAttribute('lang')).toBe('de');
    german.unmount();
    render(await QuestionListItem({ question: question('en', 'How do I restart nginx?'), now: 0 }));
    expect(screen.getByRole('link', { name: 'How do I restart nginx?' }).hasAttribute('lang')).toBe(false);
  });
});
