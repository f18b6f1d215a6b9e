// Distribution JSON.
import type { DistributionRow, DistributionVersionRow } from './service.js';

/** A version. */
export function presentDistributionVersion(row: DistributionVersionRow) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/** A distribution with its versions. */
export function presentDistribution(row: DistributionRow, versions: DistributionVersionRow[]) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    versions: versions.map(presentDistributionVersion),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
