// The calls' one way to send: the context's base URL, token, timeout and fetch, and the small shapes of bodies.
import type { ApiContext } from './calls.js';
import { request, type QueryValue, type RequestOptions } from './request.js';

/** Sends a call with the context's settings. */
export function send<T>(ctx: ApiContext, requestPath: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(ctx.baseUrl, requestPath, {
    token: ctx.token,
    timeoutMs: ctx.timeoutMs,
    bypassCache: ctx.bypassCache,
    fetch: ctx.fetch,
    ...options,
    init: { ...ctx.init, ...options.init },
  });
}

/** The object under `key` of a wrapped answer (`{tool: …}`), or the answer itself. */
export function unwrap<T>(body: unknown, key: string): T {
  const wrapped = (body as Record<string, unknown> | null)?.[key];
  return (wrapped && typeof wrapped === 'object' && !Array.isArray(wrapped) ? wrapped : body) as T;
}

/** A query without its empty values. */
export function query(values: Record<string, QueryValue>): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}
