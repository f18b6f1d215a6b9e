// The OpenAPI document as a product (issue #10, part 8). Every operation is completed from data every
// route has, its method, URL and config, so a new route file or an admin resource mounted from a
// descriptor is documented without extra work:
// - a stable, readable operationId (`listTutorials`, `getTutorial`, `createComment`) for SDK generators;
// - the security its rule really needs (see securityOf);
// - the error responses it can really produce, each a reference to one shared error body;
// - one tag per resource, and examples on the main payloads (openapi-examples.ts).
// The route-table test snapshots the operationIds; openapi-lint.test.ts runs Redocly's recommended rules.
import { ADMIN_RESOURCES, errorResponse } from '@reef/core';
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteRule } from './route-rules.js';
import { openapiExamples } from './openapi-examples.js';
import { webhookDocuments } from './openapi-webhooks.js';

type Json = Record<string, unknown>;
type SwaggerDocumentObject = Parameters<SwaggerTransformObject>[0];
type OpenapiDocument = ReturnType<SwaggerTransformObject>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type SecurityRequirement = Record<string, string[]>;

/** What the document needs to know about a route. */
export type RouteFacts = {
  method: string;
  url: string;
  config?: { rule?: RouteRule; isPublic?: boolean; rateLimit?: unknown };
  schema?: {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    headers?: unknown;
    operationId?: string;
  };
};

/** The security schemes of the API (how tokens really travel: see platform/auth/hook.ts). */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Authorization: Bearer <token>, where the token is a session JWT from signing in (POST /v1/auth/login or the ' +
      '/v1/login page), or a custom token (reef_ct_…) an administrator created. A custom token acts with its own ' +
      'permissions, never as its owner’s account, and cannot refresh or end a session. No cookie signs a request in.',
  },
  mailEventsSecret: {
    type: 'apiKey',
    in: 'header',
    name: 'x-mail-events-secret',
    description: 'MAIL_EVENTS_SECRET, shared with the mail provider that posts bounces and complaints.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'Authorization: Bearer <METRICS_TOKEN>; without it only a loopback client not behind a proxy may read.',
  },
} as const;

/** Routes whose access is not the route rule's (they check a credential of their own). */
const SECURITY_OVERRIDES: Record<string, SecurityRequirement[]> = {
  'GET /metrics': [{}, { metricsToken: [] }],
  'POST /v1/mail/events': [{ mailEventsSecret: [] }],
};

/** Routes that check a credential of their own answer 403 without it. */
const OWN_CREDENTIAL_STATUSES: Record<string, number[]> = { 'GET /metrics': [403] };

/**
 * Operation ids the derivation would not name well (actions, two routes that differ only by a
 * parameter). Everything else is derived: change none of these, an SDK's method names depend on them.
 */
const OPERATION_IDS: Record<string, string> = {
  'GET /health': 'getHealth',
  'GET /ready': 'getReadiness',
  'GET /metrics': 'getMetrics',
  'POST /v1/auth/register': 'register',
  'POST /v1/auth/login': 'logIn',
  'POST /v1/refresh': 'refreshSession',
  'POST /v1/logout': 'logOut',
  'POST /v1/header': 'getSiteHeader',
  'GET /v1/login': 'showLoginPage',
  'POST /v1/login': 'submitLoginPage',
  'GET /v1/login/forgot': 'showForgotPasswordPage',
  'POST /v1/login/forgot': 'submitForgotPasswordPage',
  'GET /v1/login/reset': 'showResetPasswordPage',
  'POST /v1/login/reset': 'submitResetPasswordPage',
  'GET /v1/login/confirm': 'showConfirmEmailPage',
  'POST /v1/login/confirm': 'submitConfirmEmailPage',
  'GET /v1/mail/unsubscribe': 'showUnsubscribePage',
  'POST /v1/mail/unsubscribe': 'unsubscribeFromMail',
  'POST /v1/mail/events': 'receiveMailEvents',
  'POST /v1/account/confirmation': 'resendAccountConfirmation',
  'POST /v1/account/sign_out_everywhere': 'signOutEverywhere',
  'GET /v1/account/export': 'exportAccount',
  'GET /v1/marketing_forms/:id/leads.csv': 'exportMarketingFormLeads',
  'GET /v1/comments/:type/:id': 'listThreadComments',
  'GET /content/v1/comments/:type/:id': 'listContentThreadComments',
  'GET /v1/distributions/:id/version': 'listDistributionVersions',
  'POST /v1/distributions/:id/version': 'createDistributionVersion',
  'PATCH /v1/distributions/:id/version': 'updateDistributionVersions',
  'GET /v1/distributions/:id/version/:version': 'getDistributionVersion',
  'PATCH /v1/distributions/:id/version/:version': 'updateDistributionVersion',
  'POST /v1/distributions/:id/version/:version': 'copyDistributionVersion',
  'PATCH /v1/partners/update-order': 'reorderPartners',
  'GET /v1/mail_outbox': 'listOutboxMail',
  'GET /v1/mail_outbox/:id': 'getOutboxMail',
  'GET /v1/login/sso/:provider': 'startSingleSignOn',
  'GET /v1/login/sso/:provider/callback': 'finishSingleSignOn',
  'POST /v1/account/identities': 'connectAccountIdentity',
  'POST /v1/mail_outbox/:id/retry': 'retryOutboxMail',
  'POST /v1/moderation/queue/:type/:id': 'moderateQueueItem',
  'POST /v1/regeneration': 'regenerateSite',
  'POST /v1/regeneration/geo_ip': 'regenerateGeoIp',
  'POST /v1/static_pages/check_json': 'checkStaticPageJson',
  'GET /v1/upvotes/:type/:id': 'getUpvote',
  'POST /v1/upvotes/:type/:id': 'upvote',
  'DELETE /v1/upvotes/:type/:id': 'removeUpvote',
  'GET /content/v1/upvotes/:type/:id': 'listContentUpvotes',
  'GET /v1/user_reports/:type/:id/:reason': 'getUserReportByTarget',
  'GET /v1/user_viewed/:id': 'getUserViewed',
  'POST /v1/user_viewed/:id': 'markUserViewed',
  'POST /v1/posts/:type/:slug/versions/:number/restore': 'restorePostVersion',
  'POST /v1/static_pages/:type/:slug/versions/:number/restore': 'restoreStaticPageVersion',
  'POST /v1/users/:slug/disable': 'disableUser',
  'POST /v1/users/:slug/enable': 'enableUser',
  'POST /v1/users/:slug/archive': 'archiveUser',
  'POST /v1/users/:slug/spam_all': 'markUserContentAsSpam',
  'POST /v1/users/:slug/sign_out_everywhere': 'signOutUserEverywhere',
  'GET /v1/users/:slug/pending': 'listUserPendingContributions',
  'POST /v1/users/:slug/notifications/read': 'markAllNotificationsRead',
  'POST /v1/users/:slug/notifications/read/:id': 'markNotificationRead',
  'GET /v1/users/:slug/subscriptions/:type': 'listUserSubscriptionsOfType',
  'DELETE /v1/users/:slug/subscriptions/:type': 'deleteUserSubscriptionsOfType',
  'GET /v1/tutorial-series/:id/completed_tutorials': 'listCompletedSeriesTutorials',
  'POST /v1/tutorial-series/:id/completed_tutorials': 'markSeriesTutorialCompleted',
  'DELETE /v1/tutorial-series/:id/completed_tutorials': 'unmarkSeriesTutorialCompleted',
  'GET /content/v1/questions/tutorial/:id': 'listContentTutorialQuestions',
  'GET /content/v1/tutorial-collections/tutorial/:id': 'listContentTutorialCollectionsOfTutorial',
  'GET /content/v1/search': 'searchContent',
  'GET /content/v1/search/tags': 'searchContentTags',
  'GET /content/v1/images': 'getContentImage',
};

/**
 * The server-rendered pages (sign-in, password reset, email confirmation, unsubscribe): their answers
 * are HTML or a redirect, not JSON, so their routes declare no response schema. Status → meaning.
 */
const PAGE_RESPONSES: Record<string, Record<number, string>> = {
  'GET /v1/login': { 200: 'The sign-in or registration page.' },
  'POST /v1/login': {
    303: 'Signed in: to success_redirect with jwt and expiration; refused: to error_redirect with the reason.',
    403: 'The form expired (CSRF): the page again.',
    422: 'The page again, saying what to fix.',
  },
  'GET /v1/login/forgot': { 200: 'The "forgot password?" page.' },
  'POST /v1/login/forgot': {
    200: 'The "check your email" page (the same whether or not an account uses the address).',
    403: 'The form expired (CSRF): the page again.',
    422: 'The page again, saying what to fix.',
  },
  'GET /v1/login/reset': { 200: 'The new-password page.', 410: 'The link is invalid, used or expired.' },
  'POST /v1/login/reset': {
    303: 'Password changed and signed in: to success_redirect with jwt and expiration.',
    403: 'The form expired (CSRF): the page again.',
    410: 'The link is invalid, used or expired.',
    422: 'The page again, saying what to fix.',
  },
  'GET /v1/login/confirm': {
    200: 'The page asking for a click to confirm.',
    410: 'The link is invalid, used or expired.',
  },
  'POST /v1/login/confirm': {
    200: 'Confirmed.',
    403: 'The form expired (CSRF): the page again.',
    409: 'The address is now used by another account.',
    410: 'The link is invalid, used or expired.',
  },
  'GET /v1/mail/unsubscribe': {
    200: 'The page asking for a click to unsubscribe.',
    404: 'The link is invalid.',
  },
  'POST /v1/mail/unsubscribe': { 200: 'Unsubscribed (a page saying so).', 404: 'The link is invalid.' },
  'GET /v1/login/sso/:provider': {
    303: 'To the provider’s sign-in page (a connect link that expired: back to the account settings).',
    503: 'The provider cannot be reached: the sign-in page with the reason.',
  },
  'GET /v1/login/sso/:provider/callback': {
    303: 'Signed in: to success_redirect with jwt and expiration; a connect from the settings: back to them.',
    400: 'The sign-in page with the reason: the flow was lost, replayed or cancelled.',
    403: 'The account is disabled: the sign-in page with the reason.',
    422: 'The provider gave no verified address: the sign-in page with the reason.',
    502: 'The provider’s answer failed the checks: the sign-in page with the reason.',
  },
};

const SEGMENT_WORDS = /[-_]/;

/** Nouns whose plural is the singular, naming a collection (`GET /v1/tutorial-series` lists). */
const COLLECTION_NOUNS = /(^|[-_])(series|mail_outbox|audit_log|queue)$/;
/** Nouns ending in s that name one object (`GET /v1/account/notification_preferences` gets it). */
const ONE_OBJECT_NOUNS = /(stats|preferences|analytics|status)$/;

function pascal(segment: string): string {
  return segment
    .split(SEGMENT_WORDS)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** The singular of a URL noun (`tutorials` → `tutorial`, `tutorial-series` stays). */
function singular(word: string): string {
  if (/series$|news$/.test(word) || ONE_OBJECT_NOUNS.test(word)) return word;
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|us)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('*');

/** The route's key in the override tables: `GET /v1/tutorials/:id`. */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/\/$/, '') || '/'}`;
}

/**
 * The operation's id, derived from the method and the URL: `GET /v1/tutorials` → `listTutorials`,
 * `GET /v1/tutorials/:id` → `getTutorial`, `POST /v1/comments` → `createComment`,
 * `GET /v1/tutorials/:id/versions` → `listTutorialVersions`, `POST /v1/search/tutorials` →
 * `searchTutorials`; the static-content tree says `Content` (`getContentTutorial`). An id in the
 * route's schema, then the override table, win over the derivation.
 */
export function operationIdOf(route: Pick<RouteFacts, 'method' | 'url' | 'schema'>): string {
  const explicit = route.schema?.operationId ?? OPERATION_IDS[routeKey(route.method, route.url)];
  if (explicit) return explicit;
  const method = route.method.toUpperCase() as Method;
  const content = route.url.startsWith('/content/');
  const segments = route.url
    .replace(/^\/(content\/)?v1(\/|$)/, '/')
    .split('/')
    .filter(Boolean);
  const endsWithParam = segments.length > 0 && isParam(segments.at(-1)!);
  // Each static segment is a noun; one followed by a parameter names one object of its collection.
  const nouns = segments.flatMap((segment, i) => {
    if (isParam(segment)) return [];
    const isItem = i + 1 < segments.length && isParam(segments[i + 1]!);
    return [{ segment, isItem }];
  });
  const last = nouns.at(-1)?.segment ?? 'root';
  const lastIsCollection = !endsWithParam && (COLLECTION_NOUNS.test(last) || singular(last) !== last);
  let verb: string;
  if (nouns[0]?.segment === 'search' && nouns.length > 1) verb = 'search';
  else if (method === 'GET') verb = endsWithParam || !lastIsCollection ? 'get' : 'list';
  else if (method === 'POST') verb = endsWithParam ? 'update' : lastIsCollection ? 'create' : 'post';
  else if (method === 'DELETE') verb = 'delete';
  else verb = 'update';
  const words = nouns
    .filter((n) => !(verb === 'search' && n.segment === 'search'))
    .map((n, i, all) => {
      const isLast = i === all.length - 1;
      // A list keeps its last noun plural; everything else names one object.
      if (isLast && verb === 'list') return pascal(n.segment);
      if (isLast && verb === 'search') return pascal(n.segment);
      return n.isItem || isLast ? pascal(singular(n.segment)) : pascal(n.segment);
    });
  return `${verb}${content ? 'Content' : ''}${words.join('')}`;
}

/** The tag of an admin resource's path, when its descriptor documents it under another (the spam lists). */
const ADMIN_TAGS = new Map(
  ADMIN_RESOURCES.flatMap((r) => (r.docs.tag ? [[r.path, r.docs.tag] as const] : [])),
);

/** The resource a route belongs to, as its tag (the URL's first noun; a member's nested resources their own). */
export function tagOf(url: string): string {
  const segments = url
    .replace(/^\/(content\/)?v1(\/|$)/, '/')
    .split('/')
    .filter(Boolean);
  if (!url.startsWith('/v1') && !url.startsWith('/content/')) return 'system';
  // The admin namespace groups routes by who may call them; the tag still names the resource.
  if (segments[0] === 'admin' && segments.length > 1) segments.shift();
  const first = segments[0] ?? 'system';
  if (
    first === 'users' &&
    segments[2] &&
    ['notifications', 'subscriptions', 'referrals'].includes(segments[2])
  )
    return segments[2];
  if (['auth', 'login', 'refresh', 'logout', 'header'].includes(first)) return 'session';
  return ADMIN_TAGS.get(first) ?? first;
}

/**
 * What every tag holds, for the document's tag list (a tag without an entry gets its name): the admin resources'
 * from their descriptors (`docs`), then the others.
 */
const TAG_DESCRIPTIONS: Record<string, string> = {
  ...Object.fromEntries(ADMIN_RESOURCES.map((r) => [r.docs.tag ?? r.path, r.docs.description])),
  system: 'Liveness, readiness and metrics of the API process.',
  session:
    'Registering, signing in and out, refreshing the session token, and the server-rendered sign-in pages.',
  account:
    'The signed-in member’s own account: email, password, confirmation, preferences, export, deletion.',
  tutorials: 'Tutorials: writing, editing, versions, and their published copies in the static-content API.',
  questions: 'Questions of the Q&A community.',
  comments: 'Comments and answers on tutorials, questions and tools, threads, and the comment list.',
  users: 'Member profiles, avatars, contributions, and moderation of members.',
  notifications: 'A member’s notifications.',
  subscriptions: 'What a member follows (questions, tags, tutorials…).',
  referrals: 'Members a member referred.',
  upvotes: 'Upvotes on content.',
  search: 'Full-text search over content, tags and members.',
  analytics: 'Page analytics events and their summary.',
  moderation: 'The moderation queue of held content.',
  user_reports: 'Reports members file on content or members.',
  user_viewed: 'What a member has seen (for unread markers).',
  audit_log: 'The audit log of administrative actions.',
  mail_outbox: 'Queued and sent email, and retrying a failed delivery.',
  mail: 'Unsubscribe links in email and the mail provider’s delivery events.',
  regeneration: 'Regenerating the cached public site.',
  images: 'Resized images from allowed origins.',
  webhooks:
    'Endpoints that receive signed, versioned domain events (ADMINISTRATOR), their delivery log, and the events themselves (the document’s `webhooks`).',
};

/** The document's tag list: one entry per tag the operations use, sorted, each with a description. */
function tagList(used: Iterable<string>): { name: string; description: string }[] {
  return [...new Set(used)]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name.replace(/[-_]/g, ' ') }));
}

/**
 * The security requirement of a route, from its rule:
 * - the token is never read (the static-content tree, health, docs) → `[]`;
 * - public, but a token changes the answer (abilities, is_upvoted…) → anonymous or bearer: `[{}, {bearer}]`;
 * - member, owner or permission → bearer.
 */
export function securityOf(route: RouteFacts): SecurityRequirement[] {
  const override = SECURITY_OVERRIDES[routeKey(route.method, route.url)];
  if (override) return override;
  const { rule, isPublic } = route.config ?? {};
  if (isPublic) return [];
  if (!rule || rule.auth === 'public') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

/** Whether a token may be refused on the route (an invalid token is a 401 even where none is needed). */
function readsToken(route: RouteFacts): boolean {
  return !route.config?.isPublic;
}

/**
 * The error statuses a route can produce, besides those it declares itself: 400 for any input
 * (validation, and the NUL guard on every query string), 413/415/422 for a body (size, content type, a reference to nothing), 401 wherever a
 * token is read, 403 for a route that needs more than a public rule, 404 for a route with a subject
 * (path parameters), 429 where a rate limit applies.
 */
export function errorStatusesOf(route: RouteFacts, options: { rateLimitEnabled: boolean }): number[] {
  const { schema = {}, config = {} } = route;
  const method = route.method.toUpperCase();
  const statuses = new Set<number>();
  // Any route: the input guard refuses a NUL character in the query string (platform/lib/input-guards.ts).
  statuses.add(400);
  if (schema.body) [413, 415, 422].forEach((s) => statuses.add(s));
  if (readsToken(route)) statuses.add(401);
  if (config.rule && config.rule.auth !== 'public') statuses.add(403);
  if (schema.params) statuses.add(404);
  const limited =
    config.rateLimit === false
      ? false
      : config.rateLimit
        ? true
        : options.rateLimitEnabled && method !== 'GET' && method !== 'HEAD';
  if (limited) statuses.add(429);
  for (const status of OWN_CREDENTIAL_STATUSES[routeKey(method, route.url)] ?? []) statuses.add(status);
  return [...statuses].sort();
}

/** Names and meanings of the error statuses (each a shared response in components). */
const ERROR_RESPONSES: Record<number, [name: string, description: string, code: string, message: string]> = {
  400: [
    'BadRequest',
    'The request is invalid; details name each field.',
    'validation_error',
    'The request is invalid',
  ],
  401: [
    'Unauthorized',
    'No token, or a token that is invalid, expired or revoked.',
    'unauthorized',
    'Authentication required',
  ],
  403: ['Forbidden', 'Signed in, but not allowed to do this.', 'forbidden', 'You are not allowed to do this'],
  404: ['NotFound', 'No such object (or not visible to you).', 'not_found', 'Not found'],
  409: [
    'Conflict',
    'Conflicts with an existing object (a unique field is taken), or the object changed since the `If-Match` version was read (`edit_conflict`).',
    'conflict',
    'The slug is taken',
  ],
  413: [
    'PayloadTooLarge',
    'The request body is too large.',
    'payload_too_large',
    'The request body is too large',
  ],
  414: [
    'UriTooLong',
    'A path parameter is too long.',
    'uri_too_long',
    'A path parameter is longer than 500 characters',
  ],
  415: [
    'UnsupportedMediaType',
    'The body’s content type is not accepted.',
    'unsupported_media_type',
    'Unsupported content type',
  ],
  422: [
    'UnprocessableEntity',
    'Well formed, but refers to something that does not exist or breaks a rule.',
    'unprocessable_entity',
    'The request refers to something that does not exist',
  ],
  429: [
    'TooManyRequests',
    'Rate limited; retry after the Retry-After header’s seconds.',
    'rate_limited',
    'Too many requests; retry in 1 minute',
  ],
  502: ['BadGateway', 'The upstream server failed.', 'bad_gateway', 'The origin answered with an error'],
  503: [
    'ServiceUnavailable',
    'Temporarily unavailable; retry after the Retry-After header’s seconds.',
    'service_unavailable',
    'The service is unavailable; retry shortly',
  ],
  504: [
    'GatewayTimeout',
    'The upstream server did not answer in time.',
    'gateway_timeout',
    'The origin did not answer in time',
  ],
};

function htmlResponse(description: string) {
  return { description, content: { 'text/html': { schema: z.string() } } };
}

/** The per-route transform: the zod schemas to JSON Schema, plus operationId, tags, security and errors. */
export function createOpenapiTransform(options: { rateLimitEnabled: boolean }) {
  return (input: Parameters<typeof jsonSchemaTransform>[0]) => {
    const route = (input as { route?: RouteOptions }).route;
    const schema = (input.schema ?? {}) as Json & RouteFacts['schema'] & { hide?: boolean; response?: Json };
    if (!route || schema.hide) return jsonSchemaTransform(input);
    const facts: RouteFacts = {
      method: [route.method].flat()[0]!,
      url: input.url,
      config: route.config as RouteFacts['config'],
      schema,
    };
    const response: Json = { ...(schema.response ?? {}) };
    for (const [status, description] of Object.entries(
      PAGE_RESPONSES[routeKey(facts.method, facts.url)] ?? {},
    ))
      response[status] ??=
        Number(status) === 303 ? z.null().describe(description) : htmlResponse(description);
    if (routeKey(facts.method, facts.url) === 'GET /metrics')
      response[200] ??= {
        description: 'The metrics in the Prometheus text format.',
        content: { 'text/plain': { schema: z.string() } },
      };
    for (const status of errorStatusesOf(facts, options)) response[status] ??= errorResponse;
    const security = securityOf(facts);
    const rule = facts.config?.rule;
    const needs =
      rule?.auth === 'permission'
        ? `Needs one of the permissions ${rule.anyOf.join(', ')} (ADMINISTRATOR implies all).`
        : rule?.auth === 'owner'
          ? 'Only the member it belongs to, or a manager of its kind.'
          : rule?.auth === 'member'
            ? 'Any signed-in member.'
            : undefined;
    const description = [schema.description, needs].filter(Boolean).join('\n\n') || undefined;
    return jsonSchemaTransform({
      ...input,
      schema: {
        ...schema,
        operationId: operationIdOf(facts),
        tags: [tagOf(input.url)],
        security,
        ...(description ? { description } : {}),
        response,
      },
    });
  };
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Drops `anyOf` branches that accept anything (zod's `unknown().nullable()`), which say nothing. */
function tidySchemas(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(tidySchemas);
  if (!isPlainObject(value)) return;
  const anyOf = value.anyOf;
  if (Array.isArray(anyOf) && anyOf.some((b) => isPlainObject(b) && Object.keys(b).length === 0))
    delete value.anyOf;
  Object.values(value).forEach(tidySchemas);
}

/** The whole-document transform: shared error responses, tag list, security schemes, examples. */
export function createOpenapiTransformObject() {
  let errorJson: string | undefined;
  return (document: SwaggerDocumentObject): OpenapiDocument => {
    if (!('openapiObject' in document)) throw new Error('The API documents itself as OpenAPI 3');
    const doc = document.openapiObject as Json & {
      paths?: Record<string, Record<string, Json>>;
      components?: Json;
    };
    // The error body as the per-route transform renders it: responses equal to it become references.
    errorJson ??= JSON.stringify(
      (
        jsonSchemaTransform({
          schema: { response: { 400: errorResponse } },
          url: '/',
          openapiObject: doc,
        } as never) as { schema: { response: Record<string, unknown> } }
      ).schema.response[400],
    );
    const usedTags: string[] = [];
    const usedErrors = new Set<number>();
    for (const operations of Object.values(doc.paths ?? {})) {
      for (const operation of Object.values(operations)) {
        usedTags.push(...((operation.tags as string[] | undefined) ?? []));
        const responses = (operation.responses ?? {}) as Record<string, Json>;
        for (const [status, response] of Object.entries(responses)) {
          const known = ERROR_RESPONSES[Number(status)];
          const media = (response.content as Record<string, { schema?: unknown }> | undefined)?.[
            'application/json'
          ];
          if (!known || JSON.stringify(media?.schema) !== errorJson) continue;
          responses[status] = { $ref: `#/components/responses/${known[0]}` };
          usedErrors.add(Number(status));
        }
        tidySchemas(operation);
        openapiExamples.apply(operation);
      }
    }
    const responses = Object.fromEntries(
      [...usedErrors].sort().map((status) => {
        const [name, description, code, message] = ERROR_RESPONSES[status]!;
        const example =
          status === 400
            ? {
                error: {
                  code,
                  message,
                  details: [
                    {
                      path: 'body.question.title',
                      message: 'Too small: expected string to have >=10 characters',
                      code: 'too_small',
                    },
                  ],
                },
              }
            : { error: { code, message } };
        const headers =
          status === 429 || status === 503
            ? {
                'retry-after': {
                  description: 'Seconds to wait before retrying',
                  schema: { type: 'integer' as const },
                },
              }
            : undefined;
        return [
          name,
          {
            description,
            ...(headers ? { headers } : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
          },
        ];
      }),
    );
    const errorSchema = JSON.parse(errorJson) as Json;
    errorSchema.description =
      'The one error body of the API: a code to branch on, a message for people, and the fields at fault.';
    return {
      ...(doc as OpenapiDocument),
      tags: tagList(usedTags),
      // What Reef POSTs to subscribed endpoints (issue #32): the versioned payload of each event type.
      webhooks: webhookDocuments() as never,
      components: {
        ...doc.components,
        schemas: { ...((doc.components?.schemas as Json | undefined) ?? {}), Error: errorSchema },
        responses,
      },
    };
  };
}
