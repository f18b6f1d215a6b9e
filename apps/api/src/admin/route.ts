// The one gate of the admin namespace: every admin route (mounted from a descriptor, or bespoke on top
// of one) declares its access, gets the route rule of the resource's managers from the rules table
// (enforced by the auth hook before anything else: 401/403), authorizes the action with `can()`, and
// decodes its typed input once. The OpenAPI entry is built from the same schemas.
import type { Action, Actor, AdminResource } from '@reef/core';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
} from 'fastify';
import { z } from 'zod';
import { UnauthorizedError } from '../errors.js';
import { decode, passThroughValidator } from '../lib/decode.js';
import { rules } from '../lib/route-rules.js';
import { errorResponses, type ErrorStatus } from '../lib/route-schema.js';
import { authorize } from '../policies/authorize.js';
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
  /** Error statuses the document cannot derive from the route (lib/openapi.ts derives 400, 401, 403, 404, 422, 429). */
  errors?: ErrorStatus[];
  /** Extra route config (a rate limit). */
  config?: Omit<FastifyContextConfig, 'rule'>;
  handler: (input: AdminInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.output<R>>;
};

/** Mounts one admin route of `resource` behind the gate. */
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
  app.withTypeProvider<FastifyTypeProviderDefault>().route({
    method: route.method,
    url: route.url,
    config: {
      ...route.config,
      rule: route.access === 'public' ? rules.public : rules.for(route.access, resource.subject),
    },
    schema,
    // Input is decoded below, typed, in Fastify's order (params, body, query) and with its errors.
    validatorCompiler: passThroughValidator,
    handler: async (req, reply) => {
      if (route.access !== 'public') authorize(req.actor, route.access, { type: resource.subject });
      const params = decode(route.params, req.params, 'params');
      const body = decode(route.body, req.body, 'body');
      const query = decode(route.query, req.query, 'querystring');
      const result = await route.handler({
        params,
        query,
        body,
        actor: req.actor,
        user: req.currentUser,
        req,
        reply,
      });
      return reply.code(status).send(result);
    },
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
