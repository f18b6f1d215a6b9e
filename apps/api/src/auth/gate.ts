// The one authorization path of a route. `gated()` builds the route's options from its access (derived
// from the rules table in @reef/core): the route rule the auth hook enforces before validation
// (anonymous → 401, a missing flag → 403), and a pre-handler that loads the route's subject and
// authorizes it with `can()` (401 anonymous, 403 member, 404 from the loader when it is hidden).
// The handler receives the narrowed actor (signed in unless the route is public) and the loaded subject.
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
  /** Extra route config (rate limits). */
  config?: Record<string, unknown>;
  bodyLimit?: number;
};

const GATE = Symbol('gate');
type Gated = { [GATE]?: { subject: unknown } };

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
  const { access, load, subject, schema, config, authorize: check, ...rest } = options;
  const rule = ruleOf(access);
  return {
    ...rest,
    schema,
    config: { ...config, rule },
    preHandler: async (req: GateRequest<S>) => {
      if (rule.auth !== 'public' && !req.actor) throw new UnauthorizedError();
      const actor = req.actor as GateActor<A>;
      const loaded = load ? await load(req, actor) : (undefined as Loaded);
      if (check) await check(loaded, actor, req);
      else if (typeof access === 'object' && 'can' in access) {
        authorize(actor, access.can, loaded !== undefined && subject ? subject(loaded) : { type: access.on });
      }
      (req as Gated)[GATE] = { subject: loaded };
    },
    handler: (req: GateRequest<S>, reply: GateReply<S>) =>
      handler(
        req,
        {
          actor: req.actor as GateActor<A>,
          user: req.currentUser as GateUser<A>,
          subject: (req as Gated)[GATE]?.subject as Loaded,
        },
        reply,
      ),
  };
}
