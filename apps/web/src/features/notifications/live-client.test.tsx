// The bell's live updates (issue #32, item 1: "The bell's count and list update without a reload"): a message on the
// member's stream changes the count at once; a stream that keeps failing falls back to polling.
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { startLive } from './live-client';
import { NotificationsMenu } from './notifications-menu';

/** A stand-in for the browser's EventSource: records the URL and lets the test dispatch events. */
class FakeEventSource extends EventTarget {
  static all: FakeEventSource[] = [];
  closed = false;
  constructor(public url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  emit(type: string, data: unknown, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
  }
}

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <NotificationsMenu
      isOpen={isOpen}
      onToggle={() => setIsOpen((o) => !o)}
      onClose={() => setIsOpen(false)}
    />
  );
}

describe('the bell, live', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => window.setTimeout(fn, 0));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a message on the member’s stream bumps the unread count without a reload', async () => {
    const calls = stubApi((call: ApiCall) => {
      if (call.path === '/v1/users/sam') return [200, { user: { id: 7, slug: 'sam' } }];
      if (call.path === '/v1/users/sam/notifications') return [200, { data: [] }];
      if (call.path === '/v1/live/ticket') return [201, { ticket: 'a'.repeat(32), expires_at: '' }];
      return undefined;
    });
    renderWithFrame(<Harness />);
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const ticketCall = calls.find((call) => call.path === '/v1/live/ticket')!;
    expect(ticketCall.method).toBe('POST');
    expect(ticketCall.headers.get('authorization')).toMatch(/^Bearer /);
    const url = new URL(FakeEventSource.all[0]!.url);
    expect(url.pathname).toBe('/v1/live');
    expect(url.searchParams.get('channels')).toBe('/user/7');
    expect(url.searchParams.get('ticket')).toBe('a'.repeat(32));

    act(() =>
      FakeEventSource.all[0]!.emit(
        'message',
        { channel: '/user/7', id: 1, data: { type: 'notifications', ids: [41], unread: 3 } },
        '/user/7:1',
      ),
    );
    await screen.findByRole('button', { name: 'Notifications (3 unread)' });
  });
});

describe('startLive', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
  });

  it('reopens a dropped stream from the last id with a new ticket, then polls when streams keep failing', async () => {
    vi.useFakeTimers();
    const requests: string[] = [];
    let tickets = 0;
    const fetchStub = (async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url.endsWith('/v1/live/ticket'))
        return new Response(JSON.stringify({ ticket: `t${++tickets}`.padEnd(32, 'x') }), { status: 201 });
      return new Response(
        JSON.stringify({
          data: {
            messages: [{ data: { type: 'notifications', unread: 9 } }],
            resets: [],
            last_id: '/user/7:6',
          },
        }),
        { status: 200 },
      );
    }) as typeof fetch;
    const heard: unknown[] = [];
    const stop = startLive({
      baseUrl: 'http://api.test',
      token: () => 'jwt',
      channel: '/user/7',
      onMessage: (data) => heard.push(data),
      onReset: () => heard.push('reset'),
      EventSource: FakeEventSource as unknown as typeof EventSource,
      fetch: fetchStub,
      maxFailures: 2,
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeEventSource.all[0]!;
    first.emit('ready', { channels: { '/user/7': 4 } }, '/user/7:4');
    first.emit('message', { data: { type: 'notifications', unread: 1 } }, '/user/7:5');
    first.fail();
    await vi.advanceTimersByTimeAsync(2000);
    const second = new URL(FakeEventSource.all[1]!.url);
    expect(second.searchParams.get('last_id')).toBe('/user/7:5');
    expect(second.searchParams.get('ticket')).toBe('t2'.padEnd(32, 'x'));
    expect(first.closed).toBe(true);

    // A second failure in a row: streams are blocked, so it polls from the last id instead.
    FakeEventSource.all[1]!.fail();
    await vi.advanceTimersByTimeAsync(0);
    const poll = requests.find((url) => url.includes('/v1/live/poll'))!;
    expect(new URL(poll).searchParams.get('last_id')).toBe('/user/7:5');
    expect(heard).toEqual([
      { type: 'notifications', unread: 1 },
      { type: 'notifications', unread: 9 },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests.filter((url) => url.includes('/v1/live/poll'))).toHaveLength(2);
    stop();
    vi.useRealTimers();
  });
});
