// /v1/distributions (community-app §7): operating-system distributions and their versions, for versioned
// tutorial groups. Reads are public; writes need MANAGE_TUTORIALS.
// On /{id}/version: GET lists, POST adds, PATCH updates the version named in the body.
// On /{id}/version/{v}: GET reads, PATCH updates, POST adds that version (409 when it exists).
import {
  ADMIN_PAGE_SIZE,
  distributionCreateBody,
  distributionList,
  distributionResponse,
  distributionUpdateBody,
  distributionVersionBody,
  distributionVersionParams,
  distributionVersionResponse,
  distributionVersionUpdateBody,
  idOrSlugParams,
  pageLimit,
  pageNumber,
} from '@reef/core';
import { z } from 'zod';
import { requireUser } from '../../auth/hook.js';
import { UnprocessableError } from '../../errors.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentDistribution, presentDistributionVersion } from '../../presenters/distributions.js';
import { recordAudit } from '../../services/audit-log.js';
import {
  createDistribution,
  createVersion,
  findDistribution,
  findVersion,
  listDistributions,
  updateDistribution,
  updateVersion,
  versionsOf,
  type DistributionRow,
} from '../../services/distributions.js';
import type { App } from '../../types.js';

const DISTRIBUTION = { type: 'distribution' } as const;
const tags = ['tutorials'];

export default async function distributionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const present = async (row: DistributionRow) =>
    presentDistribution(row, (await versionsOf(db, [row.id])).get(row.id) ?? []);
  const mayWrite = (req: { actor: Parameters<typeof authorize>[0] } & Parameters<typeof requireUser>[0]) => {
    requireUser(req);
    authorize(req.actor, 'update', DISTRIBUTION);
  };

  app.get(
    '/distributions',
    {
      config: { rule: rules.public },
      schema: {
        tags,
        summary: 'List distributions with their versions',
        security: bearer,
        querystring: z.object({ page: pageNumber, limit: pageLimit(ADMIN_PAGE_SIZE) }),
        response: { 200: distributionList },
      },
    },
    async (req) => {
      const result = await listDistributions(db, req.query);
      return {
        data: result.rows.map((r) => presentDistribution(r, result.versions.get(r.id) ?? [])),
        meta: result.meta,
      };
    },
  );

  app.get(
    '/distributions/:id',
    {
      config: { rule: rules.public },
      schema: {
        tags,
        summary: 'A distribution by id or slug',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: distributionResponse, ...errorResponses(404) },
      },
    },
    async (req) => present(await findDistribution(db, req.params.id)),
  );

  app.post(
    '/distributions',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags,
        summary: 'Create a distribution',
        security: bearer,
        body: distributionCreateBody,
        response: { 201: distributionResponse, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (req, reply) => {
      mayWrite(req);
      const presented = await present(await createDistribution(db, req.body.distribution));
      await recordAudit(db, req, {
        action: 'distribution.create',
        subjectType: 'distribution',
        subjectId: presented.id,
        summary: `Created ${presented.name}`,
        after: presented,
      });
      return reply.code(201).send(presented);
    },
  );

  app.patch(
    '/distributions/:id',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags,
        summary: 'Update a distribution',
        security: bearer,
        params: idOrSlugParams,
        body: distributionUpdateBody,
        response: { 200: distributionResponse, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (req) => {
      mayWrite(req);
      const row = await findDistribution(db, req.params.id);
      const before = await present(row);
      const presented = await present(await updateDistribution(db, row, req.body.distribution));
      await recordAudit(db, req, {
        action: 'distribution.update',
        subjectType: 'distribution',
        subjectId: row.id,
        summary: `Updated ${presented.name}`,
        before,
        after: presented,
      });
      return presented;
    },
  );

  app.get(
    '/distributions/:id/version',
    {
      config: { rule: rules.public },
      schema: {
        tags,
        summary: 'Versions of a distribution',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: z.object({ data: z.array(distributionVersionResponse) }), ...errorResponses(404) },
      },
    },
    async (req) => {
      const row = await findDistribution(db, req.params.id);
      return { data: ((await versionsOf(db, [row.id])).get(row.id) ?? []).map(presentDistributionVersion) };
    },
  );

  const addVersion = async (
    req: Parameters<typeof recordAudit>[1],
    distributionId: string,
    input: { version: string; name: string; is_active: boolean },
  ) => {
    const row = await findDistribution(db, distributionId);
    const version = presentDistributionVersion(await createVersion(db, row.id, input));
    await recordAudit(db, req, {
      action: 'distribution_version.create',
      subjectType: 'distribution',
      subjectId: row.id,
      summary: `Added ${row.name} ${version.version}`,
      after: version,
    });
    return version;
  };
  const changeVersion = async (
    req: Parameters<typeof recordAudit>[1],
    distributionId: string,
    version: string,
    input: { version?: string; name?: string; is_active?: boolean },
  ) => {
    const row = await findDistribution(db, distributionId);
    const before = await findVersion(db, row.id, version);
    const after = presentDistributionVersion(await updateVersion(db, before, input));
    await recordAudit(db, req, {
      action: 'distribution_version.update',
      subjectType: 'distribution',
      subjectId: row.id,
      summary: `Updated ${row.name} ${before.version}`,
      before: presentDistributionVersion(before),
      after,
    });
    return after;
  };

  app.post(
    '/distributions/:id/version',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags,
        summary: 'Add a version',
        security: bearer,
        params: idOrSlugParams,
        body: distributionVersionBody,
        response: { 201: distributionVersionResponse, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      mayWrite(req);
      return reply.code(201).send(await addVersion(req, req.params.id, req.body.version));
    },
  );

  app.patch(
    '/distributions/:id/version',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags,
        summary: 'Update the version named in the body ({version: {version, name?, is_active?}})',
        security: bearer,
        params: idOrSlugParams,
        body: distributionVersionUpdateBody,
        response: { 200: distributionVersionResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      mayWrite(req);
      const { version, ...rest } = req.body.version;
      if (!version)
        throw new UnprocessableError('Name the version to update', [
          { path: 'version.version', message: 'Required' },
        ]);
      return changeVersion(req, req.params.id, version, rest);
    },
  );

  app.get(
    '/distributions/:id/version/:version',
    {
      config: { rule: rules.public },
      schema: {
        tags,
        summary: 'One version',
        security: bearer,
        params: distributionVersionParams,
        response: { 200: distributionVersionResponse, ...errorResponses(404) },
      },
    },
    async (req) => {
      const row = await findDistribution(db, req.params.id);
      return presentDistributionVersion(await findVersion(db, row.id, req.params.version));
    },
  );

  app.patch(
    '/distributions/:id/version/:version',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags,
        summary: 'Update one version',
        security: bearer,
        params: distributionVersionParams,
        body: distributionVersionUpdateBody,
        response: { 200: distributionVersionResponse, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (req) => {
      mayWrite(req);
      return changeVersion(req, req.params.id, req.params.version, req.body.version);
    },
  );

  app.post(
    '/distributions/:id/version/:version',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags,
        summary: 'Add this version (the path names it; body fields name and is_active)',
        security: bearer,
        params: distributionVersionParams,
        body: z.object({
          version: distributionVersionBody.shape.version
            .omit({ version: true })
            .default({ name: '', is_active: true }),
        }),
        response: { 201: distributionVersionResponse, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      mayWrite(req);
      const parsed = distributionVersionBody.shape.version.safeParse({
        ...req.body.version,
        version: req.params.version,
      });
      if (!parsed.success)
        throw new UnprocessableError('Invalid version', [
          { path: 'version', message: parsed.error.issues[0]?.message ?? 'Invalid' },
        ]);
      return reply.code(201).send(await addVersion(req, req.params.id, parsed.data));
    },
  );
}
