// Feature flags (community-app §7): named switches with optional rules, read publicly by the site.
import { featureFlagResource } from '@reef/core';
import { asc, desc } from 'drizzle-orm';
import { featureFlags } from '../../db/schema/index.js';
import { presentFeatureFlag } from './presenter.js';
import { featureFlagSource, findFeatureFlag } from './service.js';
import { insertRecord, listRecords, updateRecord, withUniqueKey } from '../../platform/services/records.js';
import { featureFlagTarget } from '../../platform/services/site-cache.js';
import { defineAdminApi } from '../../platform/admin/mount.js';
import { msg } from '../../platform/i18n.js';

const source = featureFlagSource;
const SORTS = {
  name: featureFlags.name,
  created_at: featureFlags.createdAt,
  updated_at: featureFlags.updatedAt,
};
const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.feature_flag'), 'feature_flag.name');

export default defineAdminApi({
  resource: featureFlagResource,
  find: (db, _actor, ref) => findFeatureFlag(db, ref.key),
  list: {
    rows: (db, _actor, query) =>
      listRecords(db, source, {
        ...query,
        orderBy: [(query.sort_direction === 'desc' ? desc : asc)(SORTS[query.sort]), asc(featureFlags.id)],
      }),
    present: async (_db, rows) => rows.map(presentFeatureFlag),
  },
  present: async (_db, row) => presentFeatureFlag(row),
  create: (db, { feature_flag: input }) =>
    unique(() =>
      insertRecord(db, featureFlags, {
        name: input.name,
        description: input.description,
        isEnabled: input.is_enabled,
        rules: input.rules,
      }),
    ),
  update: (db, row, { feature_flag: input }) =>
    unique(() =>
      updateRecord(db, source, row.id, {
        name: input.name,
        description: input.description,
        isEnabled: input.is_enabled,
        rules: input.rules,
        updatedAt: new Date(),
      }),
    ),
  title: (flag) => flag.name,
  revalidates: (flag) => featureFlagTarget(flag.name),
});
