// Issue #32, item 3: "authors and moderators roll back; moderators hide a revision". The controls show what the API's
// abilities allow, and a moderator reads a hidden revision's text.
import type { RevisionList } from '@reef/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { RevisionActions } from './revision-actions';
import { ENGLISH_API_ERROR_WORDS } from '@/features/editor/api-errors';

/** The controls' English words, as the history page gives them. */
const words = (n: number) => ({
  showHidden: 'Show the hidden text (moderators)',
  hideAgain: 'Hide the text again',
  rollback: `Roll back to revision ${n}`,
  hideReason: `Why hide revision ${n}`,
  hide: `Hide revision ${n}`,
  failed: 'Something went wrong. Please try again.',
  errors: ENGLISH_API_ERROR_WORDS,
});

function history(abilities: RevisionList['abilities'], hiddenText: string | null): RevisionList {
  const revision = (number: number) => ({
    number,
    author: null,
    created_at: '2026-01-01T10:00:00Z',
    summary: null,
    is_current: number === 2,
    hidden: number === 1 ? { at: '2026-01-02T10:00:00Z', reason: 'leaked token', by: null } : null,
    title: null,
    body_markdown: number === 1 ? hiddenText : 'now',
    diff: null,
  });
  return {
    subject: { type: 'question', id: 9, title: 'Q', path: '/community/questions/q' },
    view: 'markdown',
    data: [revision(3), revision(2), revision(1)],
    abilities,
  };
}

function signedIn(list: RevisionList) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
  return stubApi((call) => {
    if (call.path === '/v1/users/sam') return [200, { user: { id: 5, slug: 'sam', username: 'sam' } }];
    if (call.path.startsWith('/v1/questions/9/revisions') && call.method === 'GET') return [200, list];
    if (call.path === '/v1/questions/9/revisions/2/rollback') return [200, list];
    return undefined;
  });
}

describe('revision actions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('offers the author "Roll back" and sends it; no hide control without the moderator ability', async () => {
    const calls = signedIn(history({ rollback: true, hide: false }, null));
    renderWithFrame(
      <RevisionActions
        type="question"
        id={9}
        number={2}
        isCurrent={false}
        isHidden={false}
        words={words(2)}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to revision 2' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/v1/questions/9/revisions/2/rollback')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /Hide revision/ })).toBeNull();
  });

  it('shows nothing to a member who may neither roll back nor hide', async () => {
    const calls = signedIn(history({ rollback: false, hide: false }, null));
    const { container } = renderWithFrame(
      <RevisionActions
        type="question"
        id={9}
        number={2}
        isCurrent={false}
        isHidden={false}
        words={words(2)}
      />,
    );
    await waitFor(() => expect(calls.some((c) => c.path.includes('/revisions'))).toBe(true));
    expect(container.textContent).toBe('');
  });

  it('lets a moderator read the hidden text, which the API serves only to them', async () => {
    signedIn(history({ rollback: true, hide: true }, 'TOKEN=sk_live_LEAKED'));
    renderWithFrame(
      <RevisionActions type="question" id={9} number={1} isCurrent={false} isHidden words={words(1)} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show the hidden text (moderators)' }));
    expect(screen.getByText('TOKEN=sk_live_LEAKED')).toBeTruthy();
  });
});
