// Server-side API access: the context every Server Component passes to @reef/client.
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ApiContext } from '@reef/client';
import { SITE_TAG } from '@reef/core';
import { getEnv } from '@/env';

/**
 * A request id for each server-side API call, which the API logs and returns (`x-request-id`).
 * Next.js keys its data cache on the request headers except the W3C trace headers, so a cached
 * call carries its id as a `traceparent` (the API reads its trace id) and only an uncached call
 * sends `x-request-id`: a per-call header in the key would make every cached read a miss.
 */
export function requestIdHeaders(cached: boolean): Record<string, string> {
  if (!cached) return { 'x-request-id': `web-${randomUUID()}` };
  return { traceparent: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01` };
}

/** An API context for server reads: the internal API address, cached by Next.js under the given tags. */
export function serverApi(
  options: { tags?: string[]; revalidate?: number | false; noStore?: boolean } = {},
): ApiContext {
  const env = getEnv();
  return {
    baseUrl: env.API_URL,
    timeoutMs: 5000,
    headers: () => requestIdHeaders(!options.noStore),
    init: options.noStore
      ? { cache: 'no-store' }
      : {
          next: {
            // The site-wide tag lets one regeneration refresh every cached read ("regenerate everything").
            tags: [...(options.tags ?? []), SITE_TAG],
            revalidate: options.revalidate ?? env.CONTENT_REVALIDATE_SECONDS,
          },
        },
  };
}
