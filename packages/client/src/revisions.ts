// Revisions and suggested edits (issue #32): `/v1/{questions|comments|tutorials}/{id}/revisions`, `…/credits`,
// `/v1/{tutorials|comments}/{id}/suggested-edits` and `/v1/suggested-edits/{id}`.
import type {
  RevisionCredits,
  RevisionList,
  RevisionSubject,
  RevisionView,
  SuggestedEditCreateBody,
  SuggestedEditList,
  SuggestedEditResponse,
  SuggestedEditReviewBody,
  SuggestedEditState,
  SuggestionSubject,
} from '@reef/core';
import type { ApiContext } from './calls.js';
import { path } from './request.js';
import { send as call } from './send.js';

const PREFIX: Record<RevisionSubject, string> = {
  question: 'questions',
  comment: 'comments',
  tutorial: 'tutorials',
};

/** `GET /v1/{type}s/{id}/revisions`: the history, newest first, with diffs of the rendered text or the markdown. */
export function listRevisions(
  ctx: ApiContext,
  type: RevisionSubject,
  id: number | string,
  view: RevisionView = 'rendered',
): Promise<RevisionList> {
  return call(ctx, `/v1/${PREFIX[type]}/${encodeURIComponent(String(id))}/revisions?view=${view}`);
}

/** `GET /v1/{type}s/{id}/credits`: how often it was edited and who improved it. */
export function getRevisionCredits(
  ctx: ApiContext,
  type: RevisionSubject,
  id: number | string,
): Promise<RevisionCredits> {
  return call(ctx, `/v1/${PREFIX[type]}/${encodeURIComponent(String(id))}/credits`);
}

/** `POST /v1/{type}s/{id}/revisions/{number}/rollback` (the author or a moderator). */
export function rollbackRevision(
  ctx: ApiContext,
  type: RevisionSubject,
  id: number | string,
  number: number,
): Promise<RevisionList> {
  return call(ctx, `/v1/${PREFIX[type]}/${encodeURIComponent(String(id))}/revisions/${number}/rollback`, {
    method: 'POST',
  });
}

/** `POST /v1/{type}s/{id}/revisions/{number}/hide` (moderators), with the reason shown to all. */
export function hideRevision(
  ctx: ApiContext,
  type: RevisionSubject,
  id: number | string,
  number: number,
  reason: string,
): Promise<RevisionList> {
  return call(ctx, `/v1/${PREFIX[type]}/${encodeURIComponent(String(id))}/revisions/${number}/hide`, {
    method: 'POST',
    body: { revision: { reason } },
  });
}

/** `POST /v1/{tutorials|comments}/{id}/suggested-edits`. */
export function suggestEdit(
  ctx: ApiContext,
  type: SuggestionSubject,
  id: number | string,
  edit: SuggestedEditCreateBody['suggested_edit'],
): Promise<SuggestedEditResponse> {
  return call(ctx, `/v1/${PREFIX[type]}/${encodeURIComponent(String(id))}/suggested-edits`, {
    method: 'POST',
    body: { suggested_edit: edit },
  });
}

/** `GET /v1/{tutorials|comments}/{id}/suggested-edits`: all for reviewers, one's own for others. */
export function listSuggestedEdits(
  ctx: ApiContext,
  type: SuggestionSubject,
  id: number | string,
  state?: SuggestedEditState,
): Promise<SuggestedEditList> {
  const query = state ? `?state=${state}` : '';
  return call(ctx, `/v1/${PREFIX[type]}/${encodeURIComponent(String(id))}/suggested-edits${query}`);
}

/** `GET /v1/suggested-edits/{id}`. */
export function getSuggestedEdit(ctx: ApiContext, id: number): Promise<SuggestedEditResponse> {
  return call(ctx, path`/v1/suggested-edits/${id}`);
}

/** `POST /v1/suggested-edits/{id}/review`: accept (optionally with changes) or decline with a reason. */
export function reviewSuggestedEdit(
  ctx: ApiContext,
  id: number,
  review: SuggestedEditReviewBody['suggested_edit'],
): Promise<SuggestedEditResponse> {
  return call(ctx, path`/v1/suggested-edits/${id}/review`, {
    method: 'POST',
    body: { suggested_edit: review },
  });
}
