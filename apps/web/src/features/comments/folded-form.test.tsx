// One editor at a time on a question page (issue #30, item 9: "The question page stacks two identical editors"):
// the question's comment form waits behind "Add a comment" and opens with the focus in its text.
import type { CommentPage } from '@reef/client';
import { PermissionFlags } from '@reef/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { CommentThread } from './comment-thread';
import { translatorOf } from '@/i18n/translate';
import { threadWords } from './thread-words-server';

const empty = {
  data: [],
  meta: { pagination: { page: { current: 0, count: 0 }, per_page: 10, total: 0 } },
} as unknown as CommentPage;

describe('a folded comment form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows "Add a comment" until pressed, then the editor with the focus in it', async () => {
    window.localStorage.setItem(
      'jwt',
      makeToken({ slug: 'sam', permissions: String(2 ** PermissionFlags.CREATE_COMMENTS) }),
    );
    stubApi((call) =>
      call.path === '/v1/users/sam' ? [200, { user: { slug: 'sam', username: 'sam' } }] : [200, { data: [] }],
    );
    renderWithFrame(
      <CommentThread
        parentType="question"
        parentId={5}
        commentType="comment"
        initial={empty}
        noun="question"
        words={threadWords(translatorOf('community', 'en'), 'question', 'comment')}
        headingId="question-comments"
        isFormFolded
      />,
      { pathname: '/community/questions/q' },
    );
    const open = await screen.findByRole('button', { name: 'Add a comment' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('textarea')).toBeNull();
    fireEvent.click(open);
    await waitFor(() => expect(document.activeElement?.tagName).toBe('TEXTAREA'), { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Add a comment' })).toBeNull();
  });
});
