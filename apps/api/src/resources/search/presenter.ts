// Search hit JSON.
import { searchHitPath, type Language, type SearchHit } from '@reef/core';
import type { AuthorRow, TagRow } from '../../platform/services/relations.js';
import { highlight, type SearchRow } from './service.js';
import { presentTagSummary } from '../tags/index.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';

/** One hit with highlighted title and snippet. */
export function presentSearchHit(
  row: SearchRow,
  authors: Map<number, AuthorRow>,
  tags: Map<string, TagRow[]>,
): SearchHit {
  const published = row.published_at === null ? null : new Date(row.published_at).toISOString();
  return {
    type: row.type,
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    title_highlighted: highlight(row.title_hl ?? row.title),
    snippet: highlight(row.snippet ?? ''),
    sub_type: row.sub_type,
    language: row.language as Language,
    tags: (tags.get(`${row.type}:${row.id}`) ?? []).map(presentTagSummary),
    author: presentAuthor(authors, row.author_id),
    url: searchHitPath(row.type, row.sub_type, row.slug),
    score: Number(row.score),
    published_at: published,
  };
}
