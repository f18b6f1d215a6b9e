// /v1/admin_attention: the admin home's "needs attention now" (service.ts), for any signed-in member (an empty list
// for one who manages nothing).
import { adminAttentionResponse } from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import type { App } from '../../platform/types.js';
import { attentionFor } from './service.js';

export default async function adminAttentionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  app.get(
    '/admin_attention',
    gated(
      {
        access: 'member',
        schema: {
          summary:
            'Queues the member may clear (reports, held posts, failed deliveries, scheduled pages), with counts',
          response: { 200: adminAttentionResponse, ...errorResponses(401) },
        },
      },
      async (_req, { actor }) => ({ data: await attentionFor(db, actor) }),
    ),
  );
}
