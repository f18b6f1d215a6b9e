// Static-content API: tools.
import { API_PAGE_SIZES, TOOL_TYPES, pageLimit, pageNumber, toolList, toolResponse } from '@reef/core';
import { z } from 'zod';
import { presentTool } from './presenter.js';
import { bundleTools, findTool, listTools } from './service.js';
import { findRoute, listRoute } from '../../platform/auth/gated-routes.js';
import type { App } from '../../platform/types.js';

export default async function contentToolRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  app.get(
    '/tools',
    listRoute(
      {
        summary: 'Published tools, newest first',
        querystring: z.object({
          page: pageNumber,
          limit: pageLimit(API_PAGE_SIZES.tools),
          type: z.enum(TOOL_TYPES).optional(),
        }),
        response: toolList,
        asActor: false,
      },
      async (actor, query) => {
        const { rows, authors, tags, meta } = await listTools(db, actor, query);
        return { data: rows.map((r) => presentTool(r, { authors, tags }, actor)), meta };
      },
    ),
  );
  app.get(
    '/tools/:id',
    findRoute(
      { summary: 'A published tool by id or slug', response: toolResponse, asActor: false },
      async (actor, id) => {
        const row = await findTool(db, actor, id);
        return presentTool(row, await bundleTools(db, [row]), actor);
      },
    ),
  );
}
