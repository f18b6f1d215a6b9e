// The one error handler: every failure leaves the API as { error: { code, message, details? } }.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, wireDetail, type ErrorDetail } from '../errors.js';
import { msg, requestLocale, say, sayIssue, type LocalMessage } from '../i18n.js';
import { databaseErrorOf, violatedColumn, isDatabaseUnavailable } from './db-errors.js';

type ErrorBody = { error: { code: string; message: string; details?: ErrorDetail[] } };

/** Sends the one error shape (also used by the router's own errors, before a route is found). */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody['error']): FastifyReply {
  return send(reply, status, body);
}

function send(reply: FastifyReply, status: number, body: ErrorBody['error']): FastifyReply {
  // The message is in the reader's language: a shared cache (content errors are public for a few seconds) keys
  // it by Accept-Language too.
  const vary = reply.getHeader('vary');
  const varies = String(vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());
  if (!varies.includes('accept-language') && !varies.includes('*'))
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
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
const CLIENT_ERROR_CODES: Record<string, [number, string, LocalMessage]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', msg('errors', 'request.invalid_json')],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', msg('errors', 'request.empty_json')],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', msg('errors', 'request.too_large')],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    msg('errors', 'request.unsupported_media_type'),
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', msg('errors', 'request.invalid_content_length')],
  FST_ERR_CTP_INVALID_TYPE: [400, 'bad_request', msg('errors', 'request.invalid_content_type')],
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
function clientDatabaseError(
  err: unknown,
  body: unknown,
  locale: string,
): [number, ErrorBody['error']] | undefined {
  const db = databaseErrorOf(err);
  if (!db) return undefined;
  switch (db.code) {
    case '22021': // character_not_in_repertoire (NUL in text)
    case '22P05': // untranslatable_character (NUL in jsonb)
      return [400, { code: 'bad_request', message: say(locale, msg('errors', 'database.nul_character')) }];
    case '22003': // numeric_value_out_of_range
      return [400, { code: 'bad_request', message: say(locale, msg('errors', 'database.out_of_range')) }];
    case '22P02': // invalid_text_representation
      return [400, { code: 'bad_request', message: say(locale, msg('errors', 'database.wrong_format')) }];
    case '23503': {
      const column = violatedColumn(db.detail);
      const path = column ? (bodyPathOf(body, column) ?? column) : undefined;
      return [
        422,
        {
          code: 'unprocessable_entity',
          message: say(locale, msg('errors', 'database.missing_reference')),
          ...(path
            ? {
                details: [
                  { path, message: say(locale, msg('errors', 'database.no_such_object')), code: 'not_found' },
                ],
              }
            : {}),
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
    send(reply, 404, {
      code: 'not_found',
      message: say(
        requestLocale(req),
        msg('errors', 'route.not_found', { method: req.method, path: req.url.split('?')[0] ?? '' }),
      ),
    }),
  );

  // Only `message` follows the reader's language (the member's, else Accept-Language); `code` and each
  // detail's `path` stay as they are, since clients branch on them.
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(req);
    const invalid = say(locale, msg('errors', 'validation.invalid_request'));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((issue) => {
        // The zod issue's own fields: fastify's copy keeps them in `params` (older versions in `params.issue`).
        const zodIssue = (issue.params?.issue ?? issue.params) as object | undefined;
        const code = String((issue.params?.issue as { code?: string } | undefined)?.code ?? issue.keyword);
        return {
          path: formatPath(
            err.validationContext,
            (issue.params?.issue as { path?: PropertyKey[] } | undefined)?.path ??
              issue.instancePath.split('/').filter(Boolean),
          ),
          message: issue.message
            ? sayIssue(locale, { ...zodIssue, code, message: issue.message })
            : say(locale, msg('errors', 'validation.invalid_value')),
          code,
        };
      });
      return send(reply, 400, { code: 'validation_error', message: invalid, details });
    }
    if (err instanceof z.ZodError) {
      const details = err.issues.map((i) => ({
        path: formatPath(undefined, i.path),
        message: sayIssue(locale, i),
        code: i.code,
      }));
      return send(reply, 422, { code: 'validation_error', message: invalid, details });
    }
    if (err instanceof HttpError) {
      // A refusal for load (503 busy) says when to come back.
      const retryAfter = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return send(reply, err.statusCode, {
        code: err.code,
        message: err.localMessage ? say(locale, err.localMessage) : err.message,
        ...(err.details ? { details: err.details.map((d) => wireDetail(locale, d)) } : {}),
      });
    }
    if (err.statusCode === 429) {
      // The rate limiter's refusal (app.ts) carries when to come back; say it in the reader's language.
      const seconds = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      return send(reply, 429, {
        code: 'rate_limited',
        message:
          typeof seconds === 'number'
            ? say(locale, msg('errors', 'rate_limited.retry_in', { seconds }))
            : say(locale, msg('errors', 'rate_limited.default')),
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return send(reply, 500, {
        code: 'internal_error',
        message: say(locale, msg('errors', 'server.internal')),
      });
    }
    const fromDatabase = clientDatabaseError(err, req.body, locale);
    if (fromDatabase) {
      req.log.warn({ err }, 'client input refused by the database');
      return send(reply, fromDatabase[0], fromDatabase[1]);
    }
    const known = err.code ? CLIENT_ERROR_CODES[err.code] : undefined;
    if (known) return send(reply, known[0], { code: known[1], message: say(locale, known[2]) });
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
        message: say(locale, msg('errors', 'server.database_unavailable')),
      });
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, {
      code: 'internal_error',
      message: say(locale, msg('errors', 'server.internal')),
    });
  });
}
