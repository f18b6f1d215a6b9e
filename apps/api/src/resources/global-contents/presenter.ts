// Global content JSON: the block, its language and the other language versions of its family (issue #31).
import type { GlobalContentRow, GlobalContentVersion } from './service.js';

/** Presents a block; `translations` are its family's other versions, when the reader loaded them. */
export function presentGlobalContent(row: GlobalContentRow, translations: GlobalContentVersion[] = []) {
  return {
    id: row.id,
    key: row.key,
    data: row.data,
    language: row.language as 'en',
    original_id: row.originalId,
    translations: translations.map((version) => ({
      id: version.id,
      key: version.key,
      language: version.language as 'en',
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
