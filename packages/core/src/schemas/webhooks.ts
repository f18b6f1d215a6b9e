// Webhooks for domain events (issue #32, item 5): an administrator subscribes an endpoint to event types of a
// closed list; each event is POSTed to it as a versioned, signed JSON envelope. The envelope and each event's
// `data` are schemas here, so the API's OpenAPI document (its `webhooks` section) and receivers read one
// definition. The delivery format and signature: docs/webhooks.md.
import { z } from './zod.js';
import { pageLimit, pageNumber, paginated, timestamp } from './common.js';

/** The event types an endpoint may subscribe to (closed list; a new one is added here and documented). */
export const WEBHOOK_EVENT_TYPES = [
  'question.asked',
  'answer.posted',
  'answer.accepted',
  'comment.posted',
  'tutorial.published',
  'member.registered',
  'report.filed',
] as const;
/** One subscribable event type. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event of `POST /v1/admin/webhooks/{id}/ping`: sent to that endpoint only, whatever it subscribes to. */
export const WEBHOOK_PING_EVENT = 'webhook.ping' as const;

/** The version of the envelope and of every event's `data`; a breaking change to either is a new version. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** What each event type means, for the OpenAPI document and the admin screen. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Readonly<
  Record<WebhookEventType | typeof WEBHOOK_PING_EVENT, string>
> = {
  'question.asked': 'A question became public: asked and published at once, or approved after being held.',
  'answer.posted': 'A published answer was posted to a question (or a held one was approved).',
  'answer.accepted': 'The asker (or a moderator) accepted an answer of a published question.',
  'comment.posted':
    'A published comment was posted on a question, tutorial or tool (or a held one approved).',
  'tutorial.published': 'A tutorial was published (created published, or moved to published).',
  'member.registered': 'A member created an account (with a password or a sign-in provider).',
  'report.filed': 'A member reported a question, tutorial, tool or comment to the moderators.',
  'webhook.ping': 'A test event an administrator sent to check the endpoint.',
};

/** Whether a string is one of the subscribable event types. */
export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

// --- Event data (public fields only: no email address, secret, private comment or held content) ------------

const person = z
  .object({ id: z.number().int(), username: z.string(), slug: z.string(), url: z.string() })
  .describe('A member as their public profile shows them');
const questionRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
});
const postedText = {
  id: z.number().int(),
  body_markdown: z.string(),
  url: z.string().describe('The public page of the item'),
  author: person.nullable(),
  created_at: timestamp,
};

/** `data` of each event type, version 1. */
export const webhookEventData = {
  'question.asked': z.object({
    question: questionRef.extend({
      body_markdown: z.string(),
      tags: z.array(z.string()),
      author: person.nullable(),
      created_at: timestamp,
    }),
  }),
  'answer.posted': z.object({ answer: z.object(postedText), question: questionRef }),
  'answer.accepted': z.object({
    question: questionRef,
    answer: z.object({ id: z.number().int(), url: z.string(), author: person.nullable() }),
  }),
  'comment.posted': z.object({
    comment: z.object(postedText),
    on: z.object({
      type: z.enum(['question', 'tutorial', 'tool']),
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      url: z.string(),
    }),
  }),
  'tutorial.published': z.object({
    tutorial: z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      url: z.string(),
      tags: z.array(z.string()),
      author: person.nullable(),
      published_at: timestamp,
    }),
  }),
  'member.registered': z.object({
    member: person.extend({ created_at: timestamp }),
  }),
  'report.filed': z.object({
    report: z.object({
      id: z.number().int(),
      reason: z.string(),
      reported_type: z.string(),
      reported_id: z.number().int(),
      created_at: timestamp,
    }),
  }),
  'webhook.ping': z.object({ endpoint_id: z.number().int(), message: z.string() }),
} as const satisfies Record<WebhookEventType | typeof WEBHOOK_PING_EVENT, z.ZodType>;

/** The data of one event type. */
export type WebhookEventData<T extends keyof typeof webhookEventData> = z.infer<(typeof webhookEventData)[T]>;

/** The envelope every delivery's body is, for event type `type` (version 1). */
export function webhookEnvelope<T extends keyof typeof webhookEventData>(type: T) {
  return z.object({
    id: z
      .string()
      .describe('The event’s id: the same on every attempt and every endpoint (deduplicate by it)'),
    type: z.literal(type),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    created_at: timestamp.describe('When the event happened'),
    data: webhookEventData[type],
  });
}

/** Any delivery's body. */
export type WebhookPayload = {
  id: string;
  type: WebhookEventType | typeof WEBHOOK_PING_EVENT;
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  created_at: string;
  data: Record<string, unknown>;
};

// --- Admin API -------------------------------------------------------------------------------------------

/** At most this many endpoints per site (each event is one delivery per endpoint). */
export const WEBHOOK_ENDPOINTS_MAX = 50;
/** Where an endpoint stands: receiving events, or paused (by an administrator, or after repeated failures). */
export const WEBHOOK_ENDPOINT_STATES = ['active', 'paused'] as const;
/** Where a delivery stands: waiting (first try or a retry), being sent, received (2xx), or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const eventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `One of: ${WEBHOOK_EVENT_TYPES.join(', ')}` }))
  .min(1, 'Choose at least one event type')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);
const endpointFields = {
  url: z.url({ protocol: /^https?$/, error: 'Enter an http(s) address' }).max(2000),
  events: eventList,
  description: z.string().trim().max(500),
};

export const webhookCreateBody = z.object({
  webhook: z.object({
    url: endpointFields.url,
    events: endpointFields.events,
    description: endpointFields.description.default(''),
  }),
});
export type WebhookCreateBody = z.infer<typeof webhookCreateBody>;
export const webhookUpdateBody = z.object({
  webhook: z
    .object({
      ...endpointFields,
      /** A new secret is generated and answered once; the old one stops signing at once. */
      rotate_secret: z.literal(true),
    })
    .partial(),
});
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBody>;

export const webhookResponse = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  state: z.enum(WEBHOOK_ENDPOINT_STATES),
  /** Why it is paused (null while active). */
  paused_reason: z.string().nullable(),
  paused_at: timestamp.nullable(),
  /** Deliveries in a row that ended failed (reset by any delivery that succeeds). */
  consecutive_failures: z.number().int(),
  created_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
/** The answer of a create (and of an update that rotated the secret): the secret, shown only this once. */
export const webhookWithSecretResponse = webhookResponse.extend({
  secret: z.string().describe('The HMAC-SHA256 key of the Reef-Signature header; shown only in this answer'),
});
export const webhookList = paginated(webhookResponse);
export const webhookListQuery = z.object({
  page: pageNumber,
  limit: pageLimit({ default: 20, max: 100 }),
  state: z.enum(WEBHOOK_ENDPOINT_STATES).optional(),
});
export const webhookParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const webhookDeliveryParams = webhookParams.extend({
  deliveryId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const webhookDeliveryResponse = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: timestamp.nullable(),
  /** When the next attempt is due (null once delivered or failed). */
  next_attempt_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
  /** The delivery this one sends again (a redelivery by hand), or null. */
  redelivery_of: z.number().int().nullable(),
  /** The exact body sent (the envelope), as JSON. */
  payload: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
export const webhookDeliveryList = paginated(webhookDeliveryResponse);
export const webhookDeliveryListQuery = z.object({
  page: pageNumber,
  limit: pageLimit({ default: 20, max: 100 }),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  event_type: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_PING_EVENT]).optional(),
});
