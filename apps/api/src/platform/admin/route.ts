// The admin namespace's side of the one route builder (platform/auth/gate.ts): every admin route (mounted from a
// descriptor, or bespoke on top of one) declares its access as an action on the resource's subject and its
// input as zod schemas; `gated()` derives the route rule from the rules table, validates the input with the
// one validator, reads If-Match when asked, and authorizes with `can()`. The OpenAPI entry is built from
// the same schemas.
import type { Action, Actor, AdminResource } from '@reef/core';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { gated } from '../auth/gate.js';
import { UnauthorizedError } from '../errors.js';
import { errorResponses, type ErrorStatus } from '../lib/route-schema.js';
import type { SessionUser } from '../services/sessions.js';
import type { App } from '../types.js';

/** The input part of a route that reads none. */
export const NO_PARAMS = z.object({});
export const NO_QUERY = z.object({});
export const NO_BODY = z.unknown();

const isNone = (part: z.ZodType, none: z.ZodType) => part === none;

/** What an admin handler receives: its decoded input and who asks. */
export type AdminInput<P, Q, B> = {
  params: P;
  query: Q;
  body: B;
  /** The member as the rules see them (null only on public routes). */
  actor: Actor;
  /** The member's session row (null only on public routes). */
  user: SessionUser | null;
  /** The `updated_at` of `If-Match` on a route with `ifMatch` (null without the header). */
  expected: Date | null;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type AdminRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under /v1. */
  url: string;
  summary: string;
  /** Anyone, or the resource's managers doing this action (the route rule and `authorize()`). */
  access: 'public' | Action;
  params: P;
  query: Q;
  body: B;
  response: R;
  /** Answers 201 instead of 200. */
  created?: boolean;
  /** Error statuses the document cannot derive from the route (platform/lib/openapi.ts derives 400, 401, 403, 404, 422, 429). */
  errors?: ErrorStatus[];
  /** Extra route config (a rate limit). */
  config?: Omit<FastifyContextConfig, 'rule'>;
  /** Takes `If-Match: "<updated_at>"`: read (400 when malformed) before the handler, as `expected`. */
  ifMatch?: boolean;
  handler: (input: AdminInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.output<R>>;
};

/** Mounts one admin route of `resource` through the one route builder (platform/auth/gate.ts). */
export function adminRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(app: App, resource: Pick<AdminResource, 'subject'>, route: AdminRoute<P, Q, B, R>): void {
  const status = route.created ? 201 : 200;
  const schema: FastifySchema = {
    summary: route.summary,
    ...(isNone(route.params, NO_PARAMS) ? {} : { params: route.params }),
    ...(isNone(route.query, NO_QUERY) ? {} : { querystring: route.query }),
    ...(isNone(route.body, NO_BODY) ? {} : { body: route.body }),
    response: { [status]: route.response, ...errorResponses(...(route.errors ?? [])) },
  };
  const access = route.access === 'public' ? 'public' : { can: route.access, on: resource.subject };
  app.route({
    method: route.method,
    url: route.url,
    ...gated(
      { access, schema, config: route.config, ifMatch: route.ifMatch },
      async (req, { expected }, reply) => {
        // A part the route reads none of is empty, as the part's own schema would have made it.
        const result = await route.handler({
          params: (isNone(route.params, NO_PARAMS) ? {} : req.params) as z.output<P>,
          query: (isNone(route.query, NO_QUERY) ? {} : req.query) as z.output<Q>,
          body: req.body as z.output<B>,
          actor: req.actor,
          user: req.currentUser,
          expected,
          req,
          reply,
        });
        return reply.code(status).send(result);
      },
    ),
  });
}

/** Mounts one route of a resource behind the gate (`adminRoute` bound to an app and a resource). */
export type AdminRouteOf = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  route: AdminRoute<P, Q, B, R>,
) => void;

/** `adminRoute` bound to one app and resource, for the bespoke routes of a resource on the same gate. */
export function adminRoutesOf(app: App, resource: Pick<AdminResource, 'subject'>): AdminRouteOf {
  return (route) => adminRoute(app, resource, route);
}

/** The signed-in member of a managed route (the gate has already refused anonymous requests). */
export function memberOf(input: { user: SessionUser | null }): SessionUser {
  if (!input.user) throw new UnauthorizedError();
  return input.user;
}
