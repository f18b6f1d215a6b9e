// The API's HTTP server: the one Fastify would create, with a front that may answer a request before Fastify
// builds its request and reply (the response cache's hits, lib/response-cache.ts). Anything the front leaves goes
// to Fastify unchanged.
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself (true) or leaves it to Fastify (false). */
export type ServerFront = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A Fastify `serverFactory` whose server asks `front()` (read per request, so it may be set after boot) first. */
export function frontedServerFactory(front: () => ServerFront | null): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as {
      http?: ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server = createServer(options.http ?? {}, (req, res) => {
      const answer = front();
      if (answer === null || !answer(req, res)) handler(req, res);
    });
    // The timeouts Fastify sets on the server it creates itself (fastify/lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
