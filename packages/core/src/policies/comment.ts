// The checks of comments as one pure policy: who reads which comment types and report conversations (the API turns
// these into its one SQL scope of comments), and which comment or edit a member may post, in which words. The API
// asks these after loading the comment or its root; the storage and the spam checks stay in the API.
import type { CommentType } from '../content/types.js';
import { can } from './can.js';
import { canMoveStatus } from './transitions.js';
import type { Actor } from './types.js';

/** Comment types anyone may read; the others (private notes, report conversations) are not public. */
export const PUBLIC_COMMENT_TYPES: readonly CommentType[] = ['comment', 'answer'];

/** Which comment types `actor` reads: every type (comment moderators), or the public ones plus their own. */
export function readableCommentTypes(actor: Actor): 'all' | 'public-and-own' | 'public' {
  if (can(actor, 'moderate', { type: 'comment' })) return 'all';
  return actor ? 'public-and-own' : 'public';
}

/** Whose report conversations `actor` reads: every one (report moderators), their own reports', or none. */
export function readableReportThreads(actor: Actor): 'all' | 'own' | 'none' {
  if (!actor) return 'none';
  return actor.permissions.has('MANAGE_REPORTS') ? 'all' : 'own';
}

/** A refusal of a comment check: the status, its words, and the field it names (422 only). */
export type CommentRefusal = {
  status: 403 | 422;
  message: string;
  details?: { path: string; message: string }[];
};

/** What a new comment says about itself. */
export type CommentDraft = { type: CommentType; parent_type: string };
/** The object a thread hangs under (a question, tutorial, tool or user report). */
export type CommentRoot = { type: string; state: string };

/** Whether `actor` may post `draft` under `root`, or why not. */
export function commentCreatePolicy(
  actor: Actor,
  draft: CommentDraft,
  root: CommentRoot,
): CommentRefusal | null {
  if (draft.type === 'answer' && draft.parent_type !== 'question')
    return {
      status: 422,
      message: 'Answers belong to questions',
      details: [{ path: 'comment.type', message: 'An answer needs parent_type "question"' }],
    };
  const isModerator = can(actor, 'moderate', { type: 'comment' });
  if (draft.type === 'private_note' && !isModerator)
    return { status: 403, message: 'Private notes are for moderators' };
  if (draft.type === 'private_comment' && !isModerator && root.type !== 'user_report')
    return { status: 403, message: 'Private comments belong to report conversations' };
  if (!isModerator && root.state !== 'published' && root.type !== 'user_report')
    return {
      status: 422,
      message: 'This item does not take comments',
      details: [{ path: 'comment.parent_id', message: `It is ${root.state}` }],
    };
  return null;
}

/** The comment an edit applies to. */
export type EditedComment = { authorId: number | null; state: string };
/** What an edit changes. */
export type CommentEdit = { state?: string; is_featured?: boolean; body?: string };

/** Whether `actor` may make `edit` to `comment` (moderators change its state and featuring), or why not. */
export function commentUpdatePolicy(
  actor: Actor,
  comment: EditedComment,
  edit: CommentEdit,
): CommentRefusal | null {
  const subject = { type: 'comment' as const, ownerId: comment.authorId, status: comment.state };
  const isModerator = can(actor, 'moderate', subject);
  if (edit.state !== undefined && !canMoveStatus(actor, subject, edit.state))
    return { status: 403, message: 'Only moderators (MANAGE_COMMENTS) can change the state of a comment' };
  if (edit.is_featured !== undefined && !isModerator)
    return { status: 403, message: 'Only moderators can feature comments' };
  if (edit.body !== undefined && actor?.id !== comment.authorId && !isModerator)
    return { status: 403, message: 'Only the author can edit the text' };
  return null;
}
