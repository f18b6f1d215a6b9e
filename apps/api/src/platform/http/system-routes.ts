// Liveness (/health), readiness (/ready), Prometheus metrics (/metrics), the OpenAPI document and
// its small docs page (no external assets).
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasAllMigrations } from '../../db/client.js';
import { ForbiddenError } from '../errors.js';
import { rules } from '../lib/route-rules.js';
import type { App } from '../types.js';

const readyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});

/** Resolves to the promise's value, or rejects after `ms` (a probe must answer quickly). */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read /metrics: a caller with `Authorization: Bearer <METRICS_TOKEN>`, or, without that, a
 * client on the loopback interface whose request did not come through a proxy (a reverse proxy on
 * the same host would make every visitor look local, so a forwarded request needs the token).
 */
function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  const header = req.headers.authorization;
  if (token && header) {
    const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
  version: z.string(),
});

type Operation = { summary?: string; tags?: string[]; operationId?: string };

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Renders the operations of the OpenAPI document as one accessible HTML page. */
export function renderDocsPage(doc: {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
}): string {
  const rows: string[] = [];
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? (path.startsWith('/content/') ? 'content' : 'other');
      const list = groups.get(tag) ?? [];
      list.push(
        `<tr><td><code class="m m-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td><td><code>${escapeHtml(op.operationId ?? '')}</code></td></tr>`,
      );
      groups.set(tag, list);
    }
  }
  for (const [tag, list] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    rows.push(
      `<section><h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2><table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Summary</th><th scope="col">Operation</th></tr></thead><tbody>${list.join('')}</tbody></table></section>`,
    );
  }
  const title = escapeHtml(doc.info?.title ?? 'API');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:1088px;margin:2rem auto;padding:0 1rem;color:#031b4e}table{border-collapse:collapse;width:100%}td,th{padding:.25rem .5rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}code{font-size:.9em}.m{font-weight:700}.m-get{color:#0b6e4f}.m-post{color:#0061eb}.m-patch{color:#8a5a00}.m-delete{color:#b00020}</style></head>
<body><main><h1>${title} <small>${escapeHtml(doc.info?.version ?? '')}</small></h1><p>Machine-readable document: <a href="/v1/openapi.json">/v1/openapi.json</a>. Errors always have the shape <code>{"error":{"code","message","details"?}}</code>.</p>${rows.join('')}</main></body></html>`;
}

export default async function systemRoutes(app: App): Promise<void> {
  const started = Date.now();
  app.get(
    '/health',
    {
      config: { isPublic: true, rule: rules.public },
      schema: {
        summary:
          'Liveness: 200 while the process answers (the database state is informative; readiness is /ready)',
        response: { 200: healthResponse },
      },
    },
    async (_req, reply) => {
      // Liveness must not fail when only the database is down: an orchestrator would restart a
      // healthy process that will recover by itself once the database is back.
      let up = true;
      try {
        await within(1000, app.ctx.db.execute(sql`select 1`));
      } catch {
        up = false;
      }
      reply.header('cache-control', 'no-store');
      return reply.code(200).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        driver: app.ctx.env.DATABASE_URL ? 'postgres' : 'pglite',
        uptime_seconds: Math.round((Date.now() - started) / 1000),
        version: '0.1.0',
      });
    },
  );
  app.get(
    '/ready',
    {
      config: { isPublic: true, rule: rules.public },
      schema: {
        summary: 'Readiness: 200 when the database answers and every migration is applied, else 503',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_req, reply) => {
      let database: 'up' | 'down' = 'down';
      let migrations: 'applied' | 'pending' | 'unknown' = 'unknown';
      try {
        migrations = (await within(2000, hasAllMigrations(app.ctx.db))) ? 'applied' : 'pending';
        database = 'up';
      } catch {
        // unreachable, or no migrations table yet: both are "not ready"
        database = (await within(1000, app.ctx.db.execute(sql`select 1`)).then(
          () => true,
          () => false,
        ))
          ? 'up'
          : 'down';
        if (database === 'up') migrations = 'pending';
      }
      const ready = database === 'up' && migrations === 'applied';
      reply.header('cache-control', 'no-store');
      if (!ready) reply.header('retry-after', String(app.ctx.env.UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', database, migrations });
    },
  );
  app.get(
    '/metrics',
    {
      config: { isPublic: true, rule: rules.public },
      schema: {
        summary: 'Prometheus metrics (text format); loopback clients, or Authorization: Bearer METRICS_TOKEN',
        produces: ['text/plain'],
      },
    },
    async (req, reply) => {
      if (!mayReadMetrics(req, app.ctx.env.METRICS_TOKEN)) {
        throw new ForbiddenError(
          'Metrics are readable from the loopback interface, or with Authorization: Bearer <METRICS_TOKEN>',
        );
      }
      const { contentType, body } = await app.ctx.metrics.render();
      reply.header('cache-control', 'no-store');
      return reply.type(contentType).send(body);
    },
  );
  app.get(
    '/v1/openapi.json',
    { config: { isPublic: true, rule: rules.public }, schema: { hide: true } },
    async () => app.swagger(),
  );
  app.get(
    '/v1/docs',
    { config: { isPublic: true, rule: rules.public }, schema: { hide: true } },
    async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as never)),
  );
}
