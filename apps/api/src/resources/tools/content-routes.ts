// Static-content API: tools.
import {
  API_PAGE_SIZES,
  TOOL_TYPES,
  idOrSlugParams,
  pageLimit,
  pageNumber,
  toolList,
  toolResponse,
} from '@reef/core';
import { z } from 'zod';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentTool } from './presenter.js';
import { bundleTools, findTool, listTools } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

export default async function contentToolRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  app.get(
    '/tools',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Published tools, newest first',
          querystring: z.object({
            page: pageNumber,
            limit: pageLimit(API_PAGE_SIZES.tools),
            type: z.enum(TOOL_TYPES).optional(),
          }),
          response: { 200: toolList },
        },
      },
      async (req) => {
        const { rows, authors, tags, meta } = await listTools(db, null, req.query);
        return { data: rows.map((r) => presentTool(r, { authors, tags }, null)), meta };
      },
    ),
  );
  app.get(
    '/tools/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A published tool by id or slug',
          params: idOrSlugParams,
          response: { 200: toolResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await findTool(db, null, req.params.id);
        return presentTool(row, await bundleTools(db, [row]), null);
      },
    ),
  );
}
