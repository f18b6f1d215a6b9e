// /v1/feature_flags (community-app §7): list, read, create and update flags (MANAGE_FEATURE_FLAGS).
import {
  featureFlagCreateBody,
  featureFlagList,
  featureFlagListQuery,
  featureFlagResponse,
  featureFlagUpdateBody,
  idOrSlugParams,
} from '@reef/core';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentFeatureFlag } from '../../presenters/feature-flags.js';
import { recordAudit } from '../../services/audit-log.js';
import {
  createFeatureFlag,
  findFeatureFlag,
  listFeatureFlags,
  updateFeatureFlag,
} from '../../services/feature-flags.js';
import { featureFlagTarget, mergeTargets } from '../../services/site-cache.js';
import type { App } from '../../types.js';

const FEATURE_FLAG = { type: 'feature_flag' } as const;

export default async function featureFlagRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/feature_flags',
    {
      config: { rule: rules.permission('MANAGE_FEATURE_FLAGS') },
      schema: {
        tags: ['feature flags'],
        summary: 'List feature flags',
        security: bearer,
        querystring: featureFlagListQuery,
        response: { 200: featureFlagList, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', FEATURE_FLAG);
      const result = await listFeatureFlags(db, req.query);
      return { data: result.rows.map(presentFeatureFlag), meta: result.meta };
    },
  );

  app.get(
    '/feature_flags/:id',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['feature flags'],
        summary: 'A flag by id or name',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: featureFlagResponse, ...errorResponses(404) },
      },
    },
    async (req) => presentFeatureFlag(await findFeatureFlag(db, req.params.id)),
  );

  app.post(
    '/feature_flags',
    {
      config: { rule: rules.permission('MANAGE_FEATURE_FLAGS') },
      schema: {
        tags: ['feature flags'],
        summary: 'Create a flag',
        security: bearer,
        body: featureFlagCreateBody,
        response: { 201: featureFlagResponse, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (req, reply) => {
      requireUser(req);
      authorize(req.actor, 'create', FEATURE_FLAG);
      const row = await createFeatureFlag(db, req.body.feature_flag);
      await recordAudit(db, req, {
        action: 'feature_flag.create',
        subjectType: 'feature_flag',
        subjectId: row.id,
        summary: `Created ${row.name}`,
        after: presentFeatureFlag(row),
      });
      app.ctx.revalidate(featureFlagTarget(row.name));
      return reply.code(201).send(presentFeatureFlag(row));
    },
  );

  app.patch(
    '/feature_flags/:id',
    {
      config: { rule: rules.permission('MANAGE_FEATURE_FLAGS') },
      schema: {
        tags: ['feature flags'],
        summary: 'Update a flag',
        security: bearer,
        params: idOrSlugParams,
        body: featureFlagUpdateBody,
        response: { 200: featureFlagResponse, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'update', FEATURE_FLAG);
      const before = await findFeatureFlag(db, req.params.id);
      const row = await updateFeatureFlag(db, before, req.body.feature_flag);
      await recordAudit(db, req, {
        action: 'feature_flag.update',
        subjectType: 'feature_flag',
        subjectId: row.id,
        summary: `${row.name}: ${before.isEnabled ? 'on' : 'off'} → ${row.isEnabled ? 'on' : 'off'}`,
        before: presentFeatureFlag(before),
        after: presentFeatureFlag(row),
      });
      app.ctx.revalidate(mergeTargets(featureFlagTarget(before.name), featureFlagTarget(row.name)));
      return presentFeatureFlag(row);
    },
  );
}
