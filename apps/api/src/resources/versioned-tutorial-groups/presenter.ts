// Versioned tutorial group JSON.
import type { GroupItem, VersionedGroupRow } from './service.js';

/** A group with its tutorials per distribution version. */
export function presentVersionedGroup(row: VersionedGroupRow, items: GroupItem[]) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    items: items.map((i) => ({
      tutorial: i.tutorial,
      distribution_version: i.distributionVersion,
      position: i.position,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
