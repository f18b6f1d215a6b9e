// Distributions (community-app §7): operating systems and their versions, for versioned tutorial
// groups. Reads are public; writes need MANAGE_TUTORIALS. The versions are bespoke routes on the same gate:
// on /{id}/version, GET lists, POST adds, PATCH updates the version named in the body;
// on /{id}/version/{v}, GET reads, PATCH updates, POST adds that version (409 when it exists).
import {
  distributionResource,
  distributionVersionBody,
  distributionVersionParams,
  distributionVersionResponse,
  distributionVersionUpdateBody,
  idOrSlugParams,
  slugify,
} from '@reef/core';
import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { distributions } from '../../db/schema/index.js';
import { localDetail, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { transaction } from '../../platform/events/bus.js';
import { presentDistribution, presentDistributionVersion } from './presenter.js';
import {
  createVersion,
  distributionSource as source,
  findDistribution,
  findVersion,
  updateVersion,
  versionsOf,
} from './service.js';
import { insertRecord, listRecords, updateRecord, withUniqueKey } from '../../platform/services/records.js';
import { recordChange } from '../../platform/admin/after-write.js';
import { defineAdminApi } from '../../platform/admin/mount.js';
import { NO_BODY, NO_QUERY } from '../../platform/admin/route.js';

type VersionInput = { version?: string; name?: string; is_active?: boolean };

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.distribution'), 'distribution.slug');

export default defineAdminApi({
  resource: distributionResource,
  find: (db, _actor, ref) => findDistribution(db, ref.key),
  list: {
    rows: (db, _actor, query) => listRecords(db, source, { ...query, orderBy: [asc(distributions.name)] }),
    present: async (db, rows) => {
      const versions = await versionsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => presentDistribution(r, versions.get(r.id) ?? []));
    },
  },
  present: async (db, row) => presentDistribution(row, (await versionsOf(db, [row.id])).get(row.id) ?? []),
  create: (db, { distribution: input }) =>
    unique(() =>
      insertRecord(db, distributions, {
        name: input.name,
        slug: input.slug ?? (slugify(input.name) || 'distribution'),
      }),
    ),
  update: (db, row, { distribution: input }) =>
    unique(() =>
      updateRecord(db, source, row.id, { name: input.name, slug: input.slug, updatedAt: new Date() }),
    ),
  title: (distribution) => distribution.name,
  routes: (app, route) => {
    const { db } = app.ctx;
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
          throw new UnprocessableError(msg('errors', 'distributions.name_version'), [
            localDetail('version.version', msg('errors', 'validation.required')),
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
          throw new UnprocessableError(msg('errors', 'distributions.invalid_version'), [
            { path: 'version', message: parsed.error.issues[0]?.message ?? 'Invalid' },
          ]);
        return addVersion(req, params.id, parsed.data);
      },
    });
  },
});
