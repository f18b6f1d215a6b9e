// Global content JSON.
import type { GlobalContentRow } from './service.js';

/** Presents a block. */
export function presentGlobalContent(row: GlobalContentRow) {
  return {
    id: row.id,
    key: row.key,
    data: row.data,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
