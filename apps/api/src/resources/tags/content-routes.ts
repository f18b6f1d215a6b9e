// Static-content API: tags and the tag search.
import {
  API_PAGE_SIZES,
  contentTagSearchQuery,
  pageLimit,
  pageNumber,
  tagList,
  tagResponse,
} from '@reef/core';
import { z } from 'zod';
import { presentTag, presentTagList } from './presenter.js';
import { findTag, listTags, pickTags } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import { findRoute, listRoute } from '../../platform/auth/gated-routes.js';
import type { App } from '../../platform/types.js';

export default async function contentTagRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/tags',
    listRoute(
      {
        summary: 'Published tags by name, or most used first (sort=popular); search: name contains',
        querystring: z.object({
          page: pageNumber,
          limit: pageLimit(API_PAGE_SIZES.tags),
          type: z.enum(['tag', 'team', 'origin']).optional(),
          sort: z.enum(['name', 'popular']).default('name'),
          search: z.string().trim().max(100).optional(),
        }),
        response: tagList,
        asActor: false,
      },
      async (actor, query) => presentTagList(await listTags(db, actor, query), actor),
    ),
  );

  app.get(
    '/tags/:id',
    findRoute(
      { summary: 'A published tag by id or slug', response: tagResponse, asActor: false },
      async (actor, id) => presentTag(await findTag(db, actor, id), actor),
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
        return presentTagList(
          await pickTags(db, null, { ...rest, page, limit: per_page, sort: 'name', base: 0 }),
          null,
        );
      },
    ),
  );
}
