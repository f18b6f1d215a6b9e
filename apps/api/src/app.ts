// Builds the Fastify instance: plugins, error handling, auth, both route trees. Tests call it with inject().
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { clientAddressKey } from './platform/lib/client-ip.js';
import swagger from '@fastify/swagger';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installConfirmationRule } from './platform/auth/confirmation-rule.js';
import { installAuth } from './platform/auth/hook.js';
import { createTokenService } from './platform/lib/tokens.js';
import type { Database, Executor, PoolStats } from './db/client.js';
import type { CacheTarget } from '@reef/core';
import type { Env } from './env.js';
import { installErrorHandler, sendError } from './platform/lib/error-handler.js';
import { msg, requestLocale, say } from './platform/i18n.js';
import { installInputGuards } from './platform/lib/input-guards.js';
import { createMetrics } from './platform/lib/metrics.js';
import { closeRedis, connectRedis } from './platform/lib/redis.js';
import { frontedServerFactory, type ServerFront } from './platform/lib/http-server.js';
import { installResponseCache } from './platform/lib/response-cache.js';
import { CACHED_ROUTES } from './platform/lib/response-cache-routes.js';
import {
  createMemoryStore,
  createRedisStore,
  type ResponseCacheStore,
} from './platform/lib/response-cache-store.js';
import {
  createOpenapiTransform,
  createOpenapiTransformObject,
  securitySchemes,
} from './platform/lib/openapi.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './platform/lib/request-id.js';
import { registerRoutes } from './resources/index.js';
import { createLeadDeliveryWorker } from './jobs/lead-delivery-worker.js';
import { createMailWorker } from './jobs/mail-worker.js';
import { createWebhookDeliveryWorker } from './jobs/webhook-delivery-worker.js';
import { publishWebhooks } from './platform/events/subscribers/webhooks.js';
import { queueNotificationEmails } from './resources/mail/index.js';
import { createRevalidationCall, createRevalidator } from './platform/services/revalidate.js';
import { publishDue } from './platform/services/scheduled-publishing.js';
import { configureAvatars } from './platform/services/users-presenter.js';
import { configureRendering } from './platform/services/render.js';
import { installHumanMessages } from '@reef/core';
import { queueDueDigests } from './jobs/digests.js';
import { createJobRunner } from './jobs/runner.js';
import { queueRevalidation } from './jobs/revalidation.js';
import { bindEvents, onCommit, type EventRuntime } from './platform/events/bus.js';
import { messagesOfEvent, messagesOfNotifications } from './platform/live/publish.js';
import { createLiveService } from './platform/live/service.js';
import { createReadRouter } from './db/read-replica.js';
import { queryRows } from './platform/lib/sql.js';
import { sql } from 'drizzle-orm';
import systemRoutes from './platform/http/system-routes.js';
import type { App, AppContext } from './platform/types.js';

/** The longest path parameter the router takes (longer ones are a 414). */
const MAX_PARAM_LENGTH = 500;

/**
 * Trust the `hops` nearest peers (the socket peer is hop 0). Only safe when nothing reaches the API except
 * through those proxies (it listens on 127.0.0.1 or a private network): prefer a list of proxy addresses.
 */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export type BuildAppOptions = {
  db: Database;
  env: Env;
  logger?: boolean;
  /** The PostgreSQL pool's counts, for /metrics (absent on PGlite). */
  poolStats?: () => PoolStats;
  /** The PostgreSQL server `db` is on (its job queue delivers email); unset on the embedded database. */
  databaseUrl?: string;
  /** A streaming replica of that server (DATABASE_REPLICA_URL): anonymous content reads go there when current. */
  replicaDb?: Database;
};

/** Builds the API server; the caller owns the database and closes it after `app.close()`. */
export async function buildApp({
  db: primaryDb,
  env,
  logger,
  poolStats,
  databaseUrl,
  replicaDb,
}: BuildAppOptions): Promise<App> {
  // The response cache's hits are answered in front of Fastify (set below when the in-process store is on).
  let front: ServerFront | null = null;
  const logs = logger ?? env.LOG_LEVEL !== 'silent';
  // Fastify logs each request at info: a hit writes one line where Fastify writes two.
  const logsRequests = logs && ['info', 'debug', 'trace'].includes(env.LOG_LEVEL);
  const app = Fastify({
    serverFactory: frontedServerFactory(() => front, {
      headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    }),
    // Structured JSON lines (pino), each with the request's id under `request_id`.
    logger: logs ? { level: env.LOG_LEVEL } : false,
    requestIdHeader: false,
    genReqId: (req) => requestIdFrom(req.headers),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    bodyLimit: env.BODY_LIMIT,
    // X-Forwarded-For decides req.ip (rate limits, spam IPs, audit): only configured proxies may set it.
    // Fastify ignores a bare hop count (it fails closed), so hops are given as a function of the hop index.
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    // While closing, our own hook answers 503 in the API's error shape (below).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // The router's own refusals (a malformed URL, a path parameter over 500 characters) in the error shape.
    frameworkErrors: (error, req, reply) => {
      const locale = requestLocale(req);
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        void sendError(reply, 414, {
          code: 'uri_too_long',
          message: say(locale, msg('errors', 'request.param_too_long', { max: MAX_PARAM_LENGTH })),
          details: [
            {
              path: 'params',
              message: say(locale, msg('errors', 'zod.too_long', { max: MAX_PARAM_LENGTH })),
              code: 'too_big',
            },
          ],
        });
      } else if (error.code === 'FST_ERR_BAD_URL') {
        void sendError(reply, 400, {
          code: 'bad_request',
          message: say(locale, msg('errors', 'request.malformed_url')),
          details: [
            {
              path: 'url',
              message: say(locale, msg('errors', 'request.bad_percent_encoding')),
              code: 'invalid_string',
            },
          ],
        });
      } else {
        void sendError(reply, 500, {
          code: 'internal_error',
          message: say(locale, msg('errors', 'server.internal')),
        });
      }
    },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  // Validation errors name the field and say what to do, in a person's words (packages/core schemas/messages.ts).
  installHumanMessages();
  configureAvatars({ service: env.AVATAR_SERVICE, publicApiUrl: env.PUBLIC_API_URL.replace(/\/$/, '') });
  configureRendering({ publicApiUrl: env.PUBLIC_API_URL, imageOrigins: env.IMAGE_ALLOWED_ORIGINS });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Shared state of several instances: rate-limit counters and cached responses (platform/lib/redis.ts).
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : null;
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
  const responseCache: ResponseCacheStore | null =
    env.RESPONSE_CACHE_MB === 0
      ? null
      : redis
        ? createRedisStore({
            redis,
            prefix: env.REDIS_KEY_PREFIX,
            ttlMs: env.RESPONSE_CACHE_TTL_SECONDS * 1000,
            log: app.log,
          })
        : createMemoryStore({
            maxBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
            ttlMs: env.RESPONSE_CACHE_TTL_SECONDS * 1000,
          });
  // Live updates (platform/live): the bus on Redis with REDIS_URL, in this process otherwise.
  const live = createLiveService({
    env,
    redis,
    onError: (error, message) => app.log.warn({ err: error }, message),
  });
  app.decorate('live', live);
  const metrics = createMetrics({ poolStats, liveStreams: () => live.openStreams() });
  // With a replica, services read through a stand-in that sends routed anonymous reads there (db/read-replica.ts).
  const reads = replicaDb
    ? createReadRouter({
        primary: primaryDb,
        replica: replicaDb,
        queryPrimary: (text) => queryRows(primaryDb, sql.raw(text)),
        queryReplica: (text) => queryRows(replicaDb, sql.raw(text)),
        redis,
        keyPrefix: env.REDIS_KEY_PREFIX,
        onRead: (target) => metrics.routedRead(target),
        warn: (message, error) => app.log.warn({ err: error }, message),
      })
    : null;
  const db = reads ? reads.db : primaryDb;
  const invalidate = async (target: CacheTarget) => {
    // The write's WAL position first: a read that finds the cleared entry must not read an older replica.
    await reads?.noteWrite();
    if (responseCache && target.tags?.length) await responseCache.invalidate(target.tags);
  };
  const ctx: AppContext = {
    db,
    env,
    tokens: createTokenService(env.JWT_SECRET, env.JWT_TTL_SECONDS),
    revalidate: () => undefined,
    responseCache,
    metrics,
    reads,
    mail: createMailWorker({
      db: primaryDb,
      env,
      databaseUrl,
      onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
      log: (level, message) => app.log[level](message),
    }),
    leads: createLeadDeliveryWorker({
      db: primaryDb,
      env,
      databaseUrl,
      onError: (error) => app.log.error({ err: error }, 'lead webhook delivery failed'),
      log: (level, message) => app.log[level](message),
    }),
    webhooks: createWebhookDeliveryWorker({
      db: primaryDb,
      env,
      databaseUrl,
      onError: (error) => app.log.error({ err: error }, 'webhook delivery failed'),
      log: (level, message) => app.log[level](message),
    }),
    // Revalidation jobs, scheduled go-live and digests: graphile-worker's tasks and crontab on PostgreSQL, timers on
    // the embedded database (jobs/runner.ts). main.ts starts it; digests only where mail is delivered.
    jobs: createJobRunner({
      databaseUrl,
      pollInterval: env.MAIL_POLL_MS,
      invalidate,
      revalidate: createRevalidationCall(env, app.log),
      publishDue: (since, until) => publishDue(primaryDb, since, until),
      ...(env.MAIL_WORKER ? { queueDigests: (now: Date) => queueDueDigests(primaryDb, env, now) } : {}),
      digestEveryMs: env.MAIL_DIGEST_INTERVAL_MS,
      onError: (error) => app.log.error({ err: error }, 'job failed'),
      log: (level, message) => app.log[level](message),
    }),
  };
  // On PostgreSQL the repeat of each call is the durable revalidation job (jobs/revalidation.ts).
  ctx.revalidate = createRevalidator(env, app.log, databaseUrl ? { repeatAfterMs: 0 } : {});
  // Events of this database queue the emails of the notifications they write, with this env, add the durable
  // revalidation job in the write's transaction (PostgreSQL), clear the API's cached responses and revalidate
  // through ctx after commit (tests swap ctx.revalidate for a recorder).
  const runtime: EventRuntime = {
    notified: async (tx, rows) => {
      await queueNotificationEmails(tx, env, rows);
      const out = await messagesOfNotifications(tx, rows);
      if (out.length > 0) onCommit(tx, () => live.publish(out));
    },
    ...(databaseUrl ? { queue: (tx: Executor, target: CacheTarget) => queueRevalidation(tx, target) } : {}),
    revalidate: (target) => ctx.revalidate(target),
    invalidate,
    webhooks: {
      publish: (tx, event) => publishWebhooks(tx, event, { siteUrl: env.PUBLIC_WEB_URL }),
      wake: () => ctx.webhooks.wake(),
    },
    live: async (tx, event) => {
      const out = await messagesOfEvent(tx, event);
      if (out.length > 0) onCommit(tx, () => live.publish(out));
    },
  };
  bindEvents(primaryDb, runtime);
  if (db !== primaryDb) bindEvents(db, runtime);
  app.addHook('onClose', async () => ctx.mail.stop());
  app.addHook('onClose', async () => ctx.leads.stop());
  app.addHook('onClose', async () => ctx.webhooks.stop());
  app.addHook('onClose', async () => ctx.jobs.stop());
  // Open streams never finish on their own: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => live.endAll());
  app.addHook('onClose', async () => live.close());
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  app.decorate('ctx', ctx);
  const routeTable: App['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read the rule lazily: a child scope's onRoute hook (the content tree) may set it after this one.
      if (method !== 'HEAD' && method !== 'OPTIONS')
        routeTable.push({
          method,
          url: route.url,
          get rule() {
            return route.config?.rule;
          },
        });
    }
  });
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    // A request on a kept-alive connection after SIGTERM: tell the client to go elsewhere.
    if (shuttingDown) {
      reply.header('connection', 'close').header('retry-after', String(env.UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({
        error: {
          code: 'service_unavailable',
          message: say(requestLocale(req), msg('errors', 'server.shutting_down')),
        },
      });
    }
  });
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the raw URL: one series per route, whatever the ids in it.
    ctx.metrics.observeRequest(
      req.method,
      req.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  installErrorHandler(app, {
    retryAfterSeconds: env.UNAVAILABLE_RETRY_AFTER_SECONDS,
    onUnavailable: () => ctx.metrics.databaseUnavailable(),
  });
  // JSON bodies: an empty body is no body (POST /v1/logout often has none); anything unparsable is a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) =>
          key === '__proto__' || key === 'constructor' ? undefined : value,
        ),
      );
    } catch {
      done(
        Object.assign(new Error('The request body is not valid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });

  installInputGuards(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: env.BODY_LIMIT });
  await app.register(cors, {
    origin: env.CORS_ORIGINS,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    // if-match: the admin screens' optimistic concurrency (platform/lib/concurrency.ts).
    allowedHeaders: ['authorization', 'content-type', 'if-none-match', 'if-match', REQUEST_ID_HEADER],
    exposedHeaders: ['etag', 'retry-after', REQUEST_ID_HEADER],
    maxAge: 600,
  });
  // After CORS, before the auth hook and the routes: a hit is answered without resolving a token or reaching a
  // handler. It writes the headers the miss sent, with its own request id and CORS origin, and counts in /metrics
  // like any request; GETs are outside the rate limits (allowList below), hits included.
  if (responseCache)
    front = installResponseCache(app, {
      store: responseCache,
      routes: CACHED_ROUTES,
      corsOrigins: env.CORS_ORIGINS,
      metrics: ctx.metrics,
      requestLog: logsRequests ? app.log : undefined,
      isClosing: () => shuttingDown,
      log: app.log,
    });
  await app.register(rateLimit, {
    global: env.RATE_LIMIT_ENABLED,
    hook: 'preHandler',
    // Several instances count in Redis together; a Redis outage lets requests through rather than failing them.
    ...(redis ? { redis, nameSpace: `${env.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true } : {}),
    max: env.RATE_LIMIT_WRITE_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    // Reads are cheap and cacheable; writes are limited per member (per IP when anonymous).
    allowList: (req) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS',
    keyGenerator: (req) => (req.actor ? `user:${req.actor.id}` : `ip:${clientAddressKey(req.ip)}`),
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error(`Too many requests; retry in ${context.after}`), {
        statusCode: 429,
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${env.BRAND_NAME} API`,
        version: '1.0.0',
        description:
          'Dynamic-content API (/v1, bearer JWT) and static-content API (/content/v1, public, cacheable).',
      },
      servers: [{ url: env.PUBLIC_API_URL }],
      components: { securitySchemes },
    },
    // Operation ids, security, error responses, tags and examples: see platform/lib/openapi.ts.
    transform: createOpenapiTransform({ rateLimitEnabled: env.RATE_LIMIT_ENABLED }),
    transformObject: createOpenapiTransformObject(),
  });

  installAuth(app);
  installConfirmationRule(app);
  await app.register(systemRoutes);
  await registerRoutes(app);
  return app;
}
