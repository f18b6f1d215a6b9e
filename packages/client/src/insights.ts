// Referrals and first-party analytics calls of the dynamic API (/v1).
import type { analyticsSummaryResponse, referralSummaryResponse } from '@reef/core';
import type { ApiContext } from './calls.js';
import { path, request } from './request.js';

type Out<T extends { _output: unknown }> = T['_output'];

/** A member's referral code and the sign-ups through it. */
export type ReferralSummary = Out<typeof referralSummaryResponse>;
/** Daily counts and top content for administrators. */
export type AnalyticsSummary = Out<typeof analyticsSummaryResponse>;

function send<T>(ctx: ApiContext, requestPath: string, query?: Record<string, number>): Promise<T> {
  return request<T>(ctx.baseUrl, requestPath, {
    token: ctx.token,
    timeoutMs: ctx.timeoutMs,
    fetch: ctx.fetch,
    init: ctx.init,
    query,
  });
}

/** `GET /v1/users/{slug}/referrals`: the member's referral code and how many signed up with it. */
export function getReferrals(ctx: ApiContext, slug: string): Promise<ReferralSummary> {
  return send(ctx, path`/v1/users/${slug}/referrals`);
}

/** `GET /v1/analytics/summary?days=`: administrators only. */
export function getAnalyticsSummary(ctx: ApiContext, days = 30): Promise<AnalyticsSummary> {
  return send(ctx, '/v1/analytics/summary', { days });
}
