// /v1/tools (community-app §7): list, read, create ({tool}) and update tools. CREATE_TOOLS drafts a tool;
// MANAGE_TOOLS publishes and edits any tool.
import {
  idOrSlugParams,
  toolCreateBody,
  toolList,
  toolListQuery,
  toolResponse,
  toolUpdateBody,
} from '@reef/core';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { toolSubject } from '../../policies/subjects.js';
import { presentTool } from '../../presenters/tools.js';
import { recordAudit } from '../../services/audit-log.js';
import { tagsFor } from '../../services/revalidate.js';
import { createTool, listToolsFiltered, updateTool } from '../../services/tool-admin.js';
import { bundleTools, findTool } from '../../services/tools.js';
import type { App } from '../../types.js';

export default async function toolRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/tools',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['tools'],
        summary: 'List tools the actor may see',
        security: bearer,
        querystring: toolListQuery,
        response: { 200: toolList },
      },
    },
    async (req) => {
      const result = await listToolsFiltered(db, req.actor, req.query);
      return { data: result.rows.map((r) => presentTool(r, result, req.actor)), meta: result.meta };
    },
  );

  app.get(
    '/tools/:id',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['tools'],
        summary: 'A tool by id or slug',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: toolResponse, ...errorResponses(404) },
      },
    },
    async (req) => {
      const row = await findTool(db, req.actor, req.params.id);
      return presentTool(row, await bundleTools(db, [row]), req.actor);
    },
  );

  app.post(
    '/tools',
    {
      config: { rule: rules.permission('CREATE_TOOLS', 'MANAGE_TOOLS') },
      schema: {
        tags: ['tools'],
        summary: 'Create a tool (publishing needs MANAGE_TOOLS)',
        security: bearer,
        body: toolCreateBody,
        response: { 201: toolResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      authorize(req.actor, 'create', { type: 'tool' });
      const row = await createTool(
        db,
        { id: user.id, slug: user.slug, permissions: user.permissions },
        req.body.tool,
      );
      const presented = presentTool(row, await bundleTools(db, [row]), req.actor);
      await recordAudit(db, req, {
        action: 'tool.create',
        subjectType: 'tool',
        subjectId: row.id,
        summary: `Created tool ${row.name}`,
        after: presented,
      });
      if (row.state === 'published') app.ctx.revalidate({ tags: tagsFor('tool', row.slug) });
      return reply.code(201).send(presented);
    },
  );

  app.patch(
    '/tools/:id',
    {
      config: { rule: rules.permission('CREATE_TOOLS', 'MANAGE_TOOLS') },
      schema: {
        tags: ['tools'],
        summary: 'Update a tool',
        security: bearer,
        params: idOrSlugParams,
        body: toolUpdateBody,
        response: { 200: toolResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      const row = await findTool(db, req.actor, req.params.id);
      authorize(req.actor, 'update', toolSubject(row));
      const before = presentTool(row, await bundleTools(db, [row]), req.actor);
      const saved = await updateTool(db, req.actor, row, req.body.tool);
      const presented = presentTool(saved, await bundleTools(db, [saved]), req.actor);
      await recordAudit(db, req, {
        action: 'tool.update',
        subjectType: 'tool',
        subjectId: row.id,
        summary: `Updated tool ${saved.name}`,
        before,
        after: presented,
      });
      app.ctx.revalidate({ tags: [...tagsFor('tool', row.slug), ...tagsFor('tool', saved.slug)] });
      return presented;
    },
  );
}
