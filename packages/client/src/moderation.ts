// The moderators' calls behind /community/admin/flagged and /community/admin/spam (community-app §2): the report
// queue and closing an object's reports, the queue of held posts and the decisions on them, the spam check test,
// and marking a member as a spammer. Shapes come from @reef/core's schemas.
import type {
  moderationBulkBody,
  moderationBulkResponse,
  moderationQueue,
  moderationQueueQuery,
  spamCheckBody,
  spamCheckResponse,
  spamAllResponse,
  userReportObjectUpdateBody,
  userReportObjectUpdateResponse,
  userReportQueue,
  userReportQueueQuery,
  userReportResponse,
  ReportableType,
} from '@reef/core';
import type { ApiContext } from './calls.js';
import { path, request, type QueryValue, type RequestOptions } from './request.js';

// Output and input types of a zod schema without depending on zod here.
type Out<T extends { _output: unknown }> = T['_output'];
type In<T extends { _input: unknown }> = T['_input'];

/** A page of the report queue: one entry per reported object. */
export type ReportQueuePage = Out<typeof userReportQueue>;
/** One reported object with its reports. */
export type ReportQueueEntry = ReportQueuePage['data'][number];
/** The report queue's filters (`state` open by default). */
export type ReportQueueQuery = Partial<In<typeof userReportQueueQuery>>;
/** How an object's open reports are closed. */
export type ObjectReportsResolution = Out<typeof userReportObjectUpdateBody>['user_report'];
/** What closing an object's reports answered. */
export type ObjectReportsResolved = Out<typeof userReportObjectUpdateResponse>;
/** One report. */
export type UserReport = Out<typeof userReportResponse>;
/** A page of held questions and comments. */
export type ModerationQueuePage = Out<typeof moderationQueue>;
/** One held question or comment. */
export type ModerationQueueItem = ModerationQueuePage['data'][number];
/** The held queue's filters. */
export type ModerationQueueQuery = Partial<In<typeof moderationQueueQuery>>;
/** A decision on held items. */
export type ModerationDecision = Out<typeof moderationBulkBody>['action'];
/** What the spam checks would do with a text and an address. */
export type SpamCheckResult = Out<typeof spamCheckResponse>;
/** The spam check test's input. */
export type SpamCheckInput = In<typeof spamCheckBody>['spam_check'];
/** What marking a member as a spammer changed. */
export type SpamAllResult = Out<typeof spamAllResponse>;

function send<T>(ctx: ApiContext, requestPath: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(ctx.baseUrl, requestPath, {
    token: ctx.token,
    timeoutMs: ctx.timeoutMs,
    fetch: ctx.fetch,
    ...options,
    headers: { ...(typeof ctx.headers === 'function' ? ctx.headers() : ctx.headers), ...options.headers },
    // Moderators always read the current queue, never a cached answer.
    init: { ...ctx.init, cache: 'no-store', ...options.init },
  });
}

function query(values: Record<string, unknown>): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, QueryValue>;
}

/** `GET /v1/user_reports/queue`: reported objects with their reports (MANAGE_REPORTS). */
export function listReportQueue(ctx: ApiContext, filters: ReportQueueQuery = {}): Promise<ReportQueuePage> {
  return send(ctx, '/v1/user_reports/queue', { query: query(filters) });
}

/** `PATCH /v1/user_reports/{type}/{id}`: closes every open report on one object, optionally moving it. */
export function resolveObjectReports(
  ctx: ApiContext,
  type: ReportableType,
  id: number,
  resolution: ObjectReportsResolution,
): Promise<ObjectReportsResolved> {
  return send(ctx, path`/v1/user_reports/${type}/${id}`, {
    method: 'PATCH',
    body: { user_report: resolution },
  });
}

/** `PATCH /v1/user_reports/{id}`: moves one report (reopens it with `open`). */
export function updateUserReport(
  ctx: ApiContext,
  id: number,
  change: {
    state: 'open' | 'resolved' | 'dismissed';
    object_state?: ObjectReportsResolution['object_state'];
  },
): Promise<UserReport> {
  return send(ctx, path`/v1/user_reports/${id}`, { method: 'PATCH', body: { user_report: change } });
}

/** `GET /v1/moderation/queue`: held questions and comments of the types the member moderates. */
export function listModerationQueue(
  ctx: ApiContext,
  filters: ModerationQueueQuery = {},
): Promise<ModerationQueuePage> {
  return send(ctx, '/v1/moderation/queue', { query: query(filters) });
}

/** `POST /v1/moderation/queue`: one decision on several held items, all or none. */
export function moderateQueueItems(
  ctx: ApiContext,
  action: ModerationDecision,
  items: { type: 'question' | 'comment'; id: number }[],
): Promise<Out<typeof moderationBulkResponse>> {
  return send(ctx, '/v1/moderation/queue', { method: 'POST', body: { action, items } });
}

/** `POST /v1/moderation/spam_check`: which rule of the spam checks would fire, without posting. */
export function testSpamCheck(ctx: ApiContext, input: SpamCheckInput): Promise<SpamCheckResult> {
  return send(ctx, '/v1/moderation/spam_check', { method: 'POST', body: { spam_check: input } });
}

/** `POST /v1/users/{slug}/spam_all`: suspends a member and hides everything they posted (MANAGE_USERS). */
export function markUserAsSpammer(ctx: ApiContext, slug: string): Promise<SpamAllResult> {
  return send(ctx, path`/v1/users/${slug}/spam_all`, { method: 'POST' });
}
