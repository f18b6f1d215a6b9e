// Static-content API: public profiles, contributions and stats.
import { z } from 'zod';
import {
  contributionList,
  contributionsQuery,
  slugParams,
  userResponse,
  userStatsQuery,
  userStatsResponse,
  type Language,
} from '@reef/core';
import { NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentUser } from '../../platform/services/users-presenter.js';
import { readAvatar } from './avatars-service.js';
import { contributionExcerpt, contributionHead } from './contributions-presenter.js';
import { listContributions, userStats } from './contributions-service.js';
import { findUserBySlug } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import { webpImageHeaders } from './image-headers.js';
import type { App } from '../../platform/types.js';

export default async function contentUserRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  async function activeUser(slug: string) {
    const row = await findUserBySlug(db, slug);
    if (row.state !== 'active') throw new NotFoundError(msg('errors', 'missing.user'));
    return row;
  }

  app.get(
    '/users/:slug',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A public profile',
          params: slugParams,
          response: { 200: userResponse, ...errorResponses(404) },
        },
      },
      async (req) => presentUser(await activeUser(req.params.slug), { actor: null }),
    ),
  );

  app.get(
    '/users/:slug/avatar',
    gated(
      {
        access: 'public',
        schema: {
          summary: "A member's uploaded avatar (256px WebP); its address carries ?v= of its last change",
          params: slugParams,
          produces: ['image/webp'],
          response: { 200: z.any().describe('The image bytes'), ...errorResponses(404) },
        },
      },
      async (req, _gate, reply) => {
        const user = await activeUser(req.params.slug);
        const avatar = await readAvatar(db, user.id);
        if (!avatar) throw new NotFoundError(msg('errors', 'users.no_avatar'));
        return reply.type('image/webp').headers(webpImageHeaders(req.query)).send(avatar.image);
      },
    ),
  );

  app.get(
    '/users/:slug/contributions',
    gated(
      {
        access: 'public',
        schema: {
          summary: "A member's public contributions (6 per page)",
          params: slugParams,
          querystring: contributionsQuery,
          response: { 200: contributionList, ...errorResponses(404) },
        },
      },
      async (req) => {
        const user = await activeUser(req.params.slug);
        const { rows, meta } = await listContributions(db, user.id, req.query);
        return {
          data: rows.map((r) => ({
            ...contributionHead(r),
            excerpt: contributionExcerpt(r),
            language: r.language as Language,
            upvotes_count: Number(r.upvotes_count),
            created_at: new Date(r.created_at).toISOString(),
          })),
          meta,
        };
      },
    ),
  );

  app.get(
    '/users/:slug/stats',
    gated(
      {
        access: 'public',
        schema: {
          summary: "A member's public contribution counts",
          params: slugParams,
          querystring: userStatsQuery,
          response: { 200: userStatsResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const user = await activeUser(req.params.slug);
        const stats = await userStats(db, user.id, req.query.language);
        return { ...stats, language: req.query.language };
      },
    ),
  );
}
