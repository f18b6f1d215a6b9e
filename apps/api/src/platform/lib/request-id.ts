// Request ids: every request carries one id from the web app's server-side fetch (or any caller)
// through the API's logs and back in the response, so one page view can be followed across both.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The header that carries the id, in both directions. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Ids are logged and echoed back: a short, plain alphabet keeps log lines and headers clean.
const SAFE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/**
 * The id of a request: the caller's `x-request-id` when it is a plain string of at most 128
 * characters, else the trace id of a W3C `traceparent` (which the web app sends on cached fetches,
 * where Next.js leaves it out of the cache key), else a new UUID.
 */
export function requestIdFrom(headers: IncomingHttpHeaders): string {
  const given = headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && SAFE_ID.test(given)) return given;
  const trace = headers.traceparent;
  const match = typeof trace === 'string' ? TRACEPARENT.exec(trace) : null;
  if (match?.[1] && !/^0+$/.test(match[1])) return match[1];
  return randomUUID();
}
