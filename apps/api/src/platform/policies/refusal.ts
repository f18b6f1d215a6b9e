// A refusal of a pure policy of @reef/core (a comment check, …) as the API's error: 403 `forbidden` or
// 422 `unprocessable_entity`, with the fields it names.
import type { CommentRefusal } from '@reef/core';
import { ForbiddenError, UnprocessableError } from '../errors.js';

/** Throws the refusal, if there is one. */
export function refuseIf(refusal: CommentRefusal | null): void {
  if (!refusal) return;
  if (refusal.status === 403) throw new ForbiddenError(refusal.message);
  throw new UnprocessableError(refusal.message, refusal.details);
}
