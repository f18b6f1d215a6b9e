// The browser's EventSource, stood in for by one that records each stream opened and lets a test deliver a message on
// it, as the API's /v1/live would (tests of live screens: the admin home, Flagged).
import { vi } from 'vitest';

export type FakeStream = EventTarget & { url: string };

/** Replaces EventSource; answers the streams opened so far, newest last. */
export function stubEventSource(): FakeStream[] {
  const sources: FakeStream[] = [];
  vi.stubGlobal(
    'EventSource',
    class extends EventTarget {
      constructor(public url: string) {
        super();
        sources.push(this);
      }
      close() {}
    },
  );
  return sources;
}

/** Delivers a message of `channel` numbered `id` on a stream, as the server's frame carries it. */
export function deliver(
  stream: FakeStream,
  channel: string,
  id: number,
  data: Record<string, unknown>,
): void {
  stream.dispatchEvent(
    new MessageEvent('message', {
      data: JSON.stringify({ channel, id, data }),
      lastEventId: `${channel}:${id}`,
    }),
  );
}
