// The bell's live updates (issue #32, item 1): a stream of the member's own channel (GET /v1/live), opened with a
// one-minute ticket because EventSource cannot send the Authorization header. A dropped stream is reopened with a
// new ticket from the last event id, so nothing is missed; after repeated failures (a proxy that blocks streams) it
// polls GET /v1/live/poll instead. Loaded by dynamic import once the page is idle, never in a page's entry.

/** What a message of the member's channel says (the API's platform/live/publish.ts). */
export type LiveData = { type: string; unread?: number; ids?: number[]; id?: number };

export type LiveOptions = {
  baseUrl: string;
  /**
   * The member's current bearer token (null: signed out, stop). Left out for a public channel (a question's), which
   * any visitor may hear: the stream opens without a ticket.
   */
  token?: () => string | null | undefined;
  channel: string;
  onMessage: (data: LiveData) => void;
  /** The backlog no longer reaches the last id read: reload what the messages would have changed. */
  onReset: () => void;
  /** Streams that fail in a row before polling takes over. */
  maxFailures?: number;
  pollMs?: number;
  EventSource?: typeof EventSource;
  fetch?: typeof fetch;
};

/** Starts listening; returns the function that stops. */
export function startLive(options: LiveOptions): () => void {
  const { baseUrl, token, channel, onMessage, onReset, maxFailures = 3, pollMs = 60_000 } = options;
  const Source = options.EventSource ?? globalThis.EventSource;
  const request = options.fetch ?? globalThis.fetch.bind(globalThis);
  let lastId: string | null = null;
  let failures = 0;
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const authorized = (): HeadersInit | null => {
    if (!token) return {};
    const bearer = token();
    return bearer ? { authorization: `Bearer ${bearer}` } : null;
  };
  const later = (fn: () => void, ms: number) => {
    if (!stopped) timer = setTimeout(fn, ms);
  };

  const poll = async () => {
    const headers = authorized();
    if (!headers || stopped) return;
    const query = new URLSearchParams({ channels: channel, ...(lastId ? { last_id: lastId } : {}) });
    try {
      const res = await request(`${baseUrl}/v1/live/poll?${query}`, { headers, cache: 'no-store' });
      if (res.ok) {
        const { data } = (await res.json()) as {
          data: { messages: { data: LiveData }[]; resets: string[]; last_id: string };
        };
        if (lastId !== null && data.resets.length > 0) onReset();
        for (const message of data.messages) onMessage(message.data);
        lastId = data.last_id;
      }
    } catch {
      // offline: the next poll tries again
    }
    later(() => void poll(), pollMs);
  };

  const fail = () => {
    source?.close();
    source = null;
    failures += 1;
    if (failures >= maxFailures || !Source) void poll();
    else later(() => void open(), 1000 * 2 ** failures);
  };

  const open = async () => {
    const headers = authorized();
    if (!headers || stopped) return;
    if (!Source) return void poll();
    let ticket: string | undefined;
    if (token) {
      try {
        const res = await request(`${baseUrl}/v1/live/ticket`, { method: 'POST', headers });
        if (!res.ok) return fail();
        ticket = ((await res.json()) as { ticket: string }).ticket;
      } catch {
        return fail();
      }
    }
    if (stopped) return;
    const query = new URLSearchParams({
      channels: channel,
      ...(ticket ? { ticket } : {}),
      ...(lastId ? { last_id: lastId } : {}),
    });
    const stream = new Source(`${baseUrl}/v1/live?${query}`);
    source = stream;
    stream.addEventListener('ready', (event) => {
      failures = 0;
      lastId = (event as MessageEvent).lastEventId || lastId;
    });
    stream.addEventListener('reset', (event) => {
      lastId = (event as MessageEvent).lastEventId || lastId;
      onReset();
    });
    stream.addEventListener('message', (event) => {
      const message = event as MessageEvent<string>;
      lastId = message.lastEventId || lastId;
      try {
        onMessage((JSON.parse(message.data) as { data: LiveData }).data);
      } catch {
        // not ours
      }
    });
    // The ticket opened one stream: a drop is reopened here with a new ticket (the browser's own retry would
    // present the used one), from the last id read.
    stream.addEventListener('error', () => {
      if (source === stream) fail();
    });
  };

  void open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
    source = null;
  };
}
