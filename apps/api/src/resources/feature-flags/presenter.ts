// Feature flag JSON.
import type { FeatureFlagRow } from './service.js';

/** A flag. */
export function presentFeatureFlag(row: FeatureFlagRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_enabled: row.isEnabled,
    rules: row.rules,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
