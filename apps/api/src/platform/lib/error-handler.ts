// The one error handler: every failure leaves the API as { error: { code, message, details? } }.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, type ErrorDetail } from '../errors.js';
import { databaseErrorOf, violatedColumn, isDatabaseUnavailable } from './db-errors.js';

type ErrorBody = { error: { code: string; message: string; details?: ErrorDetail[] } };

/** Sends the one error shape (also used by the router's own errors, before a route is found). */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody['error']): FastifyReply {
  return send(reply, status, body);
}

function send(reply: FastifyReply, status: number, body: ErrorBody['error']): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: body } satisfies ErrorBody);
}

function formatPath(context: string | undefined, path: readonly PropertyKey[]): string {
  const parts = path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p)));
  const joined = parts.reduce(
    (acc, part) => (part.startsWith('[') ? acc + part : acc ? `${acc}.${part}` : part),
    '',
  );
  return [context, joined].filter(Boolean).join('.');
}

/** Fastify error codes that mean "the client sent something we cannot read", with their status. */
const CLIENT_ERROR_CODES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'The request body is empty but JSON was announced'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'Invalid Content-Length'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'bad_request', 'Invalid content type'],
};

/** Where `key` sits in a request body (`body.question.tutorial_id`), or just the key when it is not found. */
function bodyPathOf(body: unknown, key: string, path = 'body', depth = 0): string | undefined {
  if (!body || typeof body !== 'object' || depth > 4) return undefined;
  if (Object.hasOwn(body, key)) return `${path}.${key}`;
  for (const [k, v] of Object.entries(body)) {
    const found = bodyPathOf(v, key, `${path}.${k}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL errors that mean the client sent something impossible, turned into 4xx: a value the
 * column type cannot hold or a character the database cannot store (400), a reference to a row
 * that does not exist (422, naming the field). The schemas refuse most of these first; this is the net.
 */
function clientDatabaseError(err: unknown, body: unknown): [number, ErrorBody['error']] | undefined {
  const db = databaseErrorOf(err);
  if (!db) return undefined;
  switch (db.code) {
    case '22021': // character_not_in_repertoire (NUL in text)
    case '22P05': // untranslatable_character (NUL in jsonb)
      return [
        400,
        { code: 'bad_request', message: 'The request contains a character that cannot be stored (NUL)' },
      ];
    case '22003': // numeric_value_out_of_range
      return [400, { code: 'bad_request', message: 'A number in the request is out of range' }];
    case '22P02': // invalid_text_representation
      return [400, { code: 'bad_request', message: 'A value in the request has the wrong format' }];
    case '23503': {
      const column = violatedColumn(db.detail);
      const path = column ? (bodyPathOf(body, column) ?? column) : undefined;
      return [
        422,
        {
          code: 'unprocessable_entity',
          message: 'The request refers to something that does not exist',
          ...(path ? { details: [{ path, message: 'No such object', code: 'not_found' }] } : {}),
        },
      ];
    }
    default:
      return undefined;
  }
}

/** Installs the error and not-found handlers. */
export function installErrorHandler(
  app: FastifyInstance,
  options: { retryAfterSeconds: number; onUnavailable?: () => void } = { retryAfterSeconds: 5 },
): void {
  app.setNotFoundHandler((req, reply) =>
    send(reply, 404, { code: 'not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}` }),
  );

  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((issue) => ({
        path: formatPath(
          err.validationContext,
          (issue.params?.issue as { path?: PropertyKey[] } | undefined)?.path ??
            issue.instancePath.split('/').filter(Boolean),
        ),
        message: issue.message ?? 'Invalid value',
        code: String((issue.params?.issue as { code?: string } | undefined)?.code ?? issue.keyword),
      }));
      return send(reply, 400, { code: 'validation_error', message: 'The request is invalid', details });
    }
    if (err instanceof z.ZodError) {
      const details = err.issues.map((i) => ({
        path: formatPath(undefined, i.path),
        message: i.message,
        code: i.code,
      }));
      return send(reply, 422, { code: 'validation_error', message: 'The request is invalid', details });
    }
    if (err instanceof HttpError) {
      // A refusal for load (503 busy) says when to come back.
      const retryAfter = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return send(reply, err.statusCode, {
        code: err.code,
        message: err.message,
        ...(err.details ? { details: err.details } : {}),
      });
    }
    if (err.statusCode === 429) {
      return send(reply, 429, { code: 'rate_limited', message: err.message || 'Too many requests' });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return send(reply, 500, { code: 'internal_error', message: 'Something went wrong on our side' });
    }
    const fromDatabase = clientDatabaseError(err, req.body);
    if (fromDatabase) {
      req.log.warn({ err }, 'client input refused by the database');
      return send(reply, fromDatabase[0], fromDatabase[1]);
    }
    const known = err.code ? CLIENT_ERROR_CODES[err.code] : undefined;
    if (known) return send(reply, known[0], { code: known[1], message: known[2] });
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, err.statusCode, { code: 'bad_request', message: err.message });
    }
    // The database is down or restarting: the request was fine, and the same request will work once
    // it is back. 503 + Retry-After tells clients and load balancers to come back, not to give up.
    if (isDatabaseUnavailable(err)) {
      options.onUnavailable?.();
      // The driver's own error, not Drizzle's wrapper (whose message carries the query's parameters).
      let cause: unknown = err;
      while ((cause as { cause?: unknown }).cause) cause = (cause as { cause?: unknown }).cause;
      req.log.warn(
        { reason: (cause as Error).message, code: (cause as { code?: unknown }).code },
        'database unavailable',
      );
      reply.header('retry-after', String(options.retryAfterSeconds));
      return send(reply, 503, {
        code: 'service_unavailable',
        message: 'The database is unreachable right now; retry shortly',
      });
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, { code: 'internal_error', message: 'Something went wrong on our side' });
  });
}
