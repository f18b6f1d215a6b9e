// Calls of an admin resource, built from its descriptor (`@reef/core` admin resources): the path under /v1, the
// body wrapper, and the answer types of its zod schemas. The generic admin screens use these; a bespoke screen
// adds its own call beside them.
import type {
  AdminAttentionResponse,
  leadDeliveryList,
  leadList,
  AdminResource,
  AdminSchemas,
  checkJsonResponse,
  contentVersionList,
  contentVersionResponse,
  CustomTokenCreateBody,
  customTokenCreatedResponse,
  customTokenResponse,
  distributionVersionResponse,
  regenerationResponse,
} from '@reef/core';
import type { ApiContext } from './calls.js';
import { path, request, type QueryValue, type RequestOptions } from './request.js';

// Output type of a zod schema without depending on zod here.
type Out<T extends { _output: unknown }> = T['_output'];

/** How an object of a resource is addressed: its id or key, or its type and slug (pages, posts). */
export type AdminObjectRef = string | number | { type: string; slug: string };

/** The address of one object of `resource` under /v1. */
export function adminObjectPath(resource: Pick<AdminResource, 'path'>, ref: AdminObjectRef): string {
  return typeof ref === 'object'
    ? `/v1/${resource.path}${path`/${ref.type}/${ref.slug}`}`
    : `/v1/${resource.path}${path`/${ref}`}`;
}

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

/** One page of a resource's list; `query` carries its filters, search, sort, `page` and `limit`. */
export function listAdminResource<W extends string, S extends AdminSchemas>(
  ctx: ApiContext,
  resource: AdminResource<W, S>,
  query: Record<string, QueryValue> = {},
): Promise<Out<S['list']>> {
  return send(ctx, `/v1/${resource.path}`, { query });
}

/** One object of a resource. */
export function findAdminResource<W extends string, S extends AdminSchemas>(
  ctx: ApiContext,
  resource: AdminResource<W, S>,
  ref: AdminObjectRef,
): Promise<Out<S['item']>> {
  return send(ctx, adminObjectPath(resource, ref));
}

/** Creates an object: the fields are sent under the resource's wrapper (`{ tag: {…} }`). */
export function createAdminResource<W extends string, S extends AdminSchemas>(
  ctx: ApiContext,
  resource: AdminResource<W, S>,
  fields: Record<string, unknown>,
): Promise<Out<S['item']>> {
  return send(ctx, `/v1/${resource.path}`, {
    method: 'POST',
    body: { [resource.wrapper]: fields },
  });
}

/** Options of an update. */
export type AdminUpdateOptions = {
  /**
   * The `updated_at` of the object as the editor loaded it, sent as `If-Match: "<updated_at>"`: the API refuses the
   * save with 409 when the object changed since (another admin saved first) instead of overwriting that change.
   */
  expectedUpdatedAt?: string | null;
};

/** Updates an object with the changed fields, under the resource's wrapper. */
export function updateAdminResource<W extends string, S extends AdminSchemas>(
  ctx: ApiContext,
  resource: AdminResource<W, S>,
  ref: AdminObjectRef,
  fields: Record<string, unknown>,
  options: AdminUpdateOptions = {},
): Promise<Out<S['item']>> {
  return send(ctx, adminObjectPath(resource, ref), {
    method: 'PATCH',
    body: { [resource.wrapper]: fields },
    headers: options.expectedUpdatedAt ? { 'if-match': `"${options.expectedUpdatedAt}"` } : undefined,
  });
}

/** Deletes an object. */
export async function deleteAdminResource(
  ctx: ApiContext,
  resource: Pick<AdminResource, 'path'>,
  ref: AdminObjectRef,
): Promise<void> {
  await send(ctx, adminObjectPath(resource, ref), { method: 'DELETE' });
}

/** A custom token as its create call answers it: the only time `token`, the secret, is sent. */
export type CreatedCustomToken = Out<typeof customTokenCreatedResponse>;
/** A custom token as lists show it (never the secret). */
export type CustomToken = Out<typeof customTokenResponse>;

/** `POST /v1/custom_tokens`: a new token; its secret is in this answer and never again. */
export function createCustomToken(
  ctx: ApiContext,
  fields: CustomTokenCreateBody['custom_token'],
): Promise<CreatedCustomToken> {
  return send(ctx, '/v1/custom_tokens', { method: 'POST', body: { custom_token: fields } });
}

/** `DELETE /v1/custom_tokens/{id}`: revokes a token (it stops working at once). */
export function revokeCustomToken(ctx: ApiContext, id: number): Promise<CustomToken> {
  return send(ctx, path`/v1/custom_tokens/${id}`, { method: 'DELETE' });
}

/** One version of a distribution. */
export type DistributionVersion = Out<typeof distributionVersionResponse>;

/** `GET /v1/distributions/{id}/version`: every version of a distribution. */
export async function listDistributionVersions(
  ctx: ApiContext,
  distribution: string | number,
): Promise<DistributionVersion[]> {
  const answer = await send<{ data: DistributionVersion[] }>(
    ctx,
    path`/v1/distributions/${distribution}/version`,
  );
  return answer.data;
}

/** `POST /v1/distributions/{id}/version`: adds a version. */
export function addDistributionVersion(
  ctx: ApiContext,
  distribution: string | number,
  version: { version: string; name?: string; is_active?: boolean },
): Promise<DistributionVersion> {
  return send(ctx, path`/v1/distributions/${distribution}/version`, { method: 'POST', body: { version } });
}

/** `PATCH /v1/distributions/{id}/version/{version}`: renames, (de)activates or renumbers one version. */
export function updateDistributionVersion(
  ctx: ApiContext,
  distribution: string | number,
  version: string,
  changes: { version?: string; name?: string; is_active?: boolean },
): Promise<DistributionVersion> {
  return send(ctx, path`/v1/distributions/${distribution}/version/${version}`, {
    method: 'PATCH',
    body: { version: changes },
  });
}

/** What a regeneration asked the web app to refresh, and what the web app answered. */
export type RegenerationResult = Out<typeof regenerationResponse>;

/** `POST /v1/regeneration` (MANAGE_REGENERATION): revalidates these site paths and cache tags now. */
export function regenerate(
  ctx: ApiContext,
  target: { paths?: string[]; tags?: string[] },
): Promise<RegenerationResult> {
  return send(ctx, '/v1/regeneration', {
    method: 'POST',
    body: { paths: target.paths ?? [], tags: target.tags ?? [] },
  });
}

/** `POST /v1/regeneration/geo_ip` (MANAGE_REGENERATION): refreshes the region-dependent pages. */
export function regenerateGeoIp(ctx: ApiContext): Promise<RegenerationResult> {
  return send(ctx, '/v1/regeneration/geo_ip', { method: 'POST' });
}

/** `PATCH /v1/partners/update-order` (MANAGE_PARTNERS): the listed partners first, in this order. */
export function reorderPartners(ctx: ApiContext, order: readonly number[]): Promise<{ order: number[] }> {
  return send(ctx, '/v1/partners/update-order', { method: 'PATCH', body: { order } });
}

/** A saved version of a static page or post (one per save). */
export type ContentVersion = Out<typeof contentVersionResponse>;
export type ContentVersionSummary = Out<typeof contentVersionList>['data'][number];

/** `GET /v1/{static_pages|posts}/{type}/{slug}/versions`: every saved version, newest first. */
export async function listContentVersions(
  ctx: ApiContext,
  resource: Pick<AdminResource, 'path'>,
  ref: { type: string; slug: string },
): Promise<ContentVersionSummary[]> {
  const list = await send<Out<typeof contentVersionList>>(ctx, `${adminObjectPath(resource, ref)}/versions`);
  return list.data;
}

/** `GET …/versions/{n}`: one version with the whole page or post as it was saved. */
export function findContentVersion(
  ctx: ApiContext,
  resource: Pick<AdminResource, 'path'>,
  ref: { type: string; slug: string },
  number: number,
): Promise<ContentVersion> {
  return send(ctx, `${adminObjectPath(resource, ref)}${path`/versions/${String(number)}`}`);
}

/** `POST …/versions/{n}/restore`: a new save with that version's content (409 when the object changed since). */
export function restoreContentVersion<T>(
  ctx: ApiContext,
  resource: Pick<AdminResource, 'path'>,
  ref: { type: string; slug: string },
  number: number,
  options: AdminUpdateOptions = {},
): Promise<T> {
  return send(ctx, `${adminObjectPath(resource, ref)}${path`/versions/${String(number)}/restore`}`, {
    method: 'POST',
    headers: options.expectedUpdatedAt ? { 'if-match': `"${options.expectedUpdatedAt}"` } : undefined,
  });
}

/** `POST /v1/static_pages/check_json` (MANAGE_STATIC_PAGES): every problem of a page object, by path. */
export function checkStaticPageJson(ctx: ApiContext, page: unknown): Promise<Out<typeof checkJsonResponse>> {
  return send(ctx, '/v1/static_pages/check_json', { method: 'POST', body: page });
}

/** `POST /v1/partners/{id}/logo` (MANAGE_PARTNERS): uploads a logo (base64); the server re-encodes it. */
export function uploadPartnerLogo(
  ctx: ApiContext,
  id: number,
  base64: string,
): Promise<Record<string, unknown>> {
  return send(ctx, path`/v1/partners/${id}/logo`, { method: 'POST', body: { logo: { data: base64 } } });
}

/** `DELETE /v1/partners/{id}/logo` (MANAGE_PARTNERS): removes the uploaded logo. */
export function removePartnerLogo(ctx: ApiContext, id: number): Promise<Record<string, unknown>> {
  return send(ctx, path`/v1/partners/${id}/logo`, { method: 'DELETE' });
}

/** A form's leads (MANAGE_MARKETING), newest first. */
export type LeadList = Out<typeof leadList>;
/** A form's webhook deliveries with their attempt logs (MANAGE_MARKETING), newest first. */
export type LeadDeliveryList = Out<typeof leadDeliveryList>;

/** `GET /v1/marketing_forms/{id}/leads` (MANAGE_MARKETING): one page of a form's leads; `q` searches the answers. */
export function listLeads(
  ctx: ApiContext,
  formId: number | string,
  query: { page?: number; limit?: number; q?: string } = {},
): Promise<LeadList> {
  return send(ctx, path`/v1/marketing_forms/${formId}/leads`, { query });
}

/** `GET /v1/marketing_forms/{id}/leads.csv` (MANAGE_MARKETING): every lead of a form as CSV text. */
export function exportLeadsCsv(ctx: ApiContext, formId: number | string): Promise<string> {
  return send(ctx, path`/v1/marketing_forms/${formId}/leads.csv`, { headers: { accept: 'text/csv' } });
}

/** `GET /v1/marketing_forms/{id}/deliveries` (MANAGE_MARKETING): one page of a form's webhook deliveries. */
export function listLeadDeliveries(
  ctx: ApiContext,
  formId: number | string,
  query: { page?: number; limit?: number; status?: string } = {},
): Promise<LeadDeliveryList> {
  return send(ctx, path`/v1/marketing_forms/${formId}/deliveries`, { query });
}

/** One queue of the admin home's "needs attention now". */
export type AdminAttentionItem = AdminAttentionResponse['data'][number];

/** `GET /v1/admin_attention`: the queues the member may clear, with how many items wait in each. */
export async function getAdminAttention(ctx: ApiContext): Promise<AdminAttentionItem[]> {
  return (await send<AdminAttentionResponse>(ctx, '/v1/admin_attention')).data;
}
