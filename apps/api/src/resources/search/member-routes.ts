// GET /v1/search (issue #32): the public search for a signed-in member, leaving out what they muted — people and
// tags — unless `include_muted=true`. Never cached: the answer is the member's own.
import { memberSearchQuery, searchResponse } from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import type { App } from '../../platform/types.js';
import { presentSearchHit } from './presenter.js';
import { search } from './service.js';

export default async function memberSearchRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  app.get(
    '/search',
    gated(
      {
        access: 'member',
        schema: {
          summary:
            'Search as /content/v1/search does, leaving out the people and tags the member muted (include_muted=true keeps them)',
          querystring: memberSearchQuery,
          response: { 200: searchResponse, ...errorResponses(401) },
        },
      },
      async (req, { actor }, reply) => {
        reply.header('cache-control', 'no-store');
        const { include_muted: includeMuted, ...query } = req.query;
        const result = await search(db, query, includeMuted ? {} : { mutedBy: actor.id });
        return {
          data: result.rows.map((r) => presentSearchHit(r, result.authors, result.tags)),
          meta: result.meta,
        };
      },
    ),
  );
}
