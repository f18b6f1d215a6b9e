// Live updates (issue #32, item 1): a Server-Sent Events stream of the channels a reader names
// (platform/live/channels.ts), resumable from the last event id, and the same backlog as JSON for clients whose
// streams are blocked. The framing is written here (a dozen lines): the stream needs the raw response for its own
// resume, heartbeat and shutdown rules, which is all an SSE plugin would wrap.
import { z } from 'zod';
import { gated, type GateReply, type GateRequest } from '../../platform/auth/gate.js';
import { UnauthorizedError } from '../../platform/errors.js';
import { msg, requestLocale, say, type LocalMessage } from '../../platform/i18n.js';
import { clientAddressKey } from '../../platform/lib/client-ip.js';
import { sendError } from '../../platform/lib/error-handler.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import {
  MAX_CHANNELS,
  parseChannel,
  queueKeysOf,
  refusal,
  visibleTo,
  type Channel,
} from '../../platform/live/channels.js';
import type { LiveMessage } from '../../platform/live/bus.js';
import { isActiveUser, loadSessionUser, toActor } from '../../platform/services/sessions.js';
import type { Actor } from '@reef/core';
import type { App } from '../../platform/types.js';
import { TICKET_TTL_MS } from '../../platform/live/service.js';

const TICKET_SECONDS = TICKET_TTL_MS / 1000;

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;

const channelsParam = z
  .string()
  .min(1)
  .max(2000)
  .describe('Comma-separated channels: /user/<id>, /question/<id>, /tutorial/<id>, /admin/queues');
const cursorParam = z
  .string()
  .max(4000)
  .describe(
    'Positions already read, as "<channel>:<id>,…" (the last event id), or one id when one channel is named',
  );

const streamQuery = z.object({
  channels: channelsParam,
  ticket: z
    .string()
    .max(100)
    .optional()
    .describe('A ticket from POST /v1/live/ticket (EventSource sends no header)'),
  last_id: cursorParam.optional(),
});
const pollQuery = z.object({ channels: channelsParam, last_id: cursorParam.optional() });

const messageSchema = z.object({
  channel: z.string(),
  id: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});

type Refusal = { status: 400 | 403; path: string; message: LocalMessage };

/** The channels named, or why the list is refused. */
function channelsOf(value: string): Channel[] | Refusal {
  const names = [
    ...new Set(
      value
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0 || names.length > MAX_CHANNELS)
    return {
      status: 400,
      path: 'channels',
      message: msg('errors', 'live.channel_count', { max: MAX_CHANNELS }),
    };
  const channels: Channel[] = [];
  for (const name of names) {
    const channel = parseChannel(name);
    if (!channel)
      return {
        status: 400,
        path: 'channels',
        message: msg('errors', 'live.not_a_channel', { name }),
      };
    channels.push(channel);
  }
  return channels;
}

/** Positions per channel from a cursor ("<channel>:<id>,…", or a bare id for a single channel). */
function positionsOf(cursor: string | undefined, channels: Channel[]): Map<string, number> | null {
  const positions = new Map<string, number>();
  if (!cursor) return positions;
  if (/^\d{1,15}$/.test(cursor)) {
    if (channels.length !== 1) return null;
    positions.set(channels[0]!.name, Number(cursor));
    return positions;
  }
  for (const part of cursor.split(',')) {
    const at = part.lastIndexOf(':');
    const id = part.slice(at + 1);
    if (at <= 0 || !/^\d{1,15}$/.test(id)) return null;
    const name = part.slice(0, at);
    // Positions of channels not asked for this time are dropped (a client that changed its list).
    if (channels.some((c) => c.name === name)) positions.set(name, Number(id));
  }
  return positions;
}

const cursorOf = (positions: Map<string, number>) =>
  [...positions].map(([channel, id]) => `${channel}:${id}`).join(',');

/** Parses, authenticates and authorizes a request's channels; sends the refusal and returns null when refused. */
async function admit(
  app: App,
  req: GateRequest<{ querystring: typeof pollQuery }>,
  reply: GateReply<{ querystring: typeof pollQuery }>,
  ticket: string | undefined,
): Promise<{ channels: Channel[]; actor: Actor; positions: Map<string, number> } | null> {
  const refuse = ({ status, path, message: named }: Refusal) => {
    const message = say(requestLocale(req), named);
    void sendError(reply, status, {
      code: status === 400 ? 'validation_error' : 'forbidden',
      message,
      details: [{ path, message, code: status === 400 ? 'invalid_string' : 'forbidden' }],
    });
    return null;
  };
  const channels = channelsOf(req.query.channels);
  if (!Array.isArray(channels)) return refuse(channels);
  let actor = req.actor;
  if (ticket !== undefined) {
    const userId = await app.live.redeemTicket(ticket);
    const user = userId === null ? null : await loadSessionUser(app.ctx.db, userId);
    if (!user || !isActiveUser(user)) throw new UnauthorizedError(msg('errors', 'live.ticket_invalid'));
    actor = toActor(user);
  }
  const header = req.headers['last-event-id'];
  const positions = positionsOf(typeof header === 'string' && header ? header : req.query.last_id, channels);
  if (!positions) return refuse({ status: 400, path: 'last_id', message: msg('errors', 'live.last_id') });
  for (const channel of channels) {
    const why = await refusal(app.ctx.db, actor, channel);
    if (why) {
      // A public page's channel refuses everyone alike (signing in would not open it); a member's or the queues'
      // channel asks a visitor to sign in first.
      if (!actor && channel.kind !== 'question' && channel.kind !== 'tutorial')
        throw new UnauthorizedError(msg('errors', 'live.sign_in', { channel: channel.name }));
      return refuse({ status: 403, path: 'channels', message: why });
    }
  }
  return { channels, actor, positions };
}

function frame(event: string, id: string | null, data: unknown): string {
  return `${id !== null ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export default async function liveRoutes(app: App): Promise<void> {
  const { live } = app;

  app.post(
    '/live/ticket',
    gated(
      {
        access: 'member',
        schema: {
          summary: `A ${TICKET_SECONDS}-second, single-use ticket that opens one live stream (GET /v1/live?ticket=…)`,
          response: {
            201: z.object({ ticket: z.string(), expires_at: z.string() }),
            ...errorResponses(401),
          },
        },
      },
      async (_req, { actor }, reply) => {
        const { ticket, expiresAt } = await live.issueTicket(actor.id);
        void reply.code(201).header('cache-control', 'no-store');
        return { ticket, expires_at: expiresAt.toISOString() };
      },
    ),
  );

  app.get(
    '/live',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Live updates of the named channels as Server-Sent Events, resumable with Last-Event-ID',
          querystring: streamQuery,
          response: {
            200: z
              .string()
              .describe('text/event-stream: ready, message and reset events, heartbeat comments'),
            ...errorResponses(401, 403, 429),
          },
        },
      },
      async (req, _gate, reply) => {
        const admitted = await admit(app, req, reply, req.query.ticket);
        if (!admitted) return reply;
        const { channels, actor, positions } = admitted;
        // The client left while its ticket was being checked (a page closed or navigated away): nothing to stream to,
        // and its connection will never close again to give a slot back. Its address is gone with its socket.
        if (req.raw.destroyed || req.raw.socket?.destroyed || !req.ip) {
          reply.hijack();
          return reply;
        }
        const slot = live.acquire(clientAddressKey(req.ip), actor?.id ?? null);
        if ('refused' in slot)
          return sendError(reply, 429, {
            code: 'too_many_streams',
            message:
              slot.refused === 'ip'
                ? 'Too many live streams are open from this address; close one and retry'
                : 'Too many live streams are open for this account; close a tab and retry',
          });

        const keys = queueKeysOf(actor);
        const raw = reply.raw;
        reply.hijack();
        // The headers the hooks set (CORS, request id) go out with the stream's own.
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-store, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        raw.socket?.setNoDelay(true);

        // Listen first, then read the backlog: what is published in between is queued and sent after it, once.
        let queued: LiveMessage[] | null = [];
        const write = (message: LiveMessage) => {
          const channel = channels.find((c) => c.name === message.channel)!;
          if (message.id <= (positions.get(channel.name) ?? 0)) return;
          positions.set(channel.name, message.id);
          raw.write(
            frame('message', cursorOf(positions), {
              channel: channel.name,
              id: message.id,
              data: visibleTo(channel, keys, message.data),
            }),
          );
        };
        const unsubscribes = channels.map((channel) =>
          live.bus.subscribe(channel.name, (message) => (queued ? queued.push(message) : write(message))),
        );
        let ended = false;
        const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), live.heartbeatMs);
        const untrack = live.track(() => raw.end());
        const end = () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          for (const unsubscribe of unsubscribes) unsubscribe();
          untrack();
          slot.release();
        };
        raw.on('close', end);

        try {
          raw.write(`retry: ${RETRY_MS}\n\n`);
          const resets: string[] = [];
          const replay: LiveMessage[] = [];
          for (const channel of channels) {
            const resumed = positions.has(channel.name);
            const backlog = await live.bus.backlog(
              channel.name,
              resumed ? positions.get(channel.name)! : null,
            );
            if (backlog.reset) resets.push(channel.name);
            if (!resumed || backlog.reset) positions.set(channel.name, backlog.lastId);
            replay.push(...backlog.messages);
          }
          raw.write(frame('ready', cursorOf(positions), { channels: Object.fromEntries(positions) }));
          for (const channel of resets) raw.write(frame('reset', cursorOf(positions), { channel }));
          for (const message of replay) write(message);
          const pending = queued;
          queued = null;
          for (const message of pending) write(message);
        } catch (error) {
          req.log.warn({ err: error }, 'live stream could not start');
          raw.end();
        }
        return reply;
      },
    ),
  );

  app.get(
    '/live/poll',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            'The messages of the named channels after the given positions, for clients without streams',
          querystring: pollQuery,
          response: {
            200: z.object({
              data: z.object({
                messages: z.array(messageSchema),
                resets: z
                  .array(z.string())
                  .describe('Channels whose backlog no longer reaches the position: reload'),
                last_id: z.string().describe('The positions to send next time'),
              }),
            }),
            ...errorResponses(401, 403),
          },
        },
      },
      async (req, _gate, reply) => {
        const admitted = await admit(app, req, reply, undefined);
        if (!admitted) return reply;
        const { channels, actor, positions } = admitted;
        const keys = queueKeysOf(actor);
        const messages: z.infer<typeof messageSchema>[] = [];
        const resets: string[] = [];
        for (const channel of channels) {
          const resumed = positions.has(channel.name);
          const backlog = await live.bus.backlog(channel.name, resumed ? positions.get(channel.name)! : null);
          if (backlog.reset) resets.push(channel.name);
          for (const m of backlog.messages) messages.push({ ...m, data: visibleTo(channel, keys, m.data) });
          positions.set(channel.name, backlog.lastId);
        }
        void reply.header('cache-control', 'no-store');
        return { data: { messages, resets, last_id: cursorOf(positions) } };
      },
    ),
  );
}
