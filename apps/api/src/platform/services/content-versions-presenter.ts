import type { ContentVersionResponse, ContentVersionSummary } from '@reef/core';
import type { AuthorRow } from './relations.js';
import type { ContentVersionRow } from './content-versions.js';
import { presentAuthor } from './users-presenter.js';

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
