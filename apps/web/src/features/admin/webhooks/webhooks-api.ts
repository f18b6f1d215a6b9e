// The admin calls of webhooks (issue #32, item 5; docs/webhooks.md): `/v1/admin/webhooks`, ADMINISTRATOR only.
// The answer types are the API's own zod schemas of `@reef/core`.
import { path, request, type ApiContext, type QueryValue, type RequestOptions } from '@reef/client';
import type {
  WebhookCreateBody,
  WebhookUpdateBody,
  webhookDeliveryList,
  webhookDeliveryResponse,
  webhookList,
  webhookResponse,
  webhookWithSecretResponse,
} from '@reef/core';

type Out<T extends { _output: unknown }> = T['_output'];

/** One endpoint as the API answers it. */
export type WebhookEndpoint = Out<typeof webhookResponse>;
/** An endpoint with its secret: the answer of a create, or of an update that rotated the secret. */
export type WebhookEndpointWithSecret = Out<typeof webhookWithSecretResponse>;
/** One page of endpoints. */
export type WebhookEndpointPage = Out<typeof webhookList>;
/** One delivery of the log. */
export type WebhookDelivery = Out<typeof webhookDeliveryResponse>;
/** One page of the delivery log. */
export type WebhookDeliveryPage = Out<typeof webhookDeliveryList>;

const BASE = '/v1/admin/webhooks';

function send<T>(ctx: ApiContext, requestPath: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(ctx.baseUrl, requestPath, {
    token: ctx.token,
    timeoutMs: ctx.timeoutMs,
    fetch: ctx.fetch,
    ...options,
    headers: { ...(typeof ctx.headers === 'function' ? ctx.headers() : ctx.headers), ...options.headers },
    // The admin screen always reads the current rows, never a cached answer.
    init: { ...ctx.init, cache: 'no-store' },
  });
}

/** `GET /v1/admin/webhooks`: endpoints, newest first. */
export function listWebhooks(
  ctx: ApiContext,
  query: Record<string, QueryValue> = {},
): Promise<WebhookEndpointPage> {
  return send(ctx, BASE, { query });
}

/** `POST /v1/admin/webhooks`: the new endpoint with its secret (answered only this once). */
export function createWebhook(
  ctx: ApiContext,
  fields: WebhookCreateBody['webhook'],
): Promise<WebhookEndpointWithSecret> {
  return send(ctx, BASE, { method: 'POST', body: { webhook: fields } });
}

/** `GET /v1/admin/webhooks/{id}`. */
export function getWebhook(ctx: ApiContext, id: number): Promise<WebhookEndpoint> {
  return send(ctx, `${BASE}${path`/${id}`}`);
}

/** `PATCH /v1/admin/webhooks/{id}`; with `rotate_secret: true` the answer carries the new secret. */
export function updateWebhook(
  ctx: ApiContext,
  id: number,
  fields: WebhookUpdateBody['webhook'],
): Promise<WebhookEndpoint & { secret?: string }> {
  return send(ctx, `${BASE}${path`/${id}`}`, { method: 'PATCH', body: { webhook: fields } });
}

/** `DELETE /v1/admin/webhooks/{id}`: the endpoint and its log. */
export function deleteWebhook(ctx: ApiContext, id: number): Promise<WebhookEndpoint> {
  return send(ctx, `${BASE}${path`/${id}`}`, { method: 'DELETE' });
}

/** `POST /v1/admin/webhooks/{id}/pause` or `…/resume`. */
export function setWebhookPaused(ctx: ApiContext, id: number, paused: boolean): Promise<WebhookEndpoint> {
  return send(ctx, `${BASE}${path`/${id}`}/${paused ? 'pause' : 'resume'}`, { method: 'POST' });
}

/** `POST /v1/admin/webhooks/{id}/ping`: queues a `webhook.ping`; answers its delivery. */
export function pingWebhook(ctx: ApiContext, id: number): Promise<WebhookDelivery> {
  return send(ctx, `${BASE}${path`/${id}`}/ping`, { method: 'POST' });
}

/** `GET /v1/admin/webhooks/{id}/deliveries`: the log, newest first. */
export function listWebhookDeliveries(
  ctx: ApiContext,
  id: number,
  query: Record<string, QueryValue> = {},
): Promise<WebhookDeliveryPage> {
  return send(ctx, `${BASE}${path`/${id}`}/deliveries`, { query });
}

/** `POST /v1/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver`: a new delivery of the same body. */
export function redeliverWebhookDelivery(
  ctx: ApiContext,
  id: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  return send(ctx, `${BASE}${path`/${id}/deliveries/${deliveryId}/redeliver`}`, { method: 'POST' });
}
