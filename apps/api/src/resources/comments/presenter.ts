// Comment JSON, with replies nested under their top-level comment.
import { abilitiesFor, can, type Actor, type CommentResponse } from '@reef/core';
import { commentSubject } from '../../platform/policies/subjects.js';
import type { CommentBundle, CommentRow } from './service.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';

/** One comment; the markdown source only for those who may edit it. */
export function presentComment(row: CommentRow, bundle: CommentBundle, actor: Actor): CommentResponse {
  const root = bundle.roots?.get(`${row.rootType}:${row.rootId}`);
  return {
    id: row.id,
    type: row.type as CommentResponse['type'],
    parent_type: row.parentType as CommentResponse['parent_type'],
    parent_id: row.parentId,
    root_type: row.rootType as CommentResponse['root_type'],
    root_id: row.rootId,
    state: row.state as CommentResponse['state'],
    body_html: row.bodyHtml,
    ...(can(actor, 'update', commentSubject(row)) ? { body_markdown: row.bodyMarkdown } : {}),
    author: presentAuthor(bundle.authors, row.authorId),
    upvotes_count: row.upvotesCount,
    replies_count: row.repliesCount,
    is_featured: row.isFeatured,
    is_accepted: bundle.acceptedIds.has(row.id),
    ...(bundle.roots ? { root: root ?? null } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(actor ? { abilities: abilitiesFor(actor, commentSubject(row)) } : {}),
  };
}

/** Top-level comments with their replies. */
export function presentThread(
  rows: CommentRow[],
  replies: CommentRow[],
  bundle: CommentBundle,
  actor: Actor,
): CommentResponse[] {
  const byThread = new Map<number, CommentRow[]>();
  for (const reply of replies)
    byThread.set(reply.threadId!, [...(byThread.get(reply.threadId!) ?? []), reply]);
  return rows.map((row) => ({
    ...presentComment(row, bundle, actor),
    replies: (byThread.get(row.id) ?? []).map((r) => presentComment(r, bundle, actor)),
  }));
}
