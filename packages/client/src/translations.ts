// Calls of translations that know which parts are stale (issue #31, item 4; schemas in @reef/core's
// schemas/translation-status): the translators' queue, the coverage table and "mark up to date".
import type { BlocksUpToDateResponse, Language, TranslationCoverage, TranslationQueue } from '@reef/core';
import type { ApiContext } from './calls.js';
import { path, request, type RequestOptions } from './request.js';

function send<T>(ctx: ApiContext, requestPath: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(ctx.baseUrl, requestPath, {
    token: ctx.token,
    timeoutMs: ctx.timeoutMs,
    fetch: ctx.fetch,
    ...options,
    init: { cache: 'no-store', ...ctx.init, ...options.init },
  });
}

/** `GET /v1/admin/translations/stale` (MANAGE_TUTORIALS): translations with stale blocks, of one language or all. */
export function listStaleTranslations(ctx: ApiContext, language?: Language): Promise<TranslationQueue> {
  return send(ctx, '/v1/admin/translations/stale', { query: language ? { language } : {} });
}

/** `GET /v1/admin/translations/coverage` (MANAGE_TUTORIALS): per language and content kind. */
export function getTranslationCoverage(ctx: ApiContext): Promise<TranslationCoverage> {
  return send(ctx, '/v1/admin/translations/coverage');
}

/** `POST /v1/tutorials/{id}/blocks_up_to_date`: marks a translation's blocks (every stale one without `keys`). */
export function markTranslationBlocksUpToDate(
  ctx: ApiContext,
  id: number,
  keys?: readonly string[],
): Promise<BlocksUpToDateResponse> {
  return send(ctx, path`/v1/tutorials/${id}/blocks_up_to_date`, {
    method: 'POST',
    body: keys ? { keys } : {},
  });
}
