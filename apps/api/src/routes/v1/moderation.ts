// /v1/moderation: the queue behind /community/admin/spam (community-app §2) — questions and comments the
// spam checks held as under_review or spam — and the moderator's decision on each.
import {
  moderationActionBody,
  moderationItem,
  moderationParams,
  moderationQueue,
  moderationQueueQuery,
} from '@reef/core';
import { ForbiddenError } from '../../errors.js';
import { rules } from '../../lib/route-rules.js';
import { gated } from '../../auth/gate.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { presentQueueItem } from '../../presenters/moderation.js';
import { listQueue, moderate, moderatedTypes } from '../../services/moderation.js';
import { loadAuthors } from '../../services/relations.js';
import type { App } from '../../types.js';

export default async function moderationRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/moderation/queue',
    gated(
      {
        access: { rule: rules.permission('MANAGE_QUESTIONS', 'MANAGE_COMMENTS') },
        schema: {
          tags: ['moderation'],
          summary:
            'Questions (MANAGE_QUESTIONS) and comments (MANAGE_COMMENTS) held as under_review or spam, newest first',
          security: bearer,
          querystring: moderationQueueQuery,
          response: { 200: moderationQueue, ...errorResponses(401, 403) },
        },
      },
      async (req, { actor }) => {
        if (moderatedTypes(actor).length === 0) throw new ForbiddenError();
        const result = await listQueue(db, actor, req.query);
        const authors = await loadAuthors(
          db,
          result.rows.map((r) => (r.author_id === null ? null : Number(r.author_id))),
        );
        return { data: result.rows.map((r) => presentQueueItem(r, authors)), meta: result.meta };
      },
    ),
  );

  app.post(
    '/moderation/queue/:type/:id',
    gated(
      {
        access: { rule: rules.permission('MANAGE_QUESTIONS', 'MANAGE_COMMENTS') },
        schema: {
          tags: ['moderation'],
          summary: 'Approve (publish), mark as spam or trash a held question or comment',
          security: bearer,
          params: moderationParams,
          body: moderationActionBody,
          response: {
            200: moderationItem.pick({ type: true, id: true, state: true }),
            ...errorResponses(401, 403, 404, 429),
          },
        },
      },
      async (req, { actor }) => {
        const { type, id } = req.params;
        const result = await moderate(db, actor, type, id, req.body.action, req.ip);
        return { type, id, state: result.after as 'published' };
      },
    ),
  );
}
