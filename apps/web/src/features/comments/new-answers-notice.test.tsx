// An open question hears of new answers (issue #32, item 1: "an open question shows '2 new answers — show them'
// without moving what the reader is looking at").
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRouter } from 'next/navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFrame, stubApi } from '@/test/render';
import { NewAnswersNotice } from './new-answers-notice';

/** A stand-in for the browser's EventSource: records the URL and lets the test dispatch events. */
class FakeEventSource extends EventTarget {
  static all: FakeEventSource[] = [];
  constructor(public url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  emit(data: unknown, lastEventId: string) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), lastEventId }));
  }
  close() {}
}

const answer = (id: number, n: number) => ({
  channel: '/question/5',
  id: n,
  data: { type: 'answer', id, parent: { type: 'question', id: 5 } },
});

describe('new answers on an open question', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('comment-7')?.remove();
    document.getElementById('comment-9')?.remove();
  });

  it('counts answers posted since the page was drawn, and shows them in place on request', async () => {
    const calls = stubApi(() => undefined);
    const refresh = vi.spyOn(useRouter(), 'refresh');
    // The reader's own answer is already on the page: it is not news.
    const own = document.body.appendChild(document.createElement('article'));
    own.id = 'comment-7';
    renderWithFrame(<NewAnswersNotice questionId={5} />, { pathname: '/community/questions/q' });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    // A public channel: no sign-in, no ticket.
    const url = new URL(FakeEventSource.all[0]!.url);
    expect(url.searchParams.get('channels')).toBe('/question/5');
    expect(url.searchParams.get('ticket')).toBeNull();
    expect(calls.filter((call) => call.path === '/v1/live/ticket')).toHaveLength(0);

    act(() => FakeEventSource.all[0]!.emit(answer(7, 1), '/question/5:1'));
    act(() => FakeEventSource.all[0]!.emit(answer(9, 2), '/question/5:2'));
    act(() =>
      FakeEventSource.all[0]!.emit(
        { channel: '/question/5', id: 3, data: { type: 'comment', id: 10 } },
        '/question/5:3',
      ),
    );
    const button = await screen.findByRole('button', { name: '1 new answer — show them' });
    expect(button.closest('[role="status"]')).not.toBeNull();

    fireEvent.click(button);
    expect(refresh).toHaveBeenCalled();
    // The page read again shows the answer: the notice empties and the reader is taken to it.
    const shown = document.body.appendChild(document.createElement('article'));
    shown.id = 'comment-9';
    shown.tabIndex = -1;
    await waitFor(() => expect(screen.queryByRole('button', { name: /new answer/ })).toBeNull(), {
      timeout: 3000,
    });
    expect(document.activeElement).toBe(shown);
  });
});
