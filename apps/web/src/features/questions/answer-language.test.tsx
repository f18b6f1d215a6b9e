// Issue #31 item 3: "questions and answers may be written in any of the nine". An answer is in its question's
// language (docs/decisions.md, "An answer's language"): under a German question each answer's body says lang="de",
// in the server-rendered thread and in the interactive one alike; the English frame around it does not.
import type { Comment, CommentPage } from '@reef/client';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommentThread, type CommentThreadProps } from '@/features/comments/comment-thread';
import type { ThreadWords } from '@/features/comments/thread-words';
import { ServerCommentThread } from '@/features/comments/server-comment-thread';
import { renderWithFrame, stubApi } from '@/test/render';
import { translatorOf } from '@/i18n/translate';
import { threadWords } from '@/features/comments/thread-words-server';

const author = { id: 7, slug: 'jonas', username: 'jonas', name: 'Jonas' };

function answer(id: number, text: string, extra: Partial<Comment> = {}): Comment {
  return {
    id,
    type: 'answer',
    state: 'published',
    body_html: `<p>${text}</p>`,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    upvotes_count: 0,
    replies_count: 0,
    is_featured: false,
    is_accepted: false,
    author,
    replies: [],
    ...extra,
  } as unknown as Comment;
}

const initial = {
  data: [
    answer(1, 'Starte den Dienst mit systemctl neu.', {
      replies_count: 1,
      replies: [answer(2, 'Danke, das hat geholfen!', { type: 'comment' })],
    }),
  ],
  meta: { pagination: { page: { current: 0, count: 1 }, per_page: 3, total: 1 } },
} as CommentPage;

const props: CommentThreadProps & { words: ThreadWords } = {
  parentType: 'question',
  parentId: 5,
  commentType: 'answer',
  initial,
  noun: 'question',
  words: threadWords(translatorOf('community', 'en'), 'question', 'answer'),
  headingId: 'answers',
  isAnswerList: true,
};

async function langOf(thread: ReactElement, text: string) {
  stubApi(() => undefined);
  const { unmount } = renderWithFrame(thread);
  await waitFor(() => expect(screen.getByText(/answer this question/)).toBeTruthy());
  const body = screen.getByText(text).closest('[lang]');
  const article = screen.getByRole('article', { name: 'Answer by jonas' });
  const result = { body: body?.getAttribute('lang') ?? null, frame: article.getAttribute('lang') };
  unmount();
  return result;
}

describe('an answer is in its question’s language (issue #31 item 3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('under a German question, each answer body carries lang="de" in both threads; the frame stays English', async () => {
    for (const Thread of [ServerCommentThread, CommentThread]) {
      expect(
        await langOf(<Thread {...props} bodyLang="de" />, 'Starte den Dienst mit systemctl neu.'),
      ).toEqual({
        body: 'de',
        frame: null,
      });
    }
  });

  it('under an English question the answer body has no lang of its own', async () => {
    for (const Thread of [ServerCommentThread, CommentThread]) {
      expect(await langOf(<Thread {...props} />, 'Starte den Dienst mit systemctl neu.')).toEqual({
        body: null,
        frame: null,
      });
    }
  });
});
