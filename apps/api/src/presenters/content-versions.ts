import type { ContentVersionResponse, ContentVersionSummary } from '@reef/core';
import type { AuthorRow } from '../services/relations.js';
import type { ContentVersionRow } from '../services/content-versions.js';
import { presentAuthor } from './users.js';

export function presentVersionSummary(
  row: ContentVersionRow,
  authors: Map<number, AuthorRow>,
): ContentVersionSummary {
  return {
    number: row.number,
    author: presentAuthor(authors, row.authorId),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentVersion(
  row: ContentVersionRow,
  authors: Map<number, AuthorRow>,
): ContentVersionResponse {
  return { ...presentVersionSummary(row, authors), data: row.data };
}
