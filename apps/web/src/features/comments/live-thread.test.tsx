// A question's or tutorial's page, live (issue #32, item 1: "an open question shows '2 new answers — show them'
// without moving what the reader is looking at"; "comment threads, vote counts … update live").
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRouter } from 'next/navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFrame, stubApi } from '@/test/render';
import { deliver, stubEventSource, type FakeStream } from '@/test/live';
import { UpvoteButton } from '@/features/votes/upvote-button';
import { freshLabel, LiveThread } from './live-thread';

const placed: HTMLElement[] = [];
/** An item of the thread as the page draws it (the notice looks for `comment-<id>`). */
function drawn(id: number): HTMLElement {
  const item = document.body.appendChild(document.createElement('article'));
  item.id = `comment-${id}`;
  item.tabIndex = -1;
  placed.push(item);
  return item;
}

describe('a question or tutorial page, live', () => {
  let streams: FakeStream[];
  beforeEach(() => {
    streams = stubEventSource();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const item of placed.splice(0)) item.remove();
  });

  it('counts answers posted since the page was drawn, and shows them in place on request', async () => {
    const calls = stubApi(() => undefined);
    const refresh = vi.spyOn(useRouter(), 'refresh');
    // The reader's own answer is already on the page: it is not news.
    drawn(7);
    renderWithFrame(<LiveThread rootType="question" rootId={5} />, { pathname: '/community/questions/q' });
    await waitFor(() => expect(streams).toHaveLength(1));
    // A public channel: no sign-in, no ticket.
    const url = new URL(streams[0]!.url);
    expect(url.searchParams.get('channels')).toBe('/question/5');
    expect(url.searchParams.get('ticket')).toBeNull();
    expect(calls.filter((call) => call.path === '/v1/live/ticket')).toHaveLength(0);

    const answer = (id: number) => ({ type: 'answer', id, parent: { type: 'question', id: 5 } });
    act(() => deliver(streams[0]!, '/question/5', 1, answer(7)));
    act(() => deliver(streams[0]!, '/question/5', 2, answer(9)));
    const button = await screen.findByRole('button', { name: '1 new answer — show them' });
    expect(button.closest('[role="status"]')).not.toBeNull();

    fireEvent.click(button);
    expect(refresh).toHaveBeenCalled();
    // The page read again shows the answer: the notice empties and the reader is taken to it.
    const shown = drawn(9);
    await waitFor(() => expect(screen.queryByRole('button', { name: /new answer/ })).toBeNull(), {
      timeout: 3000,
    });
    expect(document.activeElement).toBe(shown);
  });

  it('"comment threads … update live": a reply posted elsewhere is announced and shown in place', async () => {
    stubApi(() => undefined);
    vi.spyOn(useRouter(), 'refresh');
    renderWithFrame(<LiveThread rootType="tutorial" rootId={3} />, { pathname: '/community/tutorials/t' });
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(new URL(streams[0]!.url).searchParams.get('channels')).toBe('/tutorial/3');

    act(() =>
      deliver(streams[0]!, '/tutorial/3', 1, {
        type: 'comment',
        id: 21,
        parent: { type: 'tutorial', id: 3 },
      }),
    );
    act(() =>
      deliver(streams[0]!, '/tutorial/3', 2, {
        type: 'comment',
        id: 22,
        parent: { type: 'comment', id: 21 },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '2 new comments — show them' }));
    const first = drawn(21);
    drawn(22);
    await waitFor(() => expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull(), {
      timeout: 3000,
    });
    expect(document.activeElement).toBe(first);
  });

  it('"vote counts … update live": the count heard replaces the one drawn on that object\'s button only', async () => {
    stubApi(() => undefined);
    renderWithFrame(
      <>
        <UpvoteButton type="comment" id={9} count={2} label="this answer" />
        <UpvoteButton type="question" id={5} count={4} label="this question" />
        <LiveThread rootType="question" rootId={5} />
      </>,
      { pathname: '/community/questions/q' },
    );
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() =>
      deliver(streams[0]!, '/question/5', 1, { type: 'votes', target: { type: 'comment', id: 9 }, count: 3 }),
    );
    expect(await screen.findByRole('button', { name: 'Upvote this answer, 3 upvotes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upvote this question, 4 upvotes' })).toBeTruthy();
    act(() =>
      deliver(streams[0]!, '/question/5', 2, {
        type: 'votes',
        target: { type: 'question', id: 5 },
        count: 1,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Upvote this question, 1 upvote' })).toBeTruthy();
    // A vote is not news in the thread.
    expect(screen.queryByRole('button', { name: /show them/ })).toBeNull();
  });

  it('names answers and comments together', () => {
    expect(freshLabel({ answers: [1, 2], comments: [3] })).toBe('2 new answers and 1 new comment');
    expect(freshLabel({ answers: [], comments: [3] })).toBe('1 new comment');
  });
});
