// /v1/comments: threads, the moderation list, posting and editing comments and answers (spec: community-app §7).
import {
  commentUpdatePolicy,
  commentCreateBody,
  commentList,
  commentListQuery,
  commentResponse,
  commentThreadParams,
  commentThreadQuery,
  commentUpdateBody,
  numericId,
} from '@reef/core';
import { z } from 'zod';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { refuseIf } from '../../platform/policies/refusal.js';
import { commentSubject } from '../../platform/policies/subjects.js';
import { presentComment, presentThread } from './presenter.js';
import {
  bundleComments,
  createComment,
  findComment,
  listComments,
  listThread,
  updateComment,
} from './service.js';
import { loadObject } from '../../platform/services/objects.js';
import type { App } from '../../platform/types.js';

export default async function commentRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/comments',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Comments across objects (moderation queue), newest first',
          querystring: commentListQuery,
          response: { 200: commentList },
        },
      },
      async (req) => {
        const { rows, bundle, meta } = await listComments(db, req.actor, req.query);
        return { data: rows.map((r) => presentComment(r, bundle, req.actor)), meta };
      },
    ),
  );

  app.get(
    '/comments/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'One comment',
          params: z.object({ id: numericId }),
          response: { 200: commentResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await findComment(db, req.actor, req.params.id);
        return presentComment(row, await bundleComments(db, [row], true), req.actor);
      },
    ),
  );

  app.get(
    '/comments/:type/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'The comment thread of an object: top-level comments with replies',
          params: commentThreadParams,
          querystring: commentThreadQuery,
          response: { 200: commentList, ...errorResponses(404) },
        },
      },
      async (req) => {
        const parent = await loadObject(db, req.actor, req.params.type, req.params.id);
        const { rows, replies, bundle, meta } = await listThread(db, req.actor, parent, req.query);
        return { data: presentThread(rows, replies, bundle, req.actor), meta };
      },
    ),
  );

  app.post(
    '/comments',
    gated(
      {
        access: { can: 'create', on: 'comment' },
        schema: {
          summary: 'Post a comment or an answer',
          body: commentCreateBody,
          response: { 201: commentResponse, ...errorResponses(401, 403, 404, 422, 429) },
        },
      },
      async (req, { actor }, reply) => {
        const row = await createComment(db, actor, req.body.comment, req.ip);
        return reply.code(201).send(presentComment(row, await bundleComments(db, [row]), actor));
      },
    ),
  );

  app.patch(
    '/comments/:id',
    gated(
      {
        access: { can: 'update', on: 'comment' },
        schema: {
          summary: 'Edit a comment; state and featuring are moderation',
          params: z.object({ id: numericId }),
          body: commentUpdateBody,
          response: { 200: commentResponse, ...errorResponses(401, 403, 404, 429) },
        },
        load: (req, actor) => findComment(db, actor, req.params.id),
        // The rule on the comment, then the checks of the edit itself (moderators change state and featuring).
        subject: commentSubject,
        policy: (row, actor, req) => refuseIf(commentUpdatePolicy(actor, row, req.body.comment)),
      },
      async (req, { actor, subject: row }) => {
        const saved = await updateComment(db, actor, row, req.body.comment, req.ip);
        return presentComment(saved, await bundleComments(db, [saved]), actor);
      },
    ),
  );
}
