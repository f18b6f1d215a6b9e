// The API's HTTP server: the one Fastify would create, with a front that may answer a request before Fastify
// builds its request and reply (the response cache's hits, platform/lib/response-cache.ts). Anything the front leaves goes
// to Fastify unchanged.
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself (true) or leaves it to Fastify (false). */
export type ServerFront = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * How long a client may take (security review 2, #9: a body trickled one byte every 10 s held a connection for
 * minutes): to send its request's headers, to send the whole request (headers and body), and to send the next
 * request on an idle keep-alive connection. Past the first two Node answers 408 and closes; past the third it closes.
 * HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS (env.ts, docs/operations.md).
 */
export type ClientTimeouts = { headersMs: number; requestMs: number; keepAliveMs: number };

/**
 * How often Node checks the header and request timeouts of open connections: its default (30 s) would let a
 * trickling client hold a connection up to 30 s past them.
 */
export function timeoutCheckIntervalMs({ headersMs, requestMs }: ClientTimeouts): number {
  return Math.max(100, Math.min(1000, Math.floor(Math.min(headersMs, requestMs) / 4)));
}

/**
 * A Fastify `serverFactory` whose server asks `front()` (read per request, so it may be set after boot) first, and
 * that enforces `timeouts` (Fastify's own options for them, when given, are overridden).
 */
export function frontedServerFactory(
  front: () => ServerFront | null,
  timeouts?: ClientTimeouts,
): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as {
      http?: ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const httpOptions: ServerOptions = { ...options.http };
    if (timeouts) httpOptions.connectionsCheckingInterval = timeoutCheckIntervalMs(timeouts);
    const server = createServer(httpOptions, (req, res) => {
      const answer = front();
      if (answer === null || !answer(req, res)) handler(req, res);
    });
    // The timeouts Fastify sets on the server it creates itself (fastify/lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    if (timeouts) {
      // Node requires headersTimeout <= requestTimeout.
      server.requestTimeout = timeouts.requestMs;
      server.headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
      server.keepAliveTimeout = timeouts.keepAliveMs;
    }
    return server;
  };
}
