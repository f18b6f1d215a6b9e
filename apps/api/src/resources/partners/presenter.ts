// Partner JSON.
import type { PartnerRow } from './service.js';
import type { TagRow } from '../../platform/services/relations.js';
import { presentTagSummary } from '../tags/index.js';

const ACTIONS = ['learn_more', 'contact', 'deploy'] as const;

/** A partner. */
export function presentPartner(row: PartnerRow, tags: Map<number, TagRow[]>) {
  const action = (row.data as { action?: string }).action;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo_url: row.logoUrl,
    url: row.url,
    state: row.state as 'draft' | 'published' | 'trashed',
    action: ACTIONS.find((a) => a === action) ?? 'learn_more',
    position: row.position,
    tags: (tags.get(row.id) ?? []).map(presentTagSummary),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
