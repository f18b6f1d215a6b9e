// Static-content API: public profiles, contributions and stats.
import { contentPath, contributionList, contributionsQuery, slugParams, userResponse, userStatsQuery, userStatsResponse, type Language } from '@reef/core';
import { NotFoundError } from '../../errors.js';
import { errorResponses } from '../../lib/route-schema.js';
import { presentUser } from '../../presenters/users.js';
import { listContributions, userStats } from '../../services/contributions.js';
import { findUserBySlug } from '../../services/users.js';
import type { App } from '../../types.js';

export default async function contentUserRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  async function activeUser(slug: string) {
    const row = await findUserBySlug(db, slug);
    if (row.state !== 'active') throw new NotFoundError('User not found');
    return row;
  }

  app.get(
    '/users/:slug',
    { schema: { tags: ['content'], summary: 'A public profile', params: slugParams, response: { 200: userResponse, ...errorResponses(404) } } },
    async (req) => presentUser(await activeUser(req.params.slug), { actor: null }),
  );

  app.get(
    '/users/:slug/contributions',
    {
      schema: { tags: ['content'], summary: "A member's public contributions (6 per page)", params: slugParams, querystring: contributionsQuery, response: { 200: contributionList, ...errorResponses(404) } },
    },
    async (req) => {
      const user = await activeUser(req.params.slug);
      const { rows, meta } = await listContributions(db, user.id, req.query);
      return {
        data: rows.map((r) => ({
          type: r.type,
          id: Number(r.id),
          title: r.title,
          slug: r.slug,
          url: r.type === 'answer' || r.type === 'comment' ? contentPath(r.root_type, r.slug, { comment: r.id }) : contentPath(r.type, r.slug),
          excerpt: r.excerpt ?? '',
          language: r.language as Language,
          upvotes_count: Number(r.upvotes_count),
          created_at: new Date(r.created_at).toISOString(),
        })),
        meta,
      };
    },
  );

  app.get(
    '/users/:slug/stats',
    { schema: { tags: ['content'], summary: "A member's public contribution counts", params: slugParams, querystring: userStatsQuery, response: { 200: userStatsResponse, ...errorResponses(404) } } },
    async (req) => {
      const user = await activeUser(req.params.slug);
      const stats = await userStats(db, user.id, req.query.language);
      return { ...stats, language: req.query.language };
    },
  );
}
