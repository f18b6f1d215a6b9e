// /v1/regeneration (community-app §7, MANAGE_REGENERATION): asks the web app to revalidate paths and
// cache tags now, and answers what it asked for and what the web app said.
import { regenerationBody, regenerationResponse } from '@reef/core';
import { rules } from '../../platform/lib/route-rules.js';
import { gated, type SignedInActor } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { regenerate } from './service.js';
import type { RevalidateTarget } from '../../platform/services/revalidate.js';
import type { App } from '../../platform/types.js';

// The spec names the call without its payload. Reef reads it as "regenerate what depends on where the
// visitor is": pages that show region-dependent content (prices, regions, the calculator) carry the
// cache tag `geo_ip`, and this call refreshes them after the region data changes.
/** What POST /v1/regeneration/geo_ip revalidates. */
export const GEO_IP_TARGET = {
  tags: ['geo_ip'],
  paths: ['/pricing', '/pricing/calculator'],
} satisfies RevalidateTarget;

export default async function regenerationRoutes(app: App): Promise<void> {
  const run = async (
    req: { actor: SignedInActor; ip: string },
    target: { paths: string[]; tags: string[] },
    action: 'regeneration.run' | 'regeneration.geo_ip',
  ) => {
    // The API's own cached responses under these tags go too (the web's answer is reported by regenerate).
    if (target.tags.length > 0) await app.ctx.responseCache?.invalidate(target.tags);
    return regenerate(app.ctx.db, app.ctx.env, req, target, action);
  };

  app.post(
    '/regeneration',
    gated(
      {
        access: { can: 'manage', on: 'regeneration', rule: rules.permission('MANAGE_REGENERATION') },
        schema: {
          summary:
            'Regenerate pages now: revalidates the given site paths and cache tags in the web app and reports its answer',
          body: regenerationBody,
          response: { 200: regenerationResponse, ...errorResponses(401, 403, 429) },
        },
      },
      async (req, { actor }) => {
        return run(
          { actor, ip: req.ip },
          { paths: [...new Set(req.body.paths)], tags: [...new Set(req.body.tags)] },
          'regeneration.run',
        );
      },
    ),
  );

  app.post(
    '/regeneration/geo_ip',
    gated(
      {
        access: { can: 'manage', on: 'regeneration', rule: rules.permission('MANAGE_REGENERATION') },
        schema: {
          summary: 'Regenerate the region-dependent pages (cache tag geo_ip, /pricing, /pricing/calculator)',
          response: { 200: regenerationResponse, ...errorResponses(401, 403, 429) },
        },
      },
      async (req, { actor }) => {
        return run(
          { actor, ip: req.ip },
          { paths: GEO_IP_TARGET.paths, tags: GEO_IP_TARGET.tags },
          'regeneration.geo_ip',
        );
      },
    ),
  );
}
