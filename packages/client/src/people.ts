// Calls of the people sections of the admin area (issue #11): the member list and a member's page (MANAGE_USERS),
// member moderation (disable, enable, archive, spam_all: community-app §7), and the audit log — the whole log for
// ADMINISTRATOR and one object's trail for the managers of its type.
import type {
  AuditTrailSubject,
  UserContentType,
  UserResponse,
  auditLogList,
  adminUserList,
  userContentList,
  userOverviewResponse,
  userReportList,
} from '@reef/core';
import type { ApiContext } from './calls.js';
import { path, request, type QueryValue, type RequestOptions } from './request.js';

type Out<T extends { _output: unknown }> = T['_output'];

/** One page of the member list. */
export type AdminUserPage = Out<typeof adminUserList>;
/** A member's page. */
export type UserOverview = Out<typeof userOverviewResponse>;
/** One page of a member's content. */
export type UserContentPage = Out<typeof userContentList>;
/** One page of reports. */
export type UserReportPage = Out<typeof userReportList>;
/** One page of audit entries. */
export type AuditLogPage = Out<typeof auditLogList>;
/** One audit entry. */
export type AuditEntry = AuditLogPage['data'][number];

function send<T>(ctx: ApiContext, requestPath: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(ctx.baseUrl, requestPath, {
    token: ctx.token,
    timeoutMs: ctx.timeoutMs,
    fetch: ctx.fetch,
    ...options,
    headers: { ...(typeof ctx.headers === 'function' ? ctx.headers() : ctx.headers), ...options.headers },
    // Admin screens always read the current rows, never a cached answer.
    init: { ...ctx.init, cache: 'no-store', ...options.init },
  });
}

/** `GET /v1/users` (MANAGE_USERS): q, state, permission, joined_after, joined_before, sort, sort_direction, page, limit. */
export function listAdminUsers(
  ctx: ApiContext,
  query: Record<string, QueryValue> = {},
): Promise<AdminUserPage> {
  return send(ctx, '/v1/users', { query });
}

/** `GET /v1/users/{id or slug}/overview` (MANAGE_USERS). */
export function getUserOverview(ctx: ApiContext, ref: string | number): Promise<UserOverview> {
  return send(ctx, path`/v1/users/${String(ref)}/overview`);
}

/** `GET /v1/users/{slug}/content`: the member's content of one type, every state. */
export function listUserContent(
  ctx: ApiContext,
  ref: string | number,
  query: { type: UserContentType; state?: string; page?: number; limit?: number },
): Promise<UserContentPage> {
  return send(ctx, path`/v1/users/${String(ref)}/content`, { query });
}

/** `GET /v1/users/{slug}/reports`: reports about the member's content (`about`) or filed by them (`by`). */
export function listReportsOfUser(
  ctx: ApiContext,
  ref: string | number,
  query: { role: 'about' | 'by'; state?: string; page?: number; limit?: number },
): Promise<UserReportPage> {
  return send(ctx, path`/v1/users/${String(ref)}/reports`, { query });
}

/** A member moderation call (community-app §7): POST /v1/users/{slug}/disable, /enable or /archive. */
export type UserStateAction = 'disable' | 'enable' | 'archive';

/** `POST /v1/users/{slug}/{disable|enable|archive}`: the member with their new state. */
export function moderateUser(ctx: ApiContext, slug: string, action: UserStateAction): Promise<UserResponse> {
  return send(ctx, `${path`/v1/users/${slug}`}/${action}`, { method: 'POST' });
}

/** `POST /v1/users/{slug}/sign_out_everywhere` (MANAGE_USERS): every session of the member ends; custom tokens stay. */
export function signOutUserEverywhere(ctx: ApiContext, slug: string): Promise<{ ok: true }> {
  return send(ctx, path`/v1/users/${slug}/sign_out_everywhere`, { method: 'POST' });
}

/** `GET /v1/audit_log` (ADMINISTRATOR): actor, subject_type, subject_id, action, since, until, page, limit. */
export function listAuditLog(ctx: ApiContext, query: Record<string, QueryValue> = {}): Promise<AuditLogPage> {
  return send(ctx, '/v1/audit_log', { query });
}

/** `GET /v1/audit_log/{subject}/{id}`: one object's history, for the managers of its type. */
export function listAuditTrail(
  ctx: ApiContext,
  subject: AuditTrailSubject,
  id: string | number,
  query: { page?: number; limit?: number } = {},
): Promise<AuditLogPage> {
  return send(ctx, `/v1/audit_log/${subject}${path`/${String(id)}`}`, { query });
}

/** `POST /v1/search/users`: members by username, name (and email for MANAGE_USERS), for pickers. */
export function searchUsers(
  ctx: ApiContext,
  body: { search: string; page?: number; limit?: number },
): Promise<AdminUserPage> {
  return send(ctx, '/v1/search/users', { method: 'POST', body: { page: 1, limit: 10, ...body } });
}
