// One function per call the web app makes. Dynamic-API calls live under /v1, static-content calls under /content/v1
// (spec: community-app §7, content-and-presentation §7).
import {
  isSafeUrl,
  PRICE_CATALOGUE_KEY,
  priceCatalogue,
  type Language,
  type PriceCatalogue,
  type NotificationResponse,
  type RegisterBody,
  type LoginBody,
  type UserResponse,
  type UserUpdateBody,
} from '@reef/core';
import type { Paginated } from './pagination.js';
import { HttpError, path, request, type RequestOptions } from './request.js';

/** Where and how to call the API: its origin plus defaults applied to every request. */
export type ApiContext = {
  /** Origin of the API server, e.g. http://127.0.0.1:4000. */
  baseUrl: string;
  token?: string | null;
  timeoutMs?: number;
  bypassCache?: boolean;
  /** Extra `fetch` init (Next.js cache tags, `cache: 'no-store'`). */
  init?: Record<string, unknown>;
  fetch?: typeof fetch;
  /** Headers sent with every call; a function is called once per call (a fresh request id each time). */
  headers?: Record<string, string> | (() => Record<string, string>);
};

function send<T>(ctx: ApiContext, requestPath: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(ctx.baseUrl, requestPath, {
    token: ctx.token,
    timeoutMs: ctx.timeoutMs,
    bypassCache: ctx.bypassCache,
    fetch: ctx.fetch,
    ...options,
    headers: { ...(typeof ctx.headers === 'function' ? ctx.headers() : ctx.headers), ...options.headers },
    init: { ...ctx.init, ...options.init },
  });
}

/** The user as the API returns it (spec: community-app §3; schema `userResponse` of @reef/core). */
export type ApiUser = UserResponse;

/** A notification as listed in the header menu (content-and-presentation §3; schema `notificationResponse`). */
export type ApiNotification = NotificationResponse;

/** One page of the member's notifications, with the unread count of all of them. */
export type NotificationPage = {
  data: ApiNotification[];
  meta?: { unread_count?: number } & Paginated<unknown>['meta'];
};

/** A top-bar call to action from the `top_hat` global content. */
export type TopHatLink = { title: string; url: string; newTab?: boolean };

/** `GET /health`: whether the API and its database answer. */
export function getHealth(ctx: ApiContext): Promise<{ status: string; [field: string]: unknown }> {
  return send(ctx, '/health');
}

/** `POST /v1/auth/register`: creates an account and signs it in. */
export function register(
  ctx: ApiContext,
  body: RegisterBody,
): Promise<{ jwt: string; expiration?: number; user: ApiUser }> {
  return send(ctx, '/v1/auth/register', { method: 'POST', body });
}

/** `POST /v1/auth/login`: signs in with email and password. */
export function login(
  ctx: ApiContext,
  body: LoginBody,
): Promise<{ jwt: string; expiration?: number; user: ApiUser }> {
  return send(ctx, '/v1/auth/login', { method: 'POST', body });
}

/** `POST /v1/refresh`: a fresh token for the current one. */
export function refreshToken(ctx: ApiContext): Promise<{ jwt: string }> {
  return send(ctx, '/v1/refresh', { method: 'POST' });
}

/** `POST /v1/logout`. */
export async function logout(ctx: ApiContext): Promise<void> {
  await send(ctx, '/v1/logout', { method: 'POST' });
}

/** `GET /v1/users/{slug}`; the body may be the user or `{ user }` — both are accepted. */
export async function getUser(ctx: ApiContext, slug: string): Promise<ApiUser> {
  const body = await send<ApiUser | { user: ApiUser }>(ctx, path`/v1/users/${slug}`);
  return unwrap<ApiUser>(body, 'user');
}

/** `PUT /v1/users/{slug}/avatar` with the image base64-encoded; the answer is the updated user. */
export async function uploadAvatar(ctx: ApiContext, slug: string, base64: string): Promise<ApiUser> {
  return send<ApiUser>(ctx, path`/v1/users/${slug}/avatar`, {
    method: 'PUT',
    body: { avatar: { data: base64 } },
  });
}

/** `DELETE /v1/users/{slug}/avatar`: back to the initials. */
export async function removeAvatar(ctx: ApiContext, slug: string): Promise<ApiUser> {
  return send<ApiUser>(ctx, path`/v1/users/${slug}/avatar`, { method: 'DELETE' });
}

/**
 * `PATCH /v1/users/{slug}` with `{ user }`. `expectedUpdatedAt` (the `updated_at` of the member's admin page) is sent
 * as If-Match: the API answers 409 `edit_conflict` when someone saved the account since.
 */
export async function updateUser(
  ctx: ApiContext,
  slug: string,
  user: UserUpdateBody['user'],
  options: { expectedUpdatedAt?: string | null } = {},
): Promise<ApiUser> {
  const body = await send<ApiUser | { user: ApiUser }>(ctx, path`/v1/users/${slug}`, {
    method: 'PATCH',
    body: { user },
    headers: options.expectedUpdatedAt ? { 'if-match': `"${options.expectedUpdatedAt}"` } : undefined,
  });
  return unwrap<ApiUser>(body, 'user');
}

/**
 * `GET /v1/users/{slug}/notifications` with limit, page and the type list (spec: content-and-presentation §7), and
 * `unread` to list only those not yet viewed.
 */
export async function getNotifications(
  ctx: ApiContext,
  slug: string,
  query: { page?: number; limit?: number; type?: readonly string[]; unread?: boolean } = {},
): Promise<NotificationPage> {
  const body = await send<NotificationPage | ApiNotification[]>(ctx, path`/v1/users/${slug}/notifications`, {
    query: {
      page: query.page,
      limit: query.limit,
      type: query.type,
      unread: query.unread ? 'true' : undefined,
    },
  });
  return Array.isArray(body) ? { data: body } : body;
}

/** `POST /v1/users/{slug}/notifications/read[/{id}]`: marks one notification, or all without an id, as viewed. */
export async function markNotificationsRead(
  ctx: ApiContext,
  slug: string,
  id?: number | string,
): Promise<void> {
  const target =
    id === undefined
      ? path`/v1/users/${slug}/notifications/read`
      : path`/v1/users/${slug}/notifications/read/${id}`;
  await send(ctx, target, { method: 'POST' });
}

/**
 * `GET /content/v1/global_contents/{id}`: a global content entry's `data`; with `language`, its version in that
 * language, or the original's when the block has none (issue #31).
 */
export async function getGlobalContent<T = unknown>(
  ctx: ApiContext,
  id: string,
  language?: Language,
): Promise<T> {
  const body = await send<{ data: T } | { global_content: { data: T } }>(
    ctx,
    path`/content/v1/global_contents/${id}`,
    language && language !== 'en' ? { query: { language } } : {},
  );
  return 'global_content' in body ? body.global_content.data : body.data;
}

/**
 * Whether a feature flag is on (`GET /content/v1/feature_flags/{name}`); `fallback` when it does not exist. The
 * context decides caching: `{ cache: 'no-store' }` in a browser, cache tags on the server.
 */
export async function isFeatureEnabled(ctx: ApiContext, name: string, fallback = true): Promise<boolean> {
  try {
    const flag = await send<{ is_enabled: boolean }>(ctx, path`/content/v1/feature_flags/${name}`);
    return flag.is_enabled;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return fallback;
    throw error;
  }
}

/** The top bar's calls to action (global content `top_hat`); entries stored before URLs were checked are left out. */
export async function getTopHatLinks(ctx: ApiContext, language?: Language): Promise<TopHatLink[]> {
  const data = await getGlobalContent<unknown>(ctx, 'top_hat', language);
  const list = Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data;
  return Array.isArray(list)
    ? (list as TopHatLink[]).filter((item) => item && typeof item.url === 'string' && isSafeUrl(item.url))
    : [];
}

/**
 * The price list of /pricing and its calculator (global content `price_catalogue`), or null when none is
 * stored. A block that does not have the catalogue's shape is an error, never half a price list. `language` reads
 * its translation (the original when there is none).
 */
export async function getPriceCatalogue(
  ctx: ApiContext,
  language?: Language,
): Promise<PriceCatalogue | null> {
  let data: unknown;
  try {
    data = await getGlobalContent<unknown>(ctx, PRICE_CATALOGUE_KEY, language);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
  return priceCatalogue.parse(data);
}

function unwrap<T>(body: unknown, key: string): T {
  const wrapped = (body as Record<string, unknown> | null)?.[key];
  return (wrapped && typeof wrapped === 'object' ? wrapped : body) as T;
}
