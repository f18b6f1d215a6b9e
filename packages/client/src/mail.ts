// Calls of the email features: the administrators' outbox, the member's account settings and their
// notification email preferences (schemas in @reef/core's schemas/mail).
import type {
  AccountIdentitiesResponse,
  AccountResponse,
  SsoProviderId,
  MailOutboxDetail,
  MailOutboxItem,
  MailPreferences,
  MailFrequencyName,
  MailStatusName,
  NotificationCategory,
} from '@reef/core';
import type { ApiContext } from './calls.js';
import type { Paginated } from './pagination.js';
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

/** `GET /v1/mail_outbox` (ADMINISTRATOR): queued and sent emails, newest first. */
export function listMailOutbox(
  ctx: ApiContext,
  query: { page?: number; limit?: number; status?: MailStatusName } = {},
): Promise<Paginated<MailOutboxItem>> {
  return send(ctx, '/v1/mail_outbox', { query });
}

/** `GET /v1/mail_outbox/{id}` (ADMINISTRATOR): one email with its HTML and text parts. */
export function getMailOutboxItem(ctx: ApiContext, id: number): Promise<MailOutboxDetail> {
  return send(ctx, path`/v1/mail_outbox/${id}`);
}

/** `POST /v1/mail_outbox/{id}/retry` (ADMINISTRATOR): queues a failed or dead email again. */
export function retryMailOutboxItem(ctx: ApiContext, id: number): Promise<MailOutboxDetail> {
  return send(ctx, path`/v1/mail_outbox/${id}/retry`, { method: 'POST' });
}

/** `GET /v1/account`: the member's address, its confirmation and the rule for unconfirmed members. */
export function getAccount(ctx: ApiContext): Promise<AccountResponse> {
  return send(ctx, '/v1/account');
}

/** `GET /v1/account/identities`: connected sign-in providers and those that can be connected. */
export function getAccountIdentities(ctx: ApiContext): Promise<AccountIdentitiesResponse> {
  return send(ctx, '/v1/account/identities');
}

/** `POST /v1/account/identities`: the address to send the browser to, to connect the provider. */
export function connectAccountIdentity(ctx: ApiContext, provider: SsoProviderId): Promise<{ url: string }> {
  return send(ctx, '/v1/account/identities', { method: 'POST', body: { provider } });
}

/** `DELETE /v1/account/identities/{id}`: disconnects a provider (refused for the only way to sign in). */
export function disconnectAccountIdentity(ctx: ApiContext, id: number): Promise<{ ok: true }> {
  return send(ctx, path`/v1/account/identities/${id}`, { method: 'DELETE' });
}

/** `POST /v1/account/confirmation`: sends a fresh confirmation link. */
export function resendConfirmation(ctx: ApiContext): Promise<{ ok: true }> {
  return send(ctx, '/v1/account/confirmation', { method: 'POST' });
}

/** `PATCH /v1/account/email`: starts a change of address (confirmed by the emailed link). */
export function changeAccountEmail(
  ctx: ApiContext,
  body: { email: string; current_password?: string },
): Promise<AccountResponse> {
  return send(ctx, '/v1/account/email', { method: 'PATCH', body });
}

/** `PATCH /v1/account/password`: signs out every other session and returns a fresh token. */
export function changeAccountPassword(
  ctx: ApiContext,
  body: { current_password: string; password: string },
): Promise<{ jwt: string; expiration: number }> {
  return send(ctx, '/v1/account/password', { method: 'PATCH', body });
}

/** `POST /v1/account/sign_out_everywhere`: signs out every session, this one included. */
export function signOutEverywhere(ctx: ApiContext): Promise<{ ok: true }> {
  return send(ctx, '/v1/account/sign_out_everywhere', { method: 'POST' });
}

/** `GET /v1/account/export`: everything the site holds about the member, as JSON. */
export function exportAccount(ctx: ApiContext): Promise<Record<string, unknown>> {
  return send(ctx, '/v1/account/export');
}

/** `DELETE /v1/account`: deletes the account; content stays, attributed to a deleted member. */
export function deleteAccount(
  ctx: ApiContext,
  body: { current_password: string; confirm: string },
): Promise<{ ok: true }> {
  return send(ctx, '/v1/account', { method: 'DELETE', body });
}

/** `GET /v1/account/notification_preferences`: how often each category is emailed. */
export function getMailPreferences(ctx: ApiContext): Promise<MailPreferences> {
  return send(ctx, '/v1/account/notification_preferences');
}

/** `PATCH /v1/account/notification_preferences` with any subset of the categories. */
export function updateMailPreferences(
  ctx: ApiContext,
  preferences: Partial<Record<NotificationCategory, MailFrequencyName>>,
): Promise<MailPreferences> {
  return send(ctx, '/v1/account/notification_preferences', { method: 'PATCH', body: { preferences } });
}
