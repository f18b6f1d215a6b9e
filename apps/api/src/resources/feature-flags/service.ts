// Feature flags (community-app §7): named switches with optional rules, read publicly by the site.
import type { Executor } from '../../db/client.js';
import { featureFlags } from '../../db/schema/index.js';
import { byIdOrKey, findRecord, type RecordSource } from '../../platform/services/records.js';
import { msg } from '../../platform/i18n.js';

export type FeatureFlagRow = typeof featureFlags.$inferSelect;

/** Flags are found by id or by their (lowercase) name. */
export const featureFlagSource: RecordSource<typeof featureFlags> = {
  table: featureFlags,
  rows: (db) => db.query.featureFlags,
  key: featureFlags.name,
  lowercaseKey: true,
};

/** A flag by id or name, or 404. */
export function findFeatureFlag(db: Executor, idOrName: string): Promise<FeatureFlagRow> {
  return findRecord(
    featureFlagSource.rows(db),
    byIdOrKey(featureFlagSource, idOrName),
    msg('errors', 'missing.feature_flag'),
  );
}
