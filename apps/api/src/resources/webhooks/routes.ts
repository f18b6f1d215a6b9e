// /v1/admin/webhooks (issue #32, ADMINISTRATOR): endpoints that receive the domain events they subscribe to, their
// delivery log, a redelivery by hand, pause and resume, and a ping. Every write is audited (`webhook.*`); the
// secret is answered once, by the create and by an update that rotates it. The payloads: docs/webhooks.md and the
// OpenAPI document's `webhooks`.
import {
  webhookCreateBody,
  webhookDeliveryList,
  webhookDeliveryListQuery,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookList,
  webhookListQuery,
  webhookParams,
  webhookResponse,
  webhookUpdateBody,
  webhookWithSecretResponse,
} from '@reef/core';
import { z } from 'zod';
import { recordChange } from '../../platform/admin/after-write.js';
import { gated } from '../../platform/auth/gate.js';
import { transaction } from '../../platform/events/bus.js';
import { rules } from '../../platform/lib/route-rules.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import type { App } from '../../platform/types.js';
import { presentWebhook, presentWebhookDelivery } from './presenter.js';
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  findWebhookDelivery,
  listWebhookDeliveries,
  listWebhooks,
  pauseWebhook,
  pingWebhook,
  redeliver,
  releaseWaitingDeliveries,
  resumeWebhook,
  updateWebhook,
} from './service.js';

const access = { rule: rules.permission('ADMINISTRATOR') };
const BASE = '/admin/webhooks';

export default async function webhookRoutes(app: App): Promise<void> {
  const { db, env } = app.ctx;
  const options = { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS };

  app.get(
    BASE,
    gated(
      {
        access,
        schema: {
          operationId: 'listWebhooks',
          summary: 'Webhook endpoints, newest first (ADMINISTRATOR)',
          querystring: webhookListQuery,
          response: { 200: webhookList, ...errorResponses(401, 403) },
        },
      },
      async (req, _gate, reply) => {
        reply.header('cache-control', 'no-store');
        const { rows, meta } = await listWebhooks(db, req.query);
        return { data: rows.map(presentWebhook), meta };
      },
    ),
  );

  app.post(
    BASE,
    gated(
      {
        access,
        schema: {
          operationId: 'createWebhook',
          summary:
            'Subscribe an endpoint to event types; `secret` (the signing key) is shown only in this answer (ADMINISTRATOR)',
          body: webhookCreateBody,
          response: { 201: webhookWithSecretResponse, ...errorResponses(401, 403, 422) },
        },
      },
      async (req, { user }, reply) => {
        const saved = await transaction(db, async (tx) => {
          const { endpoint, secret } = await createWebhook(tx, req.body.webhook, user.id, options);
          const after = presentWebhook({ endpoint, creator: { id: user.id, username: user.username } });
          await recordChange(tx, req, {
            action: 'webhook.create',
            subjectId: endpoint.id,
            summary: `Created webhook ${endpoint.url} (${endpoint.events.join(', ')})`,
            after,
          });
          return { ...after, secret };
        });
        return reply.code(201).send(saved);
      },
    ),
  );

  app.get(
    `${BASE}/:id`,
    gated(
      {
        access,
        schema: {
          operationId: 'getWebhook',
          summary: 'One webhook endpoint (ADMINISTRATOR)',
          params: webhookParams,
          response: { 200: webhookResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (req, _gate, reply) => {
        reply.header('cache-control', 'no-store');
        return presentWebhook(await findWebhook(db, req.params.id));
      },
    ),
  );

  app.patch(
    `${BASE}/:id`,
    gated(
      {
        access,
        schema: {
          operationId: 'updateWebhook',
          summary:
            'Change an endpoint’s address, events or description; `rotate_secret: true` answers a new `secret` once (ADMINISTRATOR)',
          params: webhookParams,
          body: webhookUpdateBody,
          response: {
            200: webhookResponse.extend({ secret: z.string().optional() }),
            ...errorResponses(401, 403, 404, 422),
          },
        },
      },
      async (req) => {
        const found = await findWebhook(db, req.params.id);
        return transaction(db, async (tx) => {
          const before = presentWebhook(found);
          const { endpoint, secret } = await updateWebhook(tx, found.endpoint, req.body.webhook, options);
          const after = presentWebhook({ endpoint, creator: found.creator });
          await recordChange(tx, req, {
            action: 'webhook.update',
            subjectId: endpoint.id,
            summary: `Updated webhook ${endpoint.url}${secret ? ' (new secret)' : ''}`,
            before,
            after,
          });
          return secret ? { ...after, secret } : after;
        });
      },
    ),
  );

  app.delete(
    `${BASE}/:id`,
    gated(
      {
        access,
        schema: {
          operationId: 'deleteWebhook',
          summary: 'Delete an endpoint and its delivery log (ADMINISTRATOR)',
          params: webhookParams,
          response: { 200: webhookResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (req) => {
        const found = await findWebhook(db, req.params.id);
        const before = presentWebhook(found);
        await transaction(db, async (tx) => {
          await deleteWebhook(tx, found.endpoint);
          await recordChange(tx, req, {
            action: 'webhook.delete',
            subjectId: found.endpoint.id,
            summary: `Deleted webhook ${found.endpoint.url}`,
            before,
          });
        });
        return before;
      },
    ),
  );

  for (const verb of ['pause', 'resume'] as const) {
    app.post(
      `${BASE}/:id/${verb}`,
      gated(
        {
          access,
          schema: {
            operationId: `${verb}Webhook`,
            summary:
              verb === 'pause'
                ? 'Pause an endpoint: no new events are queued for it, and waiting deliveries wait (ADMINISTRATOR)'
                : 'Resume a paused endpoint: its failure count restarts and waiting deliveries are sent (ADMINISTRATOR)',
            params: webhookParams,
            response: { 200: webhookResponse, ...errorResponses(401, 403, 404) },
          },
        },
        async (req, { user }) => {
          const found = await findWebhook(db, req.params.id);
          const saved = await transaction(db, async (tx) => {
            const endpoint =
              verb === 'pause'
                ? await pauseWebhook(tx, found.endpoint, user.username)
                : await resumeWebhook(tx, found.endpoint);
            await recordChange(tx, req, {
              action: `webhook.${verb}`,
              subjectId: endpoint.id,
              summary: `${verb === 'pause' ? 'Paused' : 'Resumed'} webhook ${endpoint.url}`,
              before: { state: found.endpoint.state },
              after: { state: endpoint.state },
            });
            return endpoint;
          });
          if (verb === 'resume') {
            await releaseWaitingDeliveries(db, saved.id);
            app.ctx.webhooks.wake();
          }
          return presentWebhook({ endpoint: saved, creator: found.creator });
        },
      ),
    );
  }

  app.post(
    `${BASE}/:id/ping`,
    gated(
      {
        access,
        schema: {
          operationId: 'pingWebhook',
          summary:
            'Queue a `webhook.ping` event to this endpoint, tried once even while it is paused; its result is in the delivery log (ADMINISTRATOR)',
          params: webhookParams,
          response: { 201: webhookDeliveryResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (req, _gate, reply) => {
        const found = await findWebhook(db, req.params.id);
        const delivery = await transaction(db, async (tx) => {
          const row = await pingWebhook(tx, found.endpoint);
          await recordChange(tx, req, {
            action: 'webhook.ping',
            subjectId: found.endpoint.id,
            summary: `Pinged webhook ${found.endpoint.url}`,
          });
          return row;
        });
        app.ctx.webhooks.wake();
        return reply.code(201).send(presentWebhookDelivery(delivery));
      },
    ),
  );

  app.get(
    `${BASE}/:id/deliveries`,
    gated(
      {
        access,
        schema: {
          operationId: 'listWebhookDeliveries',
          summary:
            'The delivery log of an endpoint, newest first: status, attempts, the last status code or error, the next attempt, and the body sent (ADMINISTRATOR)',
          params: webhookParams,
          querystring: webhookDeliveryListQuery,
          response: { 200: webhookDeliveryList, ...errorResponses(401, 403, 404) },
        },
      },
      async (req, _gate, reply) => {
        reply.header('cache-control', 'no-store');
        const found = await findWebhook(db, req.params.id);
        const { rows, meta } = await listWebhookDeliveries(db, found.endpoint.id, req.query);
        return { data: rows.map(presentWebhookDelivery), meta };
      },
    ),
  );

  app.post(
    `${BASE}/:id/deliveries/:deliveryId/redeliver`,
    gated(
      {
        access,
        schema: {
          operationId: 'redeliverWebhookDelivery',
          summary:
            'Send a delivery’s body again (the same event id) as a new delivery, tried once even while the endpoint is paused (ADMINISTRATOR)',
          params: webhookDeliveryParams,
          response: { 201: webhookDeliveryResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (req, _gate, reply) => {
        const found = await findWebhook(db, req.params.id);
        const original = await findWebhookDelivery(db, found.endpoint.id, req.params.deliveryId);
        const delivery = await transaction(db, async (tx) => {
          const row = await redeliver(tx, original);
          await recordChange(tx, req, {
            action: 'webhook.redeliver',
            subjectId: found.endpoint.id,
            summary: `Redelivered ${original.eventType} ${original.eventId} (delivery ${original.id}) to ${found.endpoint.url}`,
          });
          return row;
        });
        app.ctx.webhooks.wake();
        return reply.code(201).send(presentWebhookDelivery(delivery));
      },
    ),
  );
}
