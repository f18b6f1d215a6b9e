// /v1/global_contents (community-app §7): keyed content blocks such as the top bar's `top_hat`
// (MANAGE_GLOBAL_CONTENT for writes and the list; a single block is public, like the content API's).
import {
  ADMIN_PAGE_SIZE,
  globalContentCreateBody,
  globalContentList,
  globalContentResponse,
  globalContentUpdateBody,
  idOrSlugParams,
  pageLimit,
  pageNumber,
} from '@reef/core';
import { z } from 'zod';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentGlobalContent } from '../../presenters/global-contents.js';
import { recordAudit } from '../../services/audit-log.js';
import {
  createGlobalContent,
  deleteGlobalContent,
  findGlobalContent,
  listGlobalContents,
  updateGlobalContent,
} from '../../services/global-contents.js';
import { globalContentTarget, mergeTargets } from '../../services/site-cache.js';
import type { App } from '../../types.js';

const GLOBAL_CONTENT = { type: 'global_content' } as const;

export default async function globalContentRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/global_contents',
    {
      config: { rule: rules.permission('MANAGE_GLOBAL_CONTENT') },
      schema: {
        tags: ['global content'],
        summary: 'List global content blocks',
        security: bearer,
        querystring: z.object({ page: pageNumber, limit: pageLimit(ADMIN_PAGE_SIZE) }),
        response: { 200: globalContentList, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', GLOBAL_CONTENT);
      const result = await listGlobalContents(db, req.query);
      return { data: result.rows.map(presentGlobalContent), meta: result.meta };
    },
  );

  app.get(
    '/global_contents/:id',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['global content'],
        summary: 'A block by id or key',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: globalContentResponse, ...errorResponses(404) },
      },
    },
    async (req) => presentGlobalContent(await findGlobalContent(db, req.params.id)),
  );

  app.post(
    '/global_contents',
    {
      config: { rule: rules.permission('MANAGE_GLOBAL_CONTENT') },
      schema: {
        tags: ['global content'],
        summary: 'Create a block; `top_hat` data must be a list of { title, url, newTab }',
        security: bearer,
        body: globalContentCreateBody,
        response: { 201: globalContentResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      requireUser(req);
      authorize(req.actor, 'create', GLOBAL_CONTENT);
      const row = await createGlobalContent(db, req.body.global_content);
      await recordAudit(db, req, {
        action: 'global_content.create',
        subjectType: 'global_content',
        subjectId: row.id,
        summary: `Created ${row.key}`,
        after: presentGlobalContent(row),
      });
      app.ctx.revalidate(globalContentTarget(row.key));
      return reply.code(201).send(presentGlobalContent(row));
    },
  );

  app.patch(
    '/global_contents/:id',
    {
      config: { rule: rules.permission('MANAGE_GLOBAL_CONTENT') },
      schema: {
        tags: ['global content'],
        summary: 'Update a block',
        security: bearer,
        params: idOrSlugParams,
        body: globalContentUpdateBody,
        response: { 200: globalContentResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'update', GLOBAL_CONTENT);
      const before = await findGlobalContent(db, req.params.id);
      const row = await updateGlobalContent(db, before, req.body.global_content);
      await recordAudit(db, req, {
        action: 'global_content.update',
        subjectType: 'global_content',
        subjectId: row.id,
        summary: `Updated ${row.key}`,
        before: presentGlobalContent(before),
        after: presentGlobalContent(row),
      });
      app.ctx.revalidate(mergeTargets(globalContentTarget(before.key), globalContentTarget(row.key)));
      return presentGlobalContent(row);
    },
  );

  app.delete(
    '/global_contents/:id',
    {
      config: { rule: rules.permission('MANAGE_GLOBAL_CONTENT') },
      schema: {
        tags: ['global content'],
        summary: 'Delete a block',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: globalContentResponse, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'delete', GLOBAL_CONTENT);
      const row = await findGlobalContent(db, req.params.id);
      await deleteGlobalContent(db, row);
      await recordAudit(db, req, {
        action: 'global_content.delete',
        subjectType: 'global_content',
        subjectId: row.id,
        summary: `Deleted ${row.key}`,
        before: presentGlobalContent(row),
      });
      app.ctx.revalidate(globalContentTarget(row.key));
      return presentGlobalContent(row);
    },
  );
}
