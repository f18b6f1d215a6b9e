// Fastify type augmentation: what every request and the app instance carry.
import type { Actor } from '@reef/core';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TokenService, VerifiedToken } from './lib/tokens.js';
import type { ReadRouter } from '../db/read-replica.js';
import type { Database } from '../db/client.js';
import type { Env } from '../env.js';
import type { Metrics } from './lib/metrics.js';
import type { ResponseCacheStore } from './lib/response-cache-store.js';
import type { OutboxWorker } from '../db/job-queue.js';
import type { Revalidate } from './services/revalidate.js';
import type { SessionUser } from './services/sessions.js';
import type { RouteRule } from './lib/route-rules.js';

/** What routes and services need from the outside world. */
export type AppContext = {
  db: Database;
  env: Env;
  tokens: TokenService;
  /** Fire-and-forget web cache revalidation (replaced by a recorder in tests). */
  revalidate: Revalidate;
  /** The API response cache of anonymous reads (in this process, or in Redis with REDIS_URL); null when off. */
  responseCache: ResponseCacheStore | null;
  /** Prometheus metrics of this instance (GET /metrics). */
  metrics: Metrics;
  /** The email delivery worker; `wake()` after a commit that queued mail (tests call `runOnce()`). */
  mail: OutboxWorker;
  /** The lead webhook delivery worker; `wake()` after a commit that stored a lead with a webhook. */
  leads: OutboxWorker;
  /** The event webhook delivery worker (jobs/webhook-delivery-worker.ts; woken after a commit that queued some). */
  webhooks: OutboxWorker;
  /** Revalidation jobs, scheduled go-live and digests (jobs/runner.ts; tests call `runOnce()`). */
  jobs: OutboxWorker;
  /** With a read replica: routes anonymous content reads to it (db is then its stand-in); null without one. */
  reads: ReadRouter | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every registered route with its declared rule (walked by the route-table test). */
    routeTable: { method: string; url: string; rule?: RouteRule }[];
  }
  interface FastifyRequest {
    /** The signed-in member as the rules in @reef/core see them; null when anonymous. */
    actor: Actor;
    /** The signed-in member's row summary; null when anonymous. */
    currentUser: SessionUser | null;
    token: VerifiedToken | null;
    /** True when the request signed in with a custom token (no account scope: see platform/auth/custom-tokens.ts). */
    viaCustomToken: boolean;
  }
  interface FastifyContextConfig {
    /** Skips bearer-token resolution (public static-content routes, health, docs). */
    isPublic?: boolean;
    /** Who may reach the route (see platform/lib/route-rules.ts); enforced before validation. */
    rule?: RouteRule;
  }
}

/** The Fastify instance with the zod type provider, as route files receive it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
