// A reader of live-update streams over a real socket (GET /v1/live): the events as a browser's EventSource parses
// them (id, event, data; comments ignored), and waits for the next one that matches.
import { request, type IncomingMessage } from 'node:http';
import type { App } from '../platform/types.js';

/** What the events carry, as the tests read it (ready: `channels`; message: `channel`, `id`, `data`; reset: `channel`). */
export type LiveEventData = {
  channel: string;
  id: number;
  channels: Record<string, number>;
  data: {
    type: string;
    id: number;
    ids: number[];
    unread: number;
    counts: Record<string, number>;
    /** A vote's object and its count (`type: 'votes'`). */
    target: { type: string; id: number };
    count: number;
    parent: { type: string; id: number };
  };
};

export type LiveEvent = { id: string | null; event: string; data: LiveEventData };

/** The JSON error of a refused stream. */
export type RefusalBody = {
  error: { code: string; message: string; details: { path: string; message: string }[] };
};

export type Stream = {
  status: number;
  headers: IncomingMessage['headers'];
  /** The JSON body of a refusal (status other than 200). */
  body: RefusalBody;
  events: LiveEvent[];
  /** Resolves with the first event (already received or to come) that matches, or rejects after `ms`. */
  next(match: (event: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  /** The `message` events received so far. */
  messages(): LiveEvent[];
  /** The id of the last event that carried one (what a browser sends as Last-Event-ID). */
  lastId(): string | null;
  close(): void;
};

/** Starts `app` on a free port (once) and returns its port. */
export async function portOf(app: App): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** Opens a stream (or gets its refusal). */
export function openStream(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      headers: { accept: 'text/event-stream', ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status !== 200) {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => {
          let body = text as unknown as RefusalBody;
          try {
            body = JSON.parse(text) as RefusalBody;
          } catch {
            // not JSON
          }
          resolve({
            status,
            headers: res.headers,
            body,
            events: [],
            next: () => Promise.reject(new Error('refused')),
            messages: () => [],
            lastId: () => null,
            close: () => undefined,
          });
        });
        return;
      }
      const events: LiveEvent[] = [];
      const waiters = new Set<{ match: (e: LiveEvent) => boolean; done: (e: LiveEvent) => void }>();
      let buffer = '';
      let lastId: string | null = null;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') id = lastId = value;
            else if (field === 'event') event = value;
            else if (field === 'data') data.push(value);
          }
          if (data.length === 0) continue;
          const parsed: LiveEvent = { id, event, data: JSON.parse(data.join('\n')) as LiveEventData };
          events.push(parsed);
          for (const waiter of [...waiters])
            if (waiter.match(parsed)) {
              waiters.delete(waiter);
              waiter.done(parsed);
            }
        }
      });
      resolve({
        status,
        headers: res.headers,
        body: null as unknown as RefusalBody,
        events,
        next(match, ms = 3000) {
          const found = events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done, fail) => {
            const waiter = { match, done: (e: LiveEvent) => (clearTimeout(timer), done(e)) };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
            }, ms);
            waiters.add(waiter);
          });
        },
        messages: () => events.filter((e) => e.event === 'message'),
        lastId: () => lastId,
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}

/** Waits `ms` milliseconds (to show that nothing arrives). */
export const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
