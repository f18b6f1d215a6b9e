// Static-content API: public upvote counts.
import { upvoteParams, upvoteResponse } from '@reef/core';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { loadObject } from '../../platform/services/objects.js';
import { upvoteCount } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

export default async function contentUpvoteRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  app.get(
    '/upvotes/:type/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Upvote count of a public object',
          params: upvoteParams,
          response: { 200: upvoteResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const target = await loadObject(db, null, req.params.type, req.params.id);
        return {
          upvotable_type: req.params.type,
          upvotable_id: target.id,
          upvotes_count: await upvoteCount(db, req.params.type, target.id),
        };
      },
    ),
  );
}
