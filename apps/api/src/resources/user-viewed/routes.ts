// /v1/user_viewed/{id}: a member's recently viewed items (GET) and recording a view (POST).
// {id} is the member's id or slug; only that member may use it.
import { idOrSlugParams, okResponse, userViewedBody, userViewedQuery, userViewedResponse } from '@reef/core';
import type { FastifyRequest } from 'fastify';
import { assertAccountAccess } from '../../platform/auth/custom-tokens.js';
import { ForbiddenError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { gated, type SignedInActor } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { loadObject } from '../../platform/services/objects.js';
import { findUserByIdOrSlug } from '../users/index.js';
import { recentViews, recordView } from './views-service.js';
import { rules } from '../../platform/lib/route-rules.js';
import type { App } from '../../platform/types.js';

export default async function userViewedRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  /** Only the member may read or record their own views. */
  const own = {
    load: (req: { params: { id: string } }) => findUserByIdOrSlug(db, req.params.id),
    authorize: (row: { id: number }, actor: SignedInActor, req: FastifyRequest) => {
      if (actor.id !== row.id) throw new ForbiddenError(msg('errors', 'users.own_views'));
      assertAccountAccess(req);
    },
  };

  app.get(
    '/user_viewed/:id',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: 'Recently viewed items of the member',
          params: idOrSlugParams,
          querystring: userViewedQuery,
          response: { 200: userViewedResponse, ...errorResponses(401, 403, 404) },
        },
        ...own,
      },
      async (req, { subject: row }) => ({ data: await recentViews(db, row.id, req.query.limit) }),
    ),
  );

  app.post(
    '/user_viewed/:id',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: 'Record that the member viewed an item',
          params: idOrSlugParams,
          body: userViewedBody,
          response: { 200: okResponse, ...errorResponses(401, 403, 404, 429) },
        },
        ...own,
      },
      async (req, { actor, subject: row }) => {
        const target = await loadObject(db, actor, req.body.type, req.body.id);
        await recordView(db, row.id, req.body.type, target.id);
        return { ok: true as const };
      },
    ),
  );
}
