// "Tutorial pages list the questions asked about them and offer to ask one from the page" (issue #30, the
// specification's last gaps; content-and-presentation §7).
import type { QuestionItem } from '@reef/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TutorialQuestions, askAboutTutorialPath } from './tutorial-questions';

function question(id: number, answers: number, accepted: number | null = null): QuestionItem {
  return {
    id,
    slug: `question-${id}`,
    title: `Question number ${id}`,
    answers_count: answers,
    accepted_answer_id: accepted,
  } as unknown as QuestionItem;
}

describe('TutorialQuestions', () => {
  it('lists the questions asked about the tutorial, each linking to its page with its answer count', async () => {
    render(
      await TutorialQuestions({
        tutorialSlug: 'serve-a-site',
        questions: [question(1, 1, 9), question(2, 0)],
        total: 2,
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Questions about this tutorial' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Question number 1' }).getAttribute('href')).toBe(
      '/community/questions/question-1',
    );
    expect(screen.getByText('1 answer · answered')).toBeTruthy();
    expect(screen.getByText('0 answers')).toBeTruthy();
    expect(screen.queryByText(/newest of/)).toBeNull();
  });

  it('offers to ask a question from the page, with the tutorial linked, also when none is asked yet', async () => {
    render(await TutorialQuestions({ tutorialSlug: 'serve a site', questions: [], total: 0 }));
    expect(screen.getByText('No one has asked about this tutorial yet.')).toBeTruthy();
    const ask = screen.getByRole('link', { name: 'Ask a question about this tutorial' });
    expect(ask.getAttribute('href')).toBe('/community/questions/new?tutorial=serve%20a%20site');
    expect(askAboutTutorialPath('a/b')).toBe('/community/questions/new?tutorial=a%2Fb');
  });

  it('says when it shows only the newest of more questions', async () => {
    render(await TutorialQuestions({ tutorialSlug: 's', questions: [question(1, 0)], total: 14 }));
    expect(screen.getByText('The 1 newest of 14 questions.')).toBeTruthy();
  });
});
