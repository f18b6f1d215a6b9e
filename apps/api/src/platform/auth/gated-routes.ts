// Route shapes many resources share, built on the one route builder (gate.ts): the public list and the public read
// by id or slug that both trees mount (as the actor under /v1, as nobody under /content/v1), and the create that
// answers 201.
import { idOrSlugParams, type Actor, type SubjectType } from '@reef/core';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { errorResponses, type ErrorStatus } from '../lib/route-schema.js';
import { gated, type SignedInActor } from './gate.js';

/** A public GET of a list: `list` reads as the request's actor when `asActor` (/v1), else as nobody (/content/v1). */
export function listRoute<Q extends z.ZodType, R extends z.ZodType>(
  route: { summary: string; querystring: Q; response: R; asActor: boolean },
  list: (actor: Actor, query: z.output<Q>) => Promise<z.output<R>>,
) {
  const { summary, querystring, response, asActor } = route;
  return gated(
    { access: 'public', schema: { summary, querystring, response: { 200: response } } },
    async (req) => list(asActor ? req.actor : null, req.query as z.output<Q>),
  );
}

/** A public GET of one object by id or slug (404 when `find` finds none), read as the actor or as nobody likewise. */
export function findRoute<R extends z.ZodType>(
  route: { summary: string; response: R; asActor: boolean },
  find: (actor: Actor, idOrSlug: string) => Promise<z.output<R>>,
) {
  const { summary, response, asActor } = route;
  return gated(
    {
      access: 'public',
      schema: { summary, params: idOrSlugParams, response: { 200: response, ...errorResponses(404) } },
    },
    async (req) => find(asActor ? req.actor : null, req.params.id),
  );
}

/** A POST that creates an object of type `on` (the rules' `create` on it) and answers 201 with what `create` returns. */
export function createRoute<B extends z.ZodType, R extends z.ZodType>(
  route: { on: SubjectType; summary: string; body: B; response: R; errors: ErrorStatus[] },
  create: (input: { body: z.output<B>; actor: SignedInActor; ip: string }) => Promise<z.output<R>>,
) {
  const { on, summary, body, response, errors } = route;
  // Typed as any schema (as platform/admin/route.ts does), so the reply takes the 201 answer.
  const schema: FastifySchema = { summary, body, response: { 201: response, ...errorResponses(...errors) } };
  return gated({ access: { can: 'create', on }, schema }, async (req, { actor }, reply) =>
    reply.code(201).send(await create({ body: req.body as z.output<B>, actor, ip: req.ip })),
  );
}
