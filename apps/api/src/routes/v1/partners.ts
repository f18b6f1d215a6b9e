// /v1/partners (community-app §7): list, read, write and reorder the partner directory (MANAGE_PARTNERS).
import {
  idOrSlugParams,
  partnerCreateBody,
  partnerList,
  partnerListQuery,
  partnerOrderBody,
  partnerResponse,
  partnerUpdateBody,
} from '@reef/core';
import { z } from 'zod';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentPartner } from '../../presenters/partners.js';
import { recordAudit } from '../../services/audit-log.js';
import {
  createPartner,
  findPartner,
  listPartners,
  reorderPartners,
  updatePartner,
} from '../../services/partners.js';
import { partnersTarget } from '../../services/site-cache.js';
import { loadSiteTags } from '../../services/site-tags.js';
import type { App } from '../../types.js';

const PARTNER = { type: 'partner' } as const;

export default async function partnerRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const present = async (row: Awaited<ReturnType<typeof findPartner>>) =>
    presentPartner(row, await loadSiteTags(db, 'partner', [row.id]));

  app.get(
    '/partners',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['partners'],
        summary:
          'List partners (every state for MANAGE_PARTNERS; published for others); `action` filters by the call to action',
        security: bearer,
        querystring: partnerListQuery,
        response: { 200: partnerList },
      },
    },
    async (req) => {
      const result = await listPartners(db, req.actor, req.query);
      return { data: result.rows.map((r) => presentPartner(r, result.tags)), meta: result.meta };
    },
  );

  // Declared before /partners/:id so "update-order" is never read as an id.
  app.patch(
    '/partners/update-order',
    {
      config: { rule: rules.permission('MANAGE_PARTNERS') },
      schema: {
        tags: ['partners'],
        summary: 'Reorder the directory: the listed ids first, in this order',
        security: bearer,
        body: partnerOrderBody,
        response: {
          200: z.object({ order: z.array(z.number().int()) }),
          ...errorResponses(401, 403, 422, 429),
        },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'update', PARTNER);
      const { before, after } = await reorderPartners(db, req.body.order);
      await recordAudit(db, req, {
        action: 'partner.reorder',
        subjectType: 'partner',
        summary: 'Reordered partners',
        before: { order: before },
        after: { order: after },
      });
      await app.ctx.expire(partnersTarget());
      return { order: after };
    },
  );

  app.get(
    '/partners/:id',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['partners'],
        summary: 'A partner by id or slug',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: partnerResponse, ...errorResponses(404) },
      },
    },
    async (req) => present(await findPartner(db, req.actor, req.params.id)),
  );

  app.post(
    '/partners',
    {
      config: { rule: rules.permission('MANAGE_PARTNERS') },
      schema: {
        tags: ['partners'],
        summary: 'Create a partner (last in the directory)',
        security: bearer,
        body: partnerCreateBody,
        response: { 201: partnerResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      requireUser(req);
      authorize(req.actor, 'create', PARTNER);
      const presented = await present(await createPartner(db, req.body.partner));
      await recordAudit(db, req, {
        action: 'partner.create',
        subjectType: 'partner',
        subjectId: presented.id,
        summary: `Created partner ${presented.name}`,
        after: presented,
      });
      await app.ctx.expire(partnersTarget());
      return reply.code(201).send(presented);
    },
  );

  app.patch(
    '/partners/:id',
    {
      config: { rule: rules.permission('MANAGE_PARTNERS') },
      schema: {
        tags: ['partners'],
        summary: 'Update a partner',
        security: bearer,
        params: idOrSlugParams,
        body: partnerUpdateBody,
        response: { 200: partnerResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'update', PARTNER);
      const row = await findPartner(db, req.actor, req.params.id);
      const before = await present(row);
      const presented = await present(await updatePartner(db, row, req.body.partner));
      await recordAudit(db, req, {
        action: 'partner.update',
        subjectType: 'partner',
        subjectId: row.id,
        summary: `Updated partner ${presented.name}`,
        before,
        after: presented,
      });
      await app.ctx.expire(partnersTarget());
      return presented;
    },
  );
}
