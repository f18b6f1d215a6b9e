// The one error handler: every failure leaves the API as { error: { code, message, details? } }.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, type ErrorDetail } from '../errors.js';

type ErrorBody = { error: { code: string; message: string; details?: ErrorDetail[] } };

function send(reply: FastifyReply, status: number, body: ErrorBody['error']): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: body } satisfies ErrorBody);
}

function formatPath(context: string | undefined, path: readonly PropertyKey[]): string {
  const parts = path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p)));
  const joined = parts.reduce((acc, part) => (part.startsWith('[') ? acc + part : acc ? `${acc}.${part}` : part), '');
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

/** Installs the error and not-found handlers. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) =>
    send(reply, 404, { code: 'not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}` }),
  );

  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((issue) => ({
        path: formatPath(err.validationContext, (issue.params?.issue as { path?: PropertyKey[] } | undefined)?.path ?? issue.instancePath.split('/').filter(Boolean)),
        message: issue.message ?? 'Invalid value',
        code: String((issue.params?.issue as { code?: string } | undefined)?.code ?? issue.keyword),
      }));
      return send(reply, 400, { code: 'validation_error', message: 'The request is invalid', details });
    }
    if (err instanceof z.ZodError) {
      const details = err.issues.map((i) => ({ path: formatPath(undefined, i.path), message: i.message, code: i.code }));
      return send(reply, 422, { code: 'validation_error', message: 'The request is invalid', details });
    }
    if (err instanceof HttpError) {
      return send(reply, err.statusCode, { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) });
    }
    if (err.statusCode === 429) {
      return send(reply, 429, { code: 'rate_limited', message: err.message || 'Too many requests' });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return send(reply, 500, { code: 'internal_error', message: 'Something went wrong on our side' });
    }
    const known = err.code ? CLIENT_ERROR_CODES[err.code] : undefined;
    if (known) return send(reply, known[0], { code: known[1], message: known[2] });
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, err.statusCode, { code: 'bad_request', message: err.message });
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, { code: 'internal_error', message: 'Something went wrong on our side' });
  });
}
