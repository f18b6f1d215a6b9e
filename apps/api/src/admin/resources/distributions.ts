// Distributions (community-app §7): operating systems and their versions, for versioned tutorial
// groups. Reads are public; writes need MANAGE_TUTORIALS. The versions' routes are in routes/v1/distributions.ts.
import { distributionResource, slugify } from '@reef/core';
import { asc } from 'drizzle-orm';
import { distributions } from '../../db/schema/index.js';
import { presentDistribution } from '../../presenters/distributions.js';
import { distributionSource as source, findDistribution, versionsOf } from '../../services/distributions.js';
import { insertRecord, listRecords, updateRecord, withUniqueKey } from '../../services/records.js';
import { defineAdminApi } from '../mount.js';

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, 'A distribution with this slug exists', 'distribution.slug');

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
});
