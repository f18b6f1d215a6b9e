// The tutorial page's reading parts on a Japanese page (issue #31): the questions about the tutorial, the version
// picker and the table of contents speak Japanese.
import type { QuestionItem } from '@reef/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TableOfContents } from './table-of-contents';
import { TutorialQuestions } from './tutorial-questions';

vi.mock('@/i18n/page-locale', () => ({ pageLocale: async () => 'ja' }));

const question = {
  id: 1,
  slug: 'nginx-502',
  title: 'Nginx が 502 を返す',
  answers_count: 3,
  accepted_answer_id: 7,
} as unknown as QuestionItem;

describe('the reading parts of a tutorial on a Japanese page', () => {
  it('lists the questions about the tutorial in Japanese', async () => {
    render(await TutorialQuestions({ tutorialSlug: 'serve', questions: [question], total: 12 }));
    expect(screen.getByRole('heading', { level: 2, name: 'このチュートリアルに関する質問' })).toBeTruthy();
    expect(screen.getByText('12 件の質問のうち新しい 1 件')).toBeTruthy();
    expect(screen.getByText('回答 3 件 · 解決済み')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'このチュートリアルについて質問する' })).toBeTruthy();
  });

  it('names the table of contents in Japanese', async () => {
    render(
      await TableOfContents({
        headings: [
          { slug: 'a', text: 'はじめに', level: 2 },
          { slug: 'b', text: '手順 1', level: 2 },
        ],
      }),
    );
    expect(screen.getByRole('navigation', { name: 'このページの内容' })).toBeTruthy();
  });
});
