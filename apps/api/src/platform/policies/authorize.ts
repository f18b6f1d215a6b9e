// The API's side of the rules: `authorize()` throws 401 for anonymous visitors and 403 for members,
// and the scope helpers turn the same rules into SQL so lists only hold what the actor may see.
import {
  can,
  ownVisibleStatuses,
  visibleStatuses,
  type Action,
  type Actor,
  type Subject,
  type SubjectType,
} from '@reef/core';
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.js';
import { msg, type LocalMessage } from '../i18n.js';

/** Throws unless the actor may do the action; anonymous actors get 401, members 403. */
export function authorize(actor: Actor, action: Action, subject: Subject): void {
  if (can(actor, action, subject)) return;
  if (!actor) throw new UnauthorizedError();
  throw new ForbiddenError();
}

/**
 * Throws 404 (not 403) when the actor may not even read the object, so hidden content does not
 * reveal that it exists.
 */
export function authorizeRead(
  actor: Actor,
  subject: Subject,
  message: string | LocalMessage = msg('errors', 'default.not_found'),
): void {
  if (!can(actor, 'read', subject)) throw new NotFoundError(message);
}

/**
 * SQL condition: rows of `type` the actor may see — every visible status, plus own rows in the
 * statuses owners still see. `listing` leaves unlisted content out of index pages.
 */
export function visibleScope(
  actor: Actor,
  type: SubjectType,
  columns: { state: AnyColumn; authorId?: AnyColumn },
  options: { listing?: boolean } = {},
): SQL {
  const statuses = visibleStatuses(actor, type, options);
  const visible = statuses.length > 0 ? inArray(columns.state, [...statuses]) : sql`false`;
  // Own rows only add the statuses the actor does not see anyway: for editors and readers of every status that is
  // none, and the plain `state in (…)` lets an ordered index answer a page of the list (no OR over author).
  const own =
    actor && columns.authorId ? ownVisibleStatuses(actor, type).filter((s) => !statuses.includes(s)) : [];
  if (!actor || !columns.authorId || own.length === 0) return visible;
  return or(visible, and(eq(columns.authorId, actor.id), inArray(columns.state, [...own])))!;
}

/** Statuses anonymous readers see (the static-content API's scope). */
export function publicScope(
  type: SubjectType,
  stateColumn: AnyColumn,
  options: { listing?: boolean } = {},
): SQL {
  return visibleScope(null, type, { state: stateColumn }, options);
}
