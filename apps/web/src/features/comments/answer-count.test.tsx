// The answers' heading counts what the page shows (issue #30, item 4: "Counts contradict the page: '0 Answers' above
// the answer just posted"): the thread keeps its own count heading, so an answer posted or deleted on the page
// changes it at once, with the plural right.
import type { Comment, CommentPage } from '@reef/client';
import { PermissionFlags } from '@reef/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { CommentThread } from './comment-thread';
import { translatorOf } from '@/i18n/translate';
import { pluralForms, threadWords } from './thread-words-server';

const none = {
  data: [],
  meta: { pagination: { page: { current: 0, count: 0 }, per_page: 10, total: 0 } },
} as unknown as CommentPage;

describe("the answers' count heading", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('says "0 Answers", then "1 Answer" as soon as the member posts one', async () => {
    window.localStorage.setItem(
      'jwt',
      makeToken({ slug: 'sam', permissions: String(2 ** PermissionFlags.CREATE_COMMENTS) }),
    );
    stubApi((call) => {
      if (call.path === '/v1/users/sam') return [200, { user: { slug: 'sam', username: 'sam' } }];
      if (call.method === 'POST' && call.path === '/v1/comments') {
        const created: Partial<Comment> = {
          id: 77,
          type: 'answer',
          state: 'published',
          body_html: '<p>Restart the service.</p>',
          created_at: '2026-01-01T10:00:00Z',
          upvotes_count: 0,
          replies_count: 0,
          author: { id: 1, slug: 'sam', username: 'sam' } as Comment['author'],
          replies: [],
        };
        return [201, { comment: created }];
      }
      return [200, { data: [] }];
    });
    renderWithFrame(
      <CommentThread
        parentType="question"
        parentId={5}
        commentType="answer"
        initial={none}
        noun="question"
        words={threadWords(translatorOf('community', 'en'), 'question', 'answer')}
        headingId="answers"
        countHeading={pluralForms(translatorOf('community', 'en'), 'question.answer_count', 'en')}
        isAnswerList
        formLabel="Your answer"
        submitLabel="Post your answer"
      />,
      { pathname: '/community/questions/q' },
    );
    expect(screen.getByRole('heading', { level: 2, name: '0 Answers' })).toBeTruthy();
    const editor = await screen.findByRole('textbox', { name: /Your answer/ }, { timeout: 3000 });
    fireEvent.change(editor, { target: { value: 'Restart the service, then check the logs for errors.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post your answer' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: '1 Answer' })).toBeTruthy());
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('takes the newer answers of a page read again (new answers shown on request), with the count', async () => {
    stubApi(() => [200, { data: [] }]);
    const answerOf = (id: number, text: string) =>
      ({
        id,
        type: 'answer',
        state: 'published',
        body_html: `<p>${text}</p>`,
        created_at: '2026-01-01T10:00:00Z',
        upvotes_count: 0,
        replies_count: 0,
        author: { id, slug: `a${id}`, username: `a${id}` },
        replies: [],
      }) as unknown as Comment;
    const pageOf = (items: Comment[]) =>
      ({
        data: items,
        meta: { pagination: { page: { current: 0, count: 1 }, per_page: 10, total: items.length } },
      }) as unknown as CommentPage;
    const props = {
      parentType: 'question',
      parentId: 5,
      commentType: 'answer',
      noun: 'question',
      words: threadWords(translatorOf('community', 'en'), 'question', 'answer'),
      headingId: 'answers',
      countHeading: pluralForms(translatorOf('community', 'en'), 'question.answer_count', 'en'),
      isAnswerList: true,
    } as const;
    const { rerender } = renderWithFrame(
      <CommentThread {...props} initial={pageOf([answerOf(1, 'First')])} />,
      {
        pathname: '/community/questions/q',
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: '1 Answer' })).toBeTruthy();
    rerender(<CommentThread {...props} initial={pageOf([answerOf(1, 'First'), answerOf(2, 'Second')])} />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: '2 Answers' })).toBeTruthy());
    expect(screen.getByText('Second')).toBeTruthy();
  });
});
