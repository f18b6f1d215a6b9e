// The versions of a distribution (community-app §7); the distributions themselves are mounted from their
// admin descriptor (admin/resources/distributions.ts). Reads are public; writes need MANAGE_TUTORIALS.
// On /{id}/version: GET lists, POST adds, PATCH updates the version named in the body.
// On /{id}/version/{v}: GET reads, PATCH updates, POST adds that version (409 when it exists).
import {
  distributionResource,
  distributionVersionBody,
  distributionVersionParams,
  distributionVersionResponse,
  distributionVersionUpdateBody,
  idOrSlugParams,
} from '@reef/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordChange } from '../../admin/after-write.js';
import { adminRoutesOf, NO_BODY, NO_QUERY } from '../../admin/route.js';
import { UnprocessableError } from '../../errors.js';
import { transaction } from '../../events/bus.js';
import { presentDistributionVersion } from '../../presenters/distributions.js';
import {
  createVersion,
  findDistribution,
  findVersion,
  updateVersion,
  versionsOf,
} from '../../services/distributions.js';
import type { App } from '../../types.js';

type VersionInput = { version?: string; name?: string; is_active?: boolean };

export default async function distributionVersionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const route = adminRoutesOf(app, distributionResource);

  const addVersion = async (
    req: FastifyRequest,
    distributionId: string,
    input: { version: string; name: string; is_active: boolean },
  ) => {
    const row = await findDistribution(db, distributionId);
    return transaction(db, async (tx) => {
      const version = presentDistributionVersion(await createVersion(tx, row.id, input));
      await recordChange(tx, req, {
        action: 'distribution_version.create',
        subjectId: row.id,
        summary: `Added ${row.name} ${version.version}`,
        after: version,
      });
      return version;
    });
  };
  const changeVersion = async (
    req: FastifyRequest,
    distributionId: string,
    version: string,
    input: VersionInput,
  ) => {
    const row = await findDistribution(db, distributionId);
    const before = await findVersion(db, row.id, version);
    return transaction(db, async (tx) => {
      const after = presentDistributionVersion(await updateVersion(tx, before, input));
      await recordChange(tx, req, {
        action: 'distribution_version.update',
        subjectId: row.id,
        summary: `Updated ${row.name} ${before.version}`,
        before: presentDistributionVersion(before),
        after,
      });
      return after;
    });
  };

  route({
    method: 'GET',
    url: '/distributions/:id/version',
    summary: 'Versions of a distribution',
    access: 'public',
    params: idOrSlugParams,
    query: NO_QUERY,
    body: NO_BODY,
    response: z.object({ data: z.array(distributionVersionResponse) }),
    handler: async ({ params }) => {
      const row = await findDistribution(db, params.id);
      return { data: ((await versionsOf(db, [row.id])).get(row.id) ?? []).map(presentDistributionVersion) };
    },
  });

  route({
    method: 'POST',
    url: '/distributions/:id/version',
    summary: 'Add a version',
    access: 'update',
    params: idOrSlugParams,
    query: NO_QUERY,
    body: distributionVersionBody,
    response: distributionVersionResponse,
    created: true,
    errors: [409],
    handler: async ({ params, body, req }) => addVersion(req, params.id, body.version),
  });

  route({
    method: 'PATCH',
    url: '/distributions/:id/version',
    summary: 'Update the version named in the body ({version: {version, name?, is_active?}})',
    access: 'update',
    params: idOrSlugParams,
    query: NO_QUERY,
    body: distributionVersionUpdateBody,
    response: distributionVersionResponse,
    errors: [409],
    handler: async ({ params, body, req }) => {
      const { version, ...rest } = body.version;
      if (!version)
        throw new UnprocessableError('Name the version to update', [
          { path: 'version.version', message: 'Required' },
        ]);
      return changeVersion(req, params.id, version, rest);
    },
  });

  route({
    method: 'GET',
    url: '/distributions/:id/version/:version',
    summary: 'One version',
    access: 'public',
    params: distributionVersionParams,
    query: NO_QUERY,
    body: NO_BODY,
    response: distributionVersionResponse,
    handler: async ({ params }) => {
      const row = await findDistribution(db, params.id);
      return presentDistributionVersion(await findVersion(db, row.id, params.version));
    },
  });

  route({
    method: 'PATCH',
    url: '/distributions/:id/version/:version',
    summary: 'Update one version',
    access: 'update',
    params: distributionVersionParams,
    query: NO_QUERY,
    body: distributionVersionUpdateBody,
    response: distributionVersionResponse,
    errors: [409],
    handler: async ({ params, body, req }) => changeVersion(req, params.id, params.version, body.version),
  });

  route({
    method: 'POST',
    url: '/distributions/:id/version/:version',
    summary: 'Add this version (the path names it; body fields name and is_active)',
    access: 'update',
    params: distributionVersionParams,
    query: NO_QUERY,
    body: z.object({
      version: distributionVersionBody.shape.version
        .omit({ version: true })
        .default({ name: '', is_active: true }),
    }),
    response: distributionVersionResponse,
    created: true,
    errors: [409],
    handler: async ({ params, body, req }) => {
      const parsed = distributionVersionBody.shape.version.safeParse({
        ...body.version,
        version: params.version,
      });
      if (!parsed.success)
        throw new UnprocessableError('Invalid version', [
          { path: 'version', message: parsed.error.issues[0]?.message ?? 'Invalid' },
        ]);
      return addVersion(req, params.id, parsed.data);
    },
  });
}
