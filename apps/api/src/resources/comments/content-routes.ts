// Static-content API: public comment threads.
import { commentList, commentThreadParams, commentThreadQuery } from '@reef/core';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentThread } from './presenter.js';
import { listThread } from './service.js';
import { loadObject } from '../../platform/services/objects.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

export default async function contentCommentRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  app.get(
    '/comments/:type/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Public comments of an object with their replies (perPage 10, 0-based pages)',
          params: commentThreadParams,
          querystring: commentThreadQuery,
          response: { 200: commentList, ...errorResponses(404) },
        },
      },
      async (req) => {
        const parent = await loadObject(db, null, req.params.type, req.params.id);
        const { rows, replies, bundle, meta } = await listThread(db, null, parent, req.query);
        return { data: presentThread(rows, replies, bundle, null), meta };
      },
    ),
  );
}
