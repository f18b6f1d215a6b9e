// Input no route can use, refused before it reaches a handler or the database, with a 400 naming the field:
// the NUL character (PostgreSQL text and jsonb cannot store it) anywhere in params, query or body, and
// CORS preflights without the headers that make them preflights.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError, type ErrorDetail } from '../errors.js';

const MAX_DEPTH = 64;

/** Paths (`body.comment.body`) of every string under `value` that contains U+0000, keys included. */
export function findNulPaths(value: unknown, path: string, found: string[] = [], depth = 0): string[] {
  if (found.length >= 10 || depth > MAX_DEPTH) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findNulPaths(item, `${path}[${i}]`, found, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const child = `${path}.${key.replace(/\u0000/g, '\\0')}`;
      if (key.includes('\u0000')) found.push(child);
      findNulPaths(item, child, found, depth + 1);
    }
  }
  return found;
}

function assertNoNul(req: FastifyRequest): void {
  const found = [
    ...findNulPaths(req.params, 'params'),
    ...findNulPaths(req.query, 'querystring'),
    ...findNulPaths(req.body, 'body'),
  ];
  if (found.length === 0) return;
  const details: ErrorDetail[] = found.map((path) => ({
    path,
    message: 'Must not contain the NUL character (U+0000)',
    code: 'invalid_string',
  }));
  throw new BadRequestError('The request contains a NUL character', details);
}

/** Installs the guards on the root instance (before CORS, so a malformed preflight gets the error shape). */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'OPTIONS') return;
    const missing = ['origin', 'access-control-request-method'].filter((h) => !req.headers[h]);
    if (missing.length > 0) {
      throw new BadRequestError(
        'An OPTIONS request is a CORS preflight: it needs the Origin and Access-Control-Request-Method headers',
        missing.map((h) => ({
          path: `headers.${h}`,
          message: 'Required in a preflight request',
          code: 'missing_header',
        })),
      );
    }
  });
  app.addHook('preValidation', async (req) => assertNoNul(req));
}
