// Moderation queue JSON.
import type { AuthorRow } from '../../platform/services/relations.js';
import { queueItemUrl, type QueueRow } from './service.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';

/** One held question or comment. */
export function presentQueueItem(row: QueueRow, authors: Map<number, AuthorRow>) {
  return {
    type: row.type,
    id: Number(row.id),
    state: row.state as 'under_review' | 'spam' | 'published' | 'trashed',
    title: row.title,
    excerpt: row.excerpt,
    url: queueItemUrl(row),
    author: presentAuthor(authors, row.author_id === null ? null : Number(row.author_id)),
    created_ip: row.created_ip,
    created_at: new Date(row.created_at).toISOString(),
  };
}
