// Typed request input: a route whose handler is generic over its schemas (the admin descriptors) parses
// its own params, query and body here, once, and fails exactly as Fastify's own validation does
// (400 `validation_error`, each detail naming the field), through the same error handler.
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The part of a request a schema reads, as Fastify names it in `validationContext`. */
export type RequestPart = 'params' | 'querystring' | 'body';

/** The parsed value of one part of a request, or the 400 Fastify would answer for it. */
export function decode<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // The library's own validator builds the error list, so the details are the ones every other route gives.
  const refused = validatorCompiler({ schema, method: '', url: '', httpPart: part })(value);
  const validation = typeof refused === 'object' && 'error' in refused ? refused.error : [];
  throw Object.assign(new Error(`The request ${part} is invalid`), {
    statusCode: 400,
    validation,
    validationContext: part,
  });
}

/** For routes that decode their own input: Fastify passes every part through untouched. */
export const passThroughValidator = () => (value: unknown) => ({ value });
