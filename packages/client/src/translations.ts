// Calls of translations that know which parts are stale (issue #31, item 4; schemas in @reef/core's
// schemas/translation-status): the translators' queue, the coverage table and "mark up to date".
import type {
  BlocksUpToDateResponse,
  Language,
  TranslatedKind,
  TranslationCoverage,
  TranslationQueue,
} from '@reef/core';
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

/**
 * `GET /v1/admin/translations/stale` (MANAGE_TUTORIALS, MANAGE_POSTS or MANAGE_STATIC_PAGES): translations of the
 * kinds the member edits with stale blocks, of one language or all.
 */
export function listStaleTranslations(ctx: ApiContext, language?: Language): Promise<TranslationQueue> {
  return send(ctx, '/v1/admin/translations/stale', { query: language ? { language } : {} });
}

/** `GET /v1/admin/translations/coverage` (as the queue): per language and content kind. */
export function getTranslationCoverage(ctx: ApiContext): Promise<TranslationCoverage> {
  return send(ctx, '/v1/admin/translations/coverage');
}

/** Where each kind's translations are marked up to date. */
const MARK_PATHS = {
  tutorial: (id: number) => path`/v1/tutorials/${id}/blocks_up_to_date`,
  post: (id: number) => path`/v1/posts/${id}/blocks_up_to_date`,
  static_page: (id: number) => path`/v1/static_pages/${id}/blocks_up_to_date`,
} as const;

/**
 * `POST /v1/tutorials/{id}/blocks_up_to_date` (or of a post, `/v1/posts/{id}/…`, or a static page,
 * `/v1/static_pages/{id}/…`): marks a translation's blocks (every stale one without `keys`).
 */
export function markTranslationBlocksUpToDate(
  ctx: ApiContext,
  id: number,
  keys?: readonly string[],
  kind: TranslatedKind = 'tutorial',
): Promise<BlocksUpToDateResponse> {
  return send(ctx, MARK_PATHS[kind](id), {
    method: 'POST',
    body: keys ? { keys } : {},
  });
}
