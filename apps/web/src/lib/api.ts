// Server-side API access: the context every Server Component passes to @reef/client.
import 'server-only';
import type { ApiContext } from '@reef/client';
import { getEnv } from '@/env';

/** Cache tags the API revalidates through POST /api/revalidate. */
export const cacheTags = {
  globalContent: (id: string) => `global_content:${id}`,
} as const;

/** An API context for server reads: the internal API address, cached by Next.js under the given tags. */
export function serverApi(
  options: { tags?: string[]; revalidate?: number | false; noStore?: boolean } = {},
): ApiContext {
  const env = getEnv();
  return {
    baseUrl: env.API_URL,
    timeoutMs: 5000,
    init: options.noStore
      ? { cache: 'no-store' }
      : {
          next: {
            tags: options.tags ?? [],
            revalidate: options.revalidate ?? env.CONTENT_REVALIDATE_SECONDS,
          },
        },
  };
}
