// Tool JSON.
import { abilitiesFor, can, type Actor, type ToolResponse } from '@reef/core';
import { toolSubject } from '../../platform/policies/subjects.js';
import type { AuthorRow, TagRow } from '../../platform/services/relations.js';
import type { ToolRow } from './service.js';
import { presentTagSummary } from '../tags/index.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';

/** One tool. */
export function presentTool(
  row: ToolRow,
  bundle: { authors: Map<number, AuthorRow>; tags: Map<number, TagRow[]> },
  actor: Actor,
): ToolResponse {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type as ToolResponse['type'],
    state: row.state as ToolResponse['state'],
    description: row.description,
    url: row.url,
    body_html: row.bodyHtml,
    ...(can(actor, 'update', toolSubject(row)) ? { body_markdown: row.bodyMarkdown } : {}),
    author: presentAuthor(bundle.authors, row.authorId),
    tags: (bundle.tags.get(row.id) ?? []).map(presentTagSummary),
    upvotes_count: row.upvotesCount,
    views_count: row.viewsCount,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(actor ? { abilities: abilitiesFor(actor, toolSubject(row)) } : {}),
  };
}
