// The asker accepts an answer from the question page (issue #30, item 2: "The asker cannot accept an answer …
// Accept and un-accept, for the asker and for moderators, with the accepted answer pinned first").
import type { Comment, CommentPage } from '@reef/client';
import { PermissionFlags } from '@reef/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { CommentThread, type CommentThreadProps } from './comment-thread';
import { translatorOf } from '@/i18n/translate';
import { threadWords } from './thread-words-server';

function answer(id: number, by: string, extra: Partial<Comment> = {}): Comment {
  return {
    id,
    type: 'answer',
    state: 'published',
    body_html: `<p>Answer ${id}</p>`,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    upvotes_count: 0,
    replies_count: 0,
    is_featured: false,
    is_accepted: false,
    author: { id, slug: by, username: by, first_name: by },
    replies: [],
    ...extra,
  } as unknown as Comment;
}

const initial = {
  data: [answer(11, 'bo'), answer(12, 'cy')],
  meta: { pagination: { page: { current: 0, count: 1 }, per_page: 3, total: 2 } },
} as CommentPage;

const props: CommentThreadProps = {
  parentType: 'question',
  parentId: 5,
  commentType: 'answer',
  initial,
  noun: 'question',
  words: threadWords(translatorOf('community', 'en'), 'question', 'answer'),
  headingId: 'answers',
  isAnswerList: true,
  acceptedAnswerId: null,
  acceptance: { questionId: 5, askerSlug: 'asker' },
};

/** Signed in as `slug`; the API accepts PATCH /v1/questions/5 and records what it was sent. */
function signInAs(slug: string, permissions = '0') {
  window.localStorage.setItem('jwt', makeToken({ slug, permissions }));
  return stubApi((call) => {
    if (call.path === `/v1/users/${slug}`)
      return [200, { user: { slug, username: slug, has_seen_registration_at: 'x' } }];
    if (call.method === 'PATCH' && call.path === '/v1/questions/5') {
      const id = (call.body as { question: { accepted_answer_id: number | null } }).question
        .accepted_answer_id;
      return [200, { question: { id: 5, accepted_answer_id: id } }];
    }
    if (call.path.startsWith('/v1/users/') || call.path.includes('comments')) return [200, { data: [] }];
    return undefined;
  });
}

const answerIds = () => screen.getAllByRole('article').map((article) => article.id);

describe('accepting an answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('the asker accepts an answer: it is sent to the API, pinned first with its badge, and can be un-accepted', async () => {
    const calls = signInAs('asker');
    renderWithFrame(<CommentThread {...props} />, { pathname: '/community/questions/q' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Accept answer', pressed: false })).toHaveLength(2),
    );
    expect(answerIds()).toEqual(['comment-11', 'comment-12']);

    fireEvent.click(screen.getAllByRole('button', { name: 'Accept answer' })[1]!);
    await waitFor(() => expect(answerIds()).toEqual(['comment-12', 'comment-11']));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe('/v1/questions/5');
    expect(patch.body).toEqual({ question: { accepted_answer_id: 12 } });
    expect(screen.getAllByRole('article')[0]!.textContent).toContain('✓ Accepted answer');
    expect(screen.getByRole('button', { name: 'Unaccept answer', pressed: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unaccept answer' }));
    await waitFor(() => expect(screen.queryByText('✓ Accepted answer')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)!.body).toEqual({
      question: { accepted_answer_id: null },
    });
    expect(answerIds()).toEqual(['comment-11', 'comment-12']);
  });

  it('another member is not offered it; a question moderator is', async () => {
    // A member who may comment: once the session is in, each answer offers "Reply", but not "Accept answer".
    signInAs('someone', String(2 ** PermissionFlags.CREATE_COMMENTS));
    const { unmount } = renderWithFrame(<CommentThread {...props} />, { pathname: '/community/questions/q' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Accept answer' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    // MANAGE_QUESTIONS is one of the permission flags (the token carries the bitfield as a decimal string).
    signInAs('moderator', String(2 ** PermissionFlags.MANAGE_QUESTIONS));
    renderWithFrame(<CommentThread {...props} />, { pathname: '/community/questions/q' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Accept answer' })).toHaveLength(2));
  });
});
