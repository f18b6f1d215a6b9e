// /v1/follows/{target_type}/{id} and /v1/account/follows (issue #32): a member follows or mutes a tag, a member or a
// tutorial series, reads whether they do, stops, and lists theirs.
import {
  followBody,
  followList,
  followListQuery,
  followParams,
  followResponse,
  followStatus,
  okResponse,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import type { App } from '../../platform/types.js';
import { presentFollow } from './presenter.js';
import { findFollow, labelTargets, listFollows, removeFollow, setFollow } from './service.js';

export default async function followRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/follows/:target_type/:id',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'Whether the member follows or mutes a tag, a member or a tutorial series',
          params: followParams,
          response: { 200: followStatus, ...errorResponses(401) },
        },
      },
      async (req, { actor }, reply) => {
        reply.header('cache-control', 'no-store');
        const row = await findFollow(db, actor.id, req.params.target_type, req.params.id);
        return { mode: row?.mode ?? null };
      },
    ),
  );

  app.put(
    '/follows/:target_type/:id',
    gated(
      {
        access: 'member',
        schema: {
          summary:
            'Follow or mute a tag, a member or a tutorial series (never oneself; series cannot be muted)',
          params: followParams,
          body: followBody,
          response: { 200: followResponse, ...errorResponses(401, 404, 422) },
        },
      },
      async (req, { actor }) => {
        const { target_type: type, id } = req.params;
        const row = await setFollow(db, actor, type, id, req.body?.follow?.mode ?? 'follow');
        return presentFollow(row, await labelTargets(db, [row]));
      },
    ),
  );

  app.delete(
    '/follows/:target_type/:id',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'Stop following or muting a target (idempotent)',
          params: followParams,
          response: { 200: okResponse, ...errorResponses(401) },
        },
      },
      async (req, { actor }) => {
        await removeFollow(db, actor.id, req.params.target_type, req.params.id);
        return { ok: true as const };
      },
    ),
  );

  app.get(
    '/account/follows',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'What the member follows and mutes, newest first',
          querystring: followListQuery,
          response: { 200: followList, ...errorResponses(401) },
        },
      },
      async (req, { actor }, reply) => {
        reply.header('cache-control', 'no-store');
        const { rows, meta, targets } = await listFollows(db, actor.id, req.query);
        return { data: rows.map((r) => presentFollow(r, targets)), meta };
      },
    ),
  );
}
