// /v1/posts (community-app §7): list, read and write posts by type and slug (MANAGE_POSTS).
import {
  can,
  postCreateBody,
  postList,
  postListQuery,
  postResponse,
  postUpdateBody,
  typeSlugParams,
} from '@reef/core';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentPost, presentPostSummary } from '../../presenters/posts.js';
import { recordAudit } from '../../services/audit-log.js';
import { bundlePosts, createPost, findPost, listPosts, updatePost } from '../../services/posts.js';
import { mergeTargets, postTarget } from '../../services/site-cache.js';
import type { App } from '../../types.js';

const POST = { type: 'post' } as const;

export default async function postRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/posts',
    {
      config: { rule: rules.permission('MANAGE_POSTS') },
      schema: {
        tags: ['posts'],
        summary: 'List posts (every state for MANAGE_POSTS)',
        security: bearer,
        querystring: postListQuery,
        response: { 200: postList, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', POST);
      const result = await listPosts(db, req.actor, req.query);
      const bundle = await bundlePosts(db, result.rows);
      return { data: result.rows.map((r) => presentPostSummary(r, bundle)), meta: result.meta };
    },
  );

  app.get(
    '/posts/:type/:slug',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['posts'],
        summary: 'A post by type and slug',
        security: bearer,
        params: typeSlugParams,
        response: { 200: postResponse, ...errorResponses(404) },
      },
    },
    async (req) => {
      const row = await findPost(db, req.actor, req.params.type, req.params.slug);
      return presentPost(row, await bundlePosts(db, [row]), { withSource: can(req.actor, 'update', POST) });
    },
  );

  app.post(
    '/posts',
    {
      config: { rule: rules.permission('MANAGE_POSTS') },
      schema: {
        tags: ['posts'],
        summary: 'Create a post',
        security: bearer,
        body: postCreateBody,
        response: { 201: postResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      authorize(req.actor, 'create', POST);
      const row = await createPost(
        db,
        { id: user.id, slug: user.slug, permissions: user.permissions },
        req.body.post,
      );
      const presented = presentPost(row, await bundlePosts(db, [row]), { withSource: true });
      await recordAudit(db, req, {
        action: 'post.create',
        subjectType: 'post',
        subjectId: row.id,
        summary: `Created ${presented.path}`,
        after: presented,
      });
      await app.ctx.expire(postTarget(row.type, row.slug));
      return reply.code(201).send(presented);
    },
  );

  app.patch(
    '/posts/:type/:slug',
    {
      config: { rule: rules.permission('MANAGE_POSTS') },
      schema: {
        tags: ['posts'],
        summary: 'Update a post',
        security: bearer,
        params: typeSlugParams,
        body: postUpdateBody,
        response: { 200: postResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'update', POST);
      const before = await findPost(db, req.actor, req.params.type, req.params.slug);
      const beforeJson = presentPost(before, await bundlePosts(db, [before]), { withSource: true });
      const row = await updatePost(db, before, req.body.post);
      const presented = presentPost(row, await bundlePosts(db, [row]), { withSource: true });
      await recordAudit(db, req, {
        action: 'post.update',
        subjectType: 'post',
        subjectId: row.id,
        summary: `Updated ${presented.path}`,
        before: beforeJson,
        after: presented,
      });
      await app.ctx.expire(
        mergeTargets(postTarget(before.type, before.slug), postTarget(row.type, row.slug)),
      );
      return presented;
    },
  );
}
