// Builds the Fastify instance: plugins, error handling, auth, both route trees. Tests call it with inject().
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installAuth } from './auth/hook.js';
import { installAuditLog } from './services/audit-log.js';
import { createTokenService } from './auth/tokens.js';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { installErrorHandler } from './lib/error-handler.js';
import { registerRoutes } from './routes/index.js';
import { createRevalidator } from './services/revalidate.js';
import systemRoutes from './routes/system.js';
import type { App, AppContext } from './types.js';

export type BuildAppOptions = { db: Database; env: Env; logger?: boolean };

/** Builds the API server; the caller owns the database and closes it after `app.close()`. */
export async function buildApp({ db, env, logger }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: (logger ?? env.LOG_LEVEL !== 'silent') ? { level: env.LOG_LEVEL } : false,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.NODE_ENV === 'production',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx: AppContext = {
    db,
    env,
    tokens: createTokenService(env.JWT_SECRET, env.JWT_TTL_SECONDS),
    revalidate: () => undefined,
  };
  ctx.revalidate = createRevalidator(env, app.log);
  app.decorate('ctx', ctx);
  const routeTable: App['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read the rule lazily: a child scope's onRoute hook (the content tree) may set it after this one.
      if (method !== 'HEAD' && method !== 'OPTIONS') routeTable.push({ method, url: route.url, get rule() { return route.config?.rule; } });
    }
  });
  installErrorHandler(app);
  // JSON bodies: an empty body is no body (POST /v1/logout often has none); anything unparsable is a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value)));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: env.BODY_LIMIT });
  await app.register(cors, {
    origin: env.CORS_ORIGINS,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'if-none-match'],
    exposedHeaders: ['etag', 'retry-after'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: env.RATE_LIMIT_ENABLED,
    hook: 'preHandler',
    max: env.RATE_LIMIT_WRITE_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    // Reads are cheap and cacheable; writes are limited per member (per IP when anonymous).
    allowList: (req) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS',
    keyGenerator: (req) => (req.actor ? `user:${req.actor.id}` : `ip:${req.ip}`),
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error(`Too many requests; retry in ${context.after}`), { statusCode: 429 }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${env.BRAND_NAME} API`,
        version: '1.0.0',
        description: 'Dynamic-content API (/v1, bearer JWT) and static-content API (/content/v1, public, cacheable).',
      },
      servers: [{ url: env.PUBLIC_API_URL }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  installAuth(app);
  installAuditLog(app);
  await app.register(systemRoutes);
  await registerRoutes(app);
  return app;
}
