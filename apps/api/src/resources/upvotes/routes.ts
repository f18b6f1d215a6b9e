// /v1/upvotes/{type}/{id}: read, add and remove the member's vote (idempotent).
import { upvoteParams, upvoteResponse, type UpvoteResponse } from '@reef/core';
import { ForbiddenError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { gated } from '../../platform/auth/gate.js';
import { rules } from '../../platform/lib/route-rules.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { loadObject } from '../../platform/services/objects.js';
import { addUpvote, hasUpvoted, removeUpvote, upvoteCount } from './service.js';
import type { App } from '../../platform/types.js';

/** The member's vote on an object after adding or removing it. */
function voteState(
  type: UpvoteResponse['upvotable_type'],
  id: number,
  count: number,
  upvoted: boolean,
): UpvoteResponse {
  return { upvotable_type: type, upvotable_id: id, upvotes_count: count, upvoted };
}

export default async function upvoteRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const schema = (summary: string, status: 200 | 201 = 200) => ({
    summary,
    params: upvoteParams,
    response: { [status]: upvoteResponse, ...errorResponses(401, 403, 404, 429) },
  });

  app.get(
    '/upvotes/:type/:id',
    gated(
      {
        access: 'public',
        schema: schema('Count of an object, and whether the member upvoted it'),
      },
      async (req) => {
        const target = await loadObject(db, req.actor, req.params.type, req.params.id);
        return {
          upvotable_type: req.params.type,
          upvotable_id: target.id,
          upvotes_count: await upvoteCount(db, req.params.type, target.id),
          ...(req.actor ? { upvoted: await hasUpvoted(db, req.actor.id, req.params.type, target.id) } : {}),
        };
      },
    ),
  );

  app.post(
    '/upvotes/:type/:id',
    gated(
      { access: { can: 'create', on: 'upvote', rule: rules.member }, schema: schema('Upvote (idempotent)') },
      async (req, { actor, user }) => {
        const target = await loadObject(db, actor, req.params.type, req.params.id);
        if (target.authorId === user.id) throw new ForbiddenError(msg('errors', 'upvotes.own_content'));
        const count = await addUpvote(db, user.id, req.params.type, target.id, actor);
        return voteState(req.params.type, target.id, count, true);
      },
    ),
  );

  app.delete(
    '/upvotes/:type/:id',
    gated(
      { access: 'member', schema: schema('Remove the upvote (idempotent)') },
      async (req, { actor, user }) => {
        const target = await loadObject(db, actor, req.params.type, req.params.id);
        const count = await removeUpvote(db, user.id, req.params.type, target.id, actor);
        return voteState(req.params.type, target.id, count, false);
      },
    ),
  );
}
