// The one route builder of the API: every route's options come from `gated()` (the admin descriptors too,
// through platform/admin/route.ts), so every route has one validator and one order of refusals:
//   1. the route rule, enforced by the auth hook before anything is read (anonymous → 401, a missing flag → 403);
//   2. the request's params, body and query, checked by Fastify's one (zod) validator (400 `validation_error`);
//   3. `If-Match` when the route takes it (400 when it is not a quoted timestamp);
//   4. the route's subject, loaded once (404 when it is missing or hidden from the actor);
//   5. the rule on that subject, asked of @reef/core (`can()`, or the route's own `authorize`): 401/403, then the
//      route's `policy` on the request itself (which fields this actor may send);
//   6. the handler, with the narrowed actor, the loaded subject and the expected version (409 on a stale one).
// The route rule is derived from the rules table in @reef/core; the route-table test checks that every
// mounted route was built here (`isBuiltRule`).
import type { Action, Actor, Subject, SubjectType } from '@reef/core';
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../errors.js';
import { expectedVersion } from '../lib/concurrency.js';
import { rules, type RouteRule } from '../lib/route-rules.js';
import { authorize } from '../policies/authorize.js';
import type { SessionUser } from '../services/sessions.js';

/** A signed-in member as the rules see them. */
export type SignedInActor = NonNullable<Actor>;

/** The request of a route with schema `S`, typed by the zod type provider. */
export type GateRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

/** The reply of a route with schema `S`. */
export type GateReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/**
 * Who may reach the route: `public`, any signed-in `member`, or an action on a subject type of the
 * rules table (`{ can: 'update', on: 'comment' }`), whose route rule is derived from that table
 * unless `rule` says otherwise (a route whose coarse rule is narrower than the table's).
 */
export type Access =
  | 'public'
  | 'member'
  | { can: Action; on: SubjectType; rule?: RouteRule }
  /** A declared rule; the route's own code asks @reef/core for the rest (moderation, user reports, users). */
  | { rule: RouteRule };

/** The actor a handler receives: possibly anonymous on public routes, signed in everywhere else. */
export type GateActor<A extends Access> = A extends 'public' ? Actor : SignedInActor;
/** The member's session row: null only on public routes. */
export type GateUser<A extends Access> = A extends 'public' ? SessionUser | null : SessionUser;

/** What the handler receives besides the request. */
export type GateContext<A extends Access, Loaded> = {
  actor: GateActor<A>;
  user: GateUser<A>;
  /** What `load` returned (undefined without a loader). */
  subject: Loaded;
  /** The `updated_at` of the route's `If-Match` (null without the header, or on a route that takes none). */
  expected: Date | null;
};

export type GateOptions<S extends FastifySchema, A extends Access, Loaded> = {
  schema: S;
  access: A;
  /** Loads the route's object (throwing 404 when the actor may not see it). */
  load?: (req: GateRequest<S>, actor: GateActor<A>) => Promise<Loaded>;
  /** How the rules see the loaded object; without it the type itself is asked about. */
  subject?: (loaded: Loaded) => Subject;
  /**
   * Replaces the default `authorize(actor, access.can, subject)` for routes whose refusal has its own
   * words (it must still ask @reef/core).
   */
  authorize?: (loaded: Loaded, actor: GateActor<A>, req: GateRequest<S>) => void | Promise<void>;
  /**
   * Checks of the request itself, after the rule on the subject allowed it (a policy of @reef/core: which fields
   * of the body this actor may send). Throws its own refusal.
   */
  policy?: (loaded: Loaded, actor: GateActor<A>, req: GateRequest<S>) => void | Promise<void>;
  /**
   * The route takes `If-Match: "<updated_at>"` (optimistic concurrency, platform/lib/concurrency.ts): read before the
   * subject is loaded, handed to the handler as `expected`.
   */
  ifMatch?: boolean;
  /** Extra route config (rate limits). */
  config?: Record<string, unknown>;
  bodyLimit?: number;
};

const GATE = Symbol('gate');
type Gated = { [GATE]?: { subject: unknown; expected: Date | null } };

/** The rule objects of the routes built here: each route gets its own copy, so the route table can tell. */
const built = new WeakSet<RouteRule>();

/** Whether a mounted route's rule was set by `gated()` (the route-table test walks every route with it). */
export function isBuiltRule(rule: RouteRule | undefined): boolean {
  return rule !== undefined && built.has(rule);
}

function ruleOf(access: Access): RouteRule {
  if (access === 'public') return rules.public;
  if (access === 'member') return rules.member;
  if (!('can' in access)) return access.rule;
  return access.rule ?? rules.for(access.can, access.on);
}

/**
 * Route options (`config.rule`, `preHandler`, `handler`) for `app.get(url, gated({...}, handler))`.
 * The rule is enforced by the auth hook; the pre-handler loads and authorizes; the handler gets a
 * narrowed actor.
 */
export function gated<S extends FastifySchema, A extends Access, Loaded = undefined, T = unknown>(
  options: GateOptions<S, A, Loaded>,
  handler: (req: GateRequest<S>, gate: GateContext<A, Loaded>, reply: GateReply<S>) => Promise<T>,
) {
  const { access, load, subject, schema, config, authorize: check, policy, ifMatch, ...rest } = options;
  const rule: RouteRule = { ...ruleOf(access) };
  built.add(rule);
  return {
    ...rest,
    schema,
    config: { ...config, rule },
    preHandler: async (req: GateRequest<S>) => {
      if (rule.auth !== 'public' && !req.actor) throw new UnauthorizedError();
      const actor = req.actor as GateActor<A>;
      const expected = ifMatch ? expectedVersion(req) : null;
      const loaded = load ? await load(req, actor) : (undefined as Loaded);
      if (check) await check(loaded, actor, req);
      else if (typeof access === 'object' && 'can' in access) {
        authorize(actor, access.can, loaded !== undefined && subject ? subject(loaded) : { type: access.on });
      }
      if (policy) await policy(loaded, actor, req);
      (req as Gated)[GATE] = { subject: loaded, expected };
    },
    handler: (req: GateRequest<S>, reply: GateReply<S>) =>
      handler(
        req,
        {
          actor: req.actor as GateActor<A>,
          user: req.currentUser as GateUser<A>,
          subject: (req as Gated)[GATE]?.subject as Loaded,
          expected: (req as Gated)[GATE]?.expected ?? null,
        },
        reply,
      ),
  };
}
