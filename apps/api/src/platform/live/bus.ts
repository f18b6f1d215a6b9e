// The live-update message bus (issue #32, item 1), after Discourse's MessageBus: every channel numbers its messages
// 1, 2, 3…, keeps a backlog of its last LIVE_BACKLOG messages for LIVE_BACKLOG_TTL_SECONDS, and hands each new
// message to every listener of every instance. With REDIS_URL the numbering, the backlog and the fan-out live in
// Redis (one Lua script numbers, stores and publishes a message at once, so listeners hear a channel's messages in
// order); without it they live in this process, which is then the only instance.
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** One message of a channel: its number in the channel and what it says (ids and counts, never bodies). */
export type LiveMessage = { channel: string; id: number; data: Record<string, unknown> };

/** What a reader gets after a position: the messages it missed, or `reset` when the backlog no longer has them. */
export type Backlog = { messages: LiveMessage[]; reset: boolean; lastId: number };

export type LiveBus = {
  /** Numbers, stores and fans out one message (called after the write's commit only). */
  publish(channel: string, data: Record<string, unknown>): Promise<void>;
  /** Calls `listener` with each new message of the channel, on this instance; returns the unsubscribe. */
  subscribe(channel: string, listener: (message: LiveMessage) => void): () => void;
  /** The channel's messages after `afterId` (all kept ones when null), with the channel's last id. */
  backlog(channel: string, afterId: number | null): Promise<Backlog>;
  /** Resolves once this instance hears what is published (the Redis bus's subscription is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export type LiveBusOptions = { size: number; ttlMs: number };

/** The backlog after `afterId`: `reset` when a message after it fell out of the backlog (or the ids restarted). */
function after(kept: LiveMessage[], lastId: number, afterId: number | null): Backlog {
  if (afterId === null) return { messages: [], reset: false, lastId };
  if (afterId === lastId) return { messages: [], reset: false, lastId };
  // A position ahead of the channel: its ids restarted (the backlog expired), so the reader's state is unknown.
  if (afterId > lastId) return { messages: [], reset: true, lastId };
  const messages = kept.filter((m) => m.id > afterId);
  const reset = messages.length === 0 || messages[0]!.id !== afterId + 1;
  return { messages: reset ? [] : messages, reset, lastId };
}

/** The bus of a single instance: numbering, backlogs and listeners in this process's memory. */
export function createMemoryBus({ size, ttlMs }: LiveBusOptions): LiveBus {
  const channels = new Map<string, { lastId: number; kept: LiveMessage[]; touched: number }>();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const state = (channel: string) => {
    const found = channels.get(channel);
    // An idle channel forgets its backlog and its numbering after the TTL, as the Redis keys expire.
    if (found && Date.now() - found.touched > ttlMs) channels.delete(channel);
    return channels.get(channel);
  };
  let sweeps = 0;
  return {
    async publish(channel, data) {
      const current = state(channel) ?? { lastId: 0, kept: [], touched: 0 };
      const message: LiveMessage = { channel, id: current.lastId + 1, data };
      current.lastId = message.id;
      current.kept.push(message);
      if (current.kept.length > size) current.kept.splice(0, current.kept.length - size);
      current.touched = Date.now();
      channels.set(channel, current);
      // Now and then, drop every expired channel (a question nobody writes to again).
      if (++sweeps % 1000 === 0) for (const name of [...channels.keys()]) state(name);
      emitter.emit(channel, message);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async backlog(channel, afterId) {
      const current = state(channel);
      return after(current?.kept ?? [], current?.lastId ?? 0, afterId);
    },
    async ready() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

// KEYS: the channel's counter, its backlog list; ARGV: pub/sub channel, channel name, data JSON, size, ttl ms.
// Numbers the message, keeps the newest `size`, refreshes both keys' TTL and publishes: atomically, in id order.
const PUBLISH_SCRIPT = `
local id = redis.call('INCR', KEYS[1])
local message = cjson.encode({ channel = ARGV[2], id = id, data = cjson.decode(ARGV[3]) })
redis.call('RPUSH', KEYS[2], message)
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[4]), -1)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
redis.call('PUBLISH', ARGV[1], message)
return id`;

/**
 * The bus of several instances: `redis` numbers and keeps (`<prefix>live:id:<channel>`, `<prefix>live:log:<channel>`)
 * and publishes on `<prefix>live`; a second connection (`redis.duplicate()`) listens there and hands each message to
 * this instance's listeners, so a write through any instance reaches a stream open on any other.
 */
export function createRedisBus(
  redis: Redis,
  { size, ttlMs, prefix, onError }: LiveBusOptions & { prefix: string; onError: (error: Error) => void },
): LiveBus {
  const topic = `${prefix}live`;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listener = redis.duplicate();
  listener.on('error', onError);
  let subscribed: Promise<unknown> | null = null;
  const ensureSubscribed = () =>
    (subscribed ??= listener.subscribe(topic).catch((error: Error) => {
      subscribed = null;
      onError(error);
    }));
  listener.on('message', (_topic: string, text: string) => {
    try {
      const message = JSON.parse(text) as LiveMessage;
      // cjson encodes an empty object as an empty array.
      if (Array.isArray(message.data)) message.data = {};
      emitter.emit(message.channel, message);
    } catch (error) {
      onError(error as Error);
    }
  });
  void ensureSubscribed();
  return {
    async publish(channel, data) {
      await redis.eval(
        PUBLISH_SCRIPT,
        2,
        `${prefix}live:id:${channel}`,
        `${prefix}live:log:${channel}`,
        topic,
        channel,
        JSON.stringify(data),
        String(size),
        String(ttlMs),
      );
    },
    subscribe(channel, fn) {
      void ensureSubscribed();
      emitter.on(channel, fn);
      return () => emitter.off(channel, fn);
    },
    async backlog(channel, afterId) {
      const [[, id], [, rows]] = (await redis
        .multi()
        .get(`${prefix}live:id:${channel}`)
        .lrange(`${prefix}live:log:${channel}`, 0, -1)
        .exec()) as [[Error | null, string | null], [Error | null, string[]]];
      const kept = (rows ?? []).map((row) => {
        const message = JSON.parse(row) as LiveMessage;
        if (Array.isArray(message.data)) message.data = {};
        return message;
      });
      return after(kept, Number(id ?? 0), afterId);
    },
    async ready() {
      await ensureSubscribed();
    },
    async close() {
      emitter.removeAllListeners();
      listener.disconnect();
    },
  };
}
