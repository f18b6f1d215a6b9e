// GET /content/v1/search: full-text search over public content (spec: content-and-presentation §7).
import { searchQuery, searchResponse } from '@reef/core';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentSearchHit } from './presenter.js';
import { search } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

export default async function contentSearchRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  app.get(
    '/search',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            'Search tutorials, questions, series, tools, blog and resource posts and marketing pages by type and sub-type (websearch syntax, filters, highlighted snippets, suggestions)',
          querystring: searchQuery,
          response: { 200: searchResponse, ...errorResponses() },
        },
      },
      async (req) => {
        const result = await search(db, req.query);
        return {
          data: result.rows.map((r) => presentSearchHit(r, result.authors, result.tags)),
          meta: result.meta,
        };
      },
    ),
  );
}
