// Tag JSON.
import {
  abilitiesFor,
  type Actor,
  type PaginationMeta,
  type TagResponse,
  type TagSummary,
  type TagType,
} from '@reef/core';
import type { TagSummaryRow } from '../../platform/services/relations.js';
import type { TagWithCounts } from './service.js';

/** A tag next to content. */
export function presentTagSummary(row: TagSummaryRow): TagSummary {
  return { id: row.id, name: row.name, slug: row.slug, type: row.type as TagType };
}

/** A tag page. */
export function presentTag(row: TagWithCounts, actor: Actor): TagResponse {
  return {
    ...presentTagSummary(row),
    state: row.state as TagResponse['state'],
    description: row.description,
    tutorials_count: row.tutorialsCount,
    questions_count: row.questionsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(actor ? { abilities: abilitiesFor(actor, { type: 'tag', status: row.state }) } : {}),
  };
}

/** A page of tags as `actor` sees them. */
export function presentTagList(
  page: { rows: TagWithCounts[]; meta: PaginationMeta },
  actor: Actor,
): { data: TagResponse[]; meta: PaginationMeta } {
  return { data: page.rows.map((row) => presentTag(row, actor)), meta: page.meta };
}
