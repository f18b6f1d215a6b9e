// One instance's live updates: the bus (Redis or memory), the stream tickets, the connection limits and the count of
// open streams that /metrics reports. app.ts builds it and decorates the app with it (`app.live`).
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Env } from '../../env.js';
import { createMemoryBus, createRedisBus, type LiveBus } from './bus.js';
import type { Executor } from '../../db/client.js';
import { messageOfRead, type Outgoing } from './publish.js';

/** A stream ticket lives this long and opens one stream (EventSource cannot send an Authorization header). */
export const TICKET_TTL_MS = 60_000;

export type LiveService = {
  bus: LiveBus;
  heartbeatMs: number;
  /** Publishes after a commit; a failure is logged, never thrown into the write that caused it. */
  publish(messages: Outgoing[]): void;
  /** After a committed read mark: the member's other tabs hear the new unread count (a failure is only logged). */
  readMarked(db: Executor, userId: number): Promise<void>;
  /** A single-use ticket naming the member, valid TICKET_TTL_MS. */
  issueTicket(userId: number): Promise<{ ticket: string; expiresAt: Date }>;
  /** The member a ticket names, once; null when unknown, used or expired. */
  redeemTicket(ticket: string): Promise<number | null>;
  /** Takes a stream slot for the client and member; says which limit refused it, or returns its release. */
  acquire(ip: string, memberId: number | null): { refused: 'ip' | 'member' } | { release: () => void };
  /** Streams open on this instance. */
  openStreams(): number;
  /** Ends every open stream (the app is closing). */
  track(end: () => void): () => void;
  endAll(): void;
  close(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live updates (platform/live). */
    live: LiveService;
  }
}

export function createLiveService(options: {
  env: Env;
  redis: Redis | null;
  onError: (error: Error, message: string) => void;
}): LiveService {
  const { env, redis, onError } = options;
  const busOptions = { size: env.LIVE_BACKLOG, ttlMs: env.LIVE_BACKLOG_TTL_SECONDS * 1000 };
  const bus = redis
    ? createRedisBus(redis, {
        ...busOptions,
        prefix: env.REDIS_KEY_PREFIX,
        onError: (error) => onError(error, 'live updates: redis'),
      })
    : createMemoryBus(busOptions);
  const tickets = new Map<string, { userId: number; expires: number }>();
  const ticketKey = (ticket: string) => `${env.REDIS_KEY_PREFIX}live:ticket:${ticket}`;
  const byIp = new Map<string, number>();
  const byMember = new Map<number, number>();
  const ends = new Set<() => void>();
  let open = 0;
  const bump = <K>(map: Map<K, number>, key: K, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  const publish = (messages: Outgoing[]) => {
    for (const { channel, data } of messages)
      bus
        .publish(channel, data)
        .catch((error: Error) => onError(error, `live updates: publish on ${channel}`));
  };
  return {
    bus,
    heartbeatMs: env.LIVE_HEARTBEAT_MS,
    publish,
    async readMarked(db, userId) {
      try {
        publish([await messageOfRead(db, userId)]);
      } catch (error) {
        onError(error as Error, 'live updates: read mark');
      }
    },
    async issueTicket(userId) {
      const ticket = randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
      if (redis) await redis.set(ticketKey(ticket), String(userId), 'PX', TICKET_TTL_MS);
      else {
        for (const [key, entry] of tickets) if (entry.expires < Date.now()) tickets.delete(key);
        tickets.set(ticket, { userId, expires: expiresAt.getTime() });
      }
      return { ticket, expiresAt };
    },
    async redeemTicket(ticket) {
      if (!/^[A-Za-z0-9_-]{32}$/.test(ticket)) return null;
      if (redis) {
        const userId = await redis.getdel(ticketKey(ticket));
        return userId ? Number(userId) : null;
      }
      const entry = tickets.get(ticket);
      tickets.delete(ticket);
      return entry && entry.expires >= Date.now() ? entry.userId : null;
    },
    acquire(ip, memberId) {
      if ((byIp.get(ip) ?? 0) >= env.LIVE_MAX_PER_IP) return { refused: 'ip' };
      if (memberId !== null && (byMember.get(memberId) ?? 0) >= env.LIVE_MAX_PER_MEMBER)
        return { refused: 'member' };
      bump(byIp, ip, 1);
      if (memberId !== null) bump(byMember, memberId, 1);
      open += 1;
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          bump(byIp, ip, -1);
          if (memberId !== null) bump(byMember, memberId, -1);
          open -= 1;
        },
      };
    },
    openStreams: () => open,
    track(end) {
      ends.add(end);
      return () => ends.delete(end);
    },
    endAll() {
      for (const end of [...ends]) end();
    },
    async close() {
      await bus.close();
    },
  };
}
