// The OpenAPI document's `webhooks` (OpenAPI 3.1): one entry per event type Reef POSTs to a subscribed endpoint
// (issue #32), with the versioned envelope and the event's `data` from @reef/core, and the headers every delivery
// carries. How a receiver verifies the signature: docs/webhooks.md.
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_PING_EVENT,
  webhookEnvelope,
} from '@reef/core';
import { z } from 'zod';

const HEADERS: [name: string, description: string][] = [
  [
    'reef-signature',
    '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint’s secret>`; refuse a `t` more than 5 minutes from now',
  ],
  ['reef-timestamp', 'The `t` of the signature'],
  ['reef-event', 'The event type (the body’s `type`)'],
  ['reef-event-id', 'The event id (the body’s `id`): the same on every attempt and redelivery'],
  ['reef-delivery', 'The delivery id: the same on every attempt of one delivery'],
  ['reef-attempt', '1 on the first attempt, then 2, 3…'],
];

function pascal(type: string): string {
  return type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** The document's `webhooks` object. */
export function webhookDocuments(): Record<string, unknown> {
  return Object.fromEntries(
    [...WEBHOOK_EVENT_TYPES, WEBHOOK_PING_EVENT].map((type) => {
      const { $schema: _drop, ...schema } = z.toJSONSchema(webhookEnvelope(type), { io: 'output' });
      return [
        type,
        {
          post: {
            operationId: `receive${pascal(type)}Webhook`,
            summary: `${type} (payload version ${WEBHOOK_PAYLOAD_VERSION})`,
            description: `${WEBHOOK_EVENT_DESCRIPTIONS[type]}\n\nPOSTed as JSON to every active endpoint subscribed to \`${type}\`${type === WEBHOOK_PING_EVENT ? ' (only the endpoint pinged, on request)' : ''}, signed in \`Reef-Signature\`. Any 2xx answer within WEBHOOK_TIMEOUT_MS is a success; anything else is retried with backoff (e^n seconds) up to WEBHOOK_MAX_ATTEMPTS, then the delivery is failed.`,
            tags: ['webhooks'],
            security: [],
            parameters: HEADERS.map(([name, description]) => ({
              name,
              in: 'header',
              required: true,
              description,
              schema: { type: 'string' },
            })),
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: {
              '200': { description: 'Any 2xx: received (the body of the answer is ignored).' },
              '400': {
                description:
                  'Any other status, a redirect, or no complete answer in time: the attempt failed and is retried.',
              },
            },
          },
        },
      ];
    }),
  );
}
