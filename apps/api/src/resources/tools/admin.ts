// Tools (community-app §7), mounted from their descriptor: CREATE_TOOLS drafts a tool, MANAGE_TOOLS publishes and
// edits any tool; the list and reads depend on who asks, and the writes record their audit entries in the service.
import {
  idOrSlugParams,
  toolCreateBody,
  toolList,
  toolListQuery,
  toolResource,
  toolResponse,
  toolUpdateBody,
} from '@reef/core';
import { rules } from '../../platform/lib/route-rules.js';
import { gated } from '../../platform/auth/gate.js';
import { createRoute, findRoute, listRoute } from '../../platform/auth/gated-routes.js';
import { writeExpectedVersion } from '../../platform/services/concurrency.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { toolSubject } from '../../platform/policies/subjects.js';
import { presentTool } from './presenter.js';
import { createTool, listToolsFiltered, updateTool } from './tool-admin-service.js';
import { bundleTools, findTool } from './service.js';
import { defineAdminApi } from '../../platform/admin/mount.js';

export default defineAdminApi({
  resource: toolResource,
  find: (db, actor, ref) => findTool(db, actor, ref.key),
  present: async (db, row, actor) => presentTool(row, await bundleTools(db, [row]), actor),
  title: (tool) => tool.name,
  ownOperations: ['list', 'find', 'create', 'update'],
  routes: (app) => {
    const { db } = app.ctx;

    app.get(
      '/tools',
      listRoute(
        {
          summary: 'List tools the actor may see',
          querystring: toolListQuery,
          response: toolList,
          asActor: true,
        },
        async (actor, query) => {
          const result = await listToolsFiltered(db, actor, query);
          return { data: result.rows.map((r) => presentTool(r, result, actor)), meta: result.meta };
        },
      ),
    );

    app.get(
      '/tools/:id',
      findRoute(
        { summary: 'A tool by id or slug', response: toolResponse, asActor: true },
        async (actor, id) => {
          const row = await findTool(db, actor, id);
          return presentTool(row, await bundleTools(db, [row]), actor);
        },
      ),
    );

    app.post(
      '/tools',
      createRoute(
        {
          on: 'tool',
          summary: 'Create a tool (publishing needs MANAGE_TOOLS)',
          body: toolCreateBody,
          response: toolResponse,
          errors: [401, 403, 409, 422, 429],
        },
        async ({ body, actor, ip }) => {
          const row = await createTool(db, actor, body.tool, ip);
          return presentTool(row, await bundleTools(db, [row]), actor);
        },
      ),
    );

    app.patch(
      '/tools/:id',
      gated(
        {
          access: { can: 'update', on: 'tool', rule: rules.permission('CREATE_TOOLS', 'MANAGE_TOOLS') },
          schema: {
            summary:
              'Update a tool (with `If-Match: "<updated_at>"`, only if nobody changed it since: else 409 edit_conflict)',
            params: idOrSlugParams,
            body: toolUpdateBody,
            response: { 200: toolResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
          },
          load: (req, actor) => findTool(db, actor, req.params.id),
          subject: toolSubject,
          ifMatch: true,
        },
        async (req, { actor, subject: row, expected }) => {
          const saved = await writeExpectedVersion(
            db,
            expected,
            { kind: 'tool', id: row.id, what: 'tool' },
            async (tx) => (await findTool(tx, actor, String(row.id))).updatedAt,
            (tx) => updateTool(tx, actor, row, req.body.tool, req.ip),
          );
          return presentTool(saved, await bundleTools(db, [saved]), actor);
        },
      ),
    );
  },
});
