// Static-content API caching: every response is public, carries Cache-Control and a strong ETag,
// and a matching If-None-Match gets 304 (spec: content-and-presentation §7; safe behind a CDN).
import { createHash } from 'node:crypto';
import { BYPASS_CACHE_COOKIE } from '@reef/core';
import type { FastifyInstance } from 'fastify';
import { rules } from './route-rules.js';

/** Seconds a shared cache may serve a response before asking again. */
export const CONTENT_MAX_AGE = 60;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every static-content route: a matching If-None-Match gets 304 (the response cache's hits too). */
    etags?: boolean;
  }
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Marks every route of the scope public and adds the caching headers. */
export function installContentCaching(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = {
      ...(route.config ?? {}),
      isPublic: true,
      rule: route.config?.rule ?? rules.public,
      etags: true,
    };
  });
  scope.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
    const status = reply.statusCode;
    if (status >= 400) {
      reply.header('cache-control', 'public, max-age=10');
      return payload;
    }
    if (status !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    if (req.headers.cookie?.includes(`${BYPASS_CACHE_COOKIE}=`)) {
      reply.header('cache-control', 'private, no-store');
    } else if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', `public, max-age=${CONTENT_MAX_AGE}, stale-while-revalidate=300`);
    }
    // A route may set its own ETag; otherwise it is the hash of the bytes.
    const stored = reply.getHeader('etag');
    const etag =
      typeof stored === 'string' ? stored : `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const revalidated = matchesEtag(req.headers['if-none-match'], etag);
    // A conditional request is a lookup of the client's (or CDN's) cache: 304 is its hit.
    if (req.headers['if-none-match']) scope.ctx.metrics.cacheLookup('content_etag', revalidated);
    if (revalidated) {
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  });
}
