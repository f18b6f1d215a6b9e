// Static-content API: tags and the tag search.
import {
  API_PAGE_SIZES,
  contentTagSearchQuery,
  idOrSlugParams,
  pageLimit,
  pageNumber,
  tagList,
  tagResponse,
} from '@reef/core';
import { z } from 'zod';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentTag } from './presenter.js';
import { findTag, listTags } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

export default async function contentTagRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/tags',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Published tags by name',
          querystring: z.object({
            page: pageNumber,
            limit: pageLimit(API_PAGE_SIZES.tags),
            type: z.enum(['tag', 'team', 'origin']).optional(),
          }),
          response: { 200: tagList },
        },
      },
      async (req) => {
        const { rows, meta } = await listTags(db, null, { ...req.query, sort: 'name' });
        return { data: rows.map((r) => presentTag(r, null)), meta };
      },
    ),
  );

  app.get(
    '/tags/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A published tag by id or slug',
          params: idOrSlugParams,
          response: { 200: tagResponse, ...errorResponses(404) },
        },
      },
      async (req) => presentTag(await findTag(db, null, req.params.id), null),
    ),
  );

  app.get(
    '/search/tags',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Tag search (per_page 1000, 0-based pages; usable: only tags in use)',
          querystring: contentTagSearchQuery,
          response: { 200: tagList },
        },
      },
      async (req) => {
        const { page, per_page, ...rest } = req.query;
        const { rows, meta } = await listTags(db, null, {
          ...rest,
          page,
          limit: per_page,
          sort: 'name',
          base: 0,
        });
        return { data: rows.map((r) => presentTag(r, null)), meta };
      },
    ),
  );
}
