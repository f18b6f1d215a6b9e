import type { Comment, CommentPage } from '@reef/client';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFrame, stubApi } from '@/test/render';
import { CommentThread, type CommentThreadProps } from './comment-thread';
import type { ThreadWords } from './thread-words';
import { ServerCommentThread } from './server-comment-thread';
import { translatorOf } from '@/i18n/translate';
import { threadWords } from './thread-words-server';

const author = { id: 7, slug: 'ada', username: 'ada', name: 'Ada' };

function item(id: number, extra: Partial<Comment> = {}): Comment {
  return {
    id,
    type: 'answer',
    state: 'published',
    body_html: `<p>Body ${id}</p>`,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    upvotes_count: 2,
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
    item(1),
    item(2, {
      is_accepted: true,
      replies_count: 1,
      replies: [item(3, { type: 'comment', updated_at: '2026-01-02T10:00:00Z' })],
    }),
  ],
  meta: { pagination: { page: { current: 0, count: 1 }, per_page: 10, total: 2 } },
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

async function itemsAsReaderSees(thread: ReactElement): Promise<string> {
  stubApi(() => undefined);
  const { container, unmount } = renderWithFrame(thread);
  await waitFor(() => expect(screen.getByText(/answer this question/)).toBeTruthy());
  const html = container.querySelector('ol')!.outerHTML;
  unmount();
  return html;
}

describe('one comment view serves the server-rendered thread and the interactive one', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the same items, labels and ids for a signed-out reader in both threads', async () => {
    const server = await itemsAsReaderSees(<ServerCommentThread {...props} />);
    const interactive = await itemsAsReaderSees(<CommentThread {...props} />);
    expect(interactive).toBe(server);
  });

  it('puts the accepted answer first with its badge, its replies under it, and labels each item', async () => {
    stubApi(() => undefined);
    renderWithFrame(<ServerCommentThread {...props} />);
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => [article.id, article.getAttribute('aria-label')])).toEqual([
      ['comment-2', 'Answer by ada'],
      ['comment-3', 'Reply by ada'],
      ['comment-1', 'Answer by ada'],
    ]);
    expect(articles[0]!.textContent).toContain('✓ Accepted answer');
    expect(articles[1]!.textContent).toContain('(edited)');
    expect(screen.getByRole('list', { name: 'Replies to ada' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Upvote this reply/ })).toBeTruthy();
  });

  it('names a deleted member in the thread’s language, in the item, its label and its replies’ list', async () => {
    stubApi(() => undefined);
    const german = threadWords(translatorOf('community', 'de'), 'question', 'answer');
    const orphaned = {
      ...initial,
      data: [item(4, { author: null, replies_count: 1, replies: [item(5, { type: 'comment' })] })],
    } as CommentPage;
    renderWithFrame(<ServerCommentThread {...props} initial={orphaned} words={german} />, {
      locale: 'de',
      pathname: '/de/community/questions/q',
    });
    const [answer] = screen.getAllByRole('article');
    expect(answer!.getAttribute('aria-label')).toBe('Antwort von Gelöschtes Mitglied');
    expect(answer!.textContent).toContain('Gelöschtes Mitglied');
    expect(answer!.textContent).not.toContain('Deleted member');
    expect(screen.getByRole('list', { name: 'Antworten an Gelöschtes Mitglied' })).toBeTruthy();
  });
});
