// /v1/regeneration (community-app §7, MANAGE_REGENERATION): asks the web app to revalidate paths and
// cache tags now, and answers what it asked for and what the web app said.
import { regenerationBody, regenerationResponse } from '@reef/core';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { recordAudit } from '../../services/audit-log.js';
import { revalidateWithReport, type RevalidateTarget } from '../../services/revalidate.js';
import type { App } from '../../types.js';

const REGENERATION = { type: 'regeneration' } as const;

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
    req: Parameters<typeof recordAudit>[1],
    target: { paths: string[]; tags: string[] },
    action: 'regeneration.run' | 'regeneration.geo_ip',
  ) => {
    const web = await revalidateWithReport(app.ctx.env, target);
    await recordAudit(app.ctx.db, req, {
      action,
      subjectType: 'regeneration',
      summary: `${target.paths.length} paths, ${target.tags.length} tags → web ${web.status ?? web.error ?? 'unreachable'}`,
      after: { ...target, web },
    });
    return { regenerated: target, web };
  };

  app.post(
    '/regeneration',
    {
      config: { rule: rules.permission('MANAGE_REGENERATION') },
      schema: {
        tags: ['administration'],
        summary:
          'Regenerate pages now: revalidates the given site paths and cache tags in the web app and reports its answer',
        security: bearer,
        body: regenerationBody,
        response: { 200: regenerationResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', REGENERATION);
      return run(
        req,
        { paths: [...new Set(req.body.paths)], tags: [...new Set(req.body.tags)] },
        'regeneration.run',
      );
    },
  );

  app.post(
    '/regeneration/geo_ip',
    {
      config: { rule: rules.permission('MANAGE_REGENERATION') },
      schema: {
        tags: ['administration'],
        summary: 'Regenerate the region-dependent pages (cache tag geo_ip, /pricing, /pricing/calculator)',
        security: bearer,
        response: { 200: regenerationResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', REGENERATION);
      return run(req, { paths: GEO_IP_TARGET.paths, tags: GEO_IP_TARGET.tags }, 'regeneration.geo_ip');
    },
  );
}
