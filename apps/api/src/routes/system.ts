// Health, the OpenAPI document and its small docs page (no external assets).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rules } from '../lib/route-rules.js';
import type { App } from '../types.js';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
  version: z.string(),
});

type Operation = { summary?: string; tags?: string[]; operationId?: string };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Renders the operations of the OpenAPI document as one accessible HTML page. */
export function renderDocsPage(doc: { info?: { title?: string; version?: string }; paths?: Record<string, Record<string, Operation>> }): string {
  const rows: string[] = [];
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? (path.startsWith('/content/') ? 'content' : 'other');
      const list = groups.get(tag) ?? [];
      list.push(
        `<tr><td><code class="m m-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td></tr>`,
      );
      groups.set(tag, list);
    }
  }
  for (const [tag, list] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    rows.push(
      `<section><h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2><table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Summary</th></tr></thead><tbody>${list.join('')}</tbody></table></section>`,
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
    { config: { isPublic: true, rule: rules.public }, schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthResponse, 503: healthResponse } } },
    async (_req, reply) => {
      let up = true;
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch {
        up = false;
      }
      reply.header('cache-control', 'no-store');
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        driver: app.ctx.env.DATABASE_URL ? 'postgres' : 'pglite',
        uptime_seconds: Math.round((Date.now() - started) / 1000),
        version: '0.1.0',
      });
    },
  );
  app.get('/v1/openapi.json', { config: { isPublic: true, rule: rules.public }, schema: { hide: true } }, async () => app.swagger());
  app.get('/v1/docs', { config: { isPublic: true, rule: rules.public }, schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as never)),
  );
}
