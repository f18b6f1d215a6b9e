// GET /v1/feed (issue #32): the member's feed of what they follow, newest first or top this week.
import { feedList, feedQuery } from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import type { App } from '../../platform/types.js';
import { readFeed } from './feed-service.js';
import { presentFeed } from './presenter.js';

export default async function feedRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/feed',
    gated(
      {
        access: 'member',
        schema: {
          summary:
            'Published questions and tutorials of the tags, members and series the member follows, less what they muted (sort: newest, top_week)',
          querystring: feedQuery,
          response: { 200: feedList, ...errorResponses(401) },
        },
      },
      async (req, { actor }, reply) => {
        reply.header('cache-control', 'no-store');
        const { feed, meta } = await readFeed(db, actor.id, req.query);
        return { data: presentFeed(feed), meta };
      },
    ),
  );
}
