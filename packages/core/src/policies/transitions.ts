// Who may move a comment, question or tutorial from one status to another. The API refuses a move the
// table does not allow, and the web shows a status button only for a move the table allows.
import { STATUSES, type StatusOf } from '../content/statuses.js';
import { can } from './can.js';
import type { Actor, Subject } from './types.js';

/** Content types whose status changes go through the transition table. */
export const TRANSITION_TYPES = ['comment', 'question', 'tutorial'] as const;
/** A content type governed by the transition table. */
export type TransitionType = (typeof TRANSITION_TYPES)[number];

/**
 * Who a rule is for: `moderator` is whoever may moderate the type (its MANAGE_* flag or ADMINISTRATOR);
 * `owner` is the object's author.
 */
export type TransitionRole = 'moderator' | 'owner';

/** One allowed kind of move: `role` may move the object from any of `from` to any of `to`. */
export type StatusTransition<T extends TransitionType = TransitionType> = {
  readonly role: TransitionRole;
  readonly from: readonly StatusOf<T>[] | 'any';
  readonly to: readonly StatusOf<T>[] | 'any';
};

/**
 * The transition table. A move no rule names is refused. Staying in the same status is not a move.
 * Authors take their own comment or question down (trash it) while it is live; once moderated into
 * `trashed` or `spam` only moderators move it. A tutorial's status is an editorial decision.
 */
export const STATUS_TRANSITIONS: { readonly [T in TransitionType]: readonly StatusTransition<T>[] } = {
  comment: [
    { role: 'moderator', from: 'any', to: 'any' },
    { role: 'owner', from: ['under_review', 'published'], to: ['trashed'] },
  ],
  question: [
    { role: 'moderator', from: 'any', to: 'any' },
    { role: 'owner', from: ['under_review', 'published', 'unlisted'], to: ['trashed'] },
  ],
  tutorial: [{ role: 'moderator', from: 'any', to: 'any' }],
};

/** An object whose status may move: its type, author and current status. */
export type TransitionSubject = { type: TransitionType; ownerId: number | null; status: string };

/** Whether a type's status changes go through the transition table. */
export function isTransitionType(type: string): type is TransitionType {
  return (TRANSITION_TYPES as readonly string[]).includes(type);
}

function holdsRole(actor: Actor, role: TransitionRole, subject: TransitionSubject): boolean {
  if (actor === null) return false;
  if (role === 'owner') return subject.ownerId !== null && subject.ownerId === actor.id;
  const asked: Subject = { type: subject.type, ownerId: subject.ownerId, status: subject.status };
  return can(actor, 'moderate', asked);
}

function names(list: readonly string[] | 'any', status: string): boolean {
  return list === 'any' || list.includes(status);
}

/**
 * Whether `actor` may move `subject` to status `to` (staying in the current status always may).
 * A status the type does not have is never allowed.
 */
export function canMoveStatus(actor: Actor, subject: TransitionSubject, to: string): boolean {
  if (to === subject.status) return true;
  const statuses: readonly string[] = STATUSES[subject.type];
  if (!statuses.includes(to)) return false;
  const rules: readonly StatusTransition[] = STATUS_TRANSITIONS[subject.type];
  return rules.some(
    (rule) => names(rule.from, subject.status) && names(rule.to, to) && holdsRole(actor, rule.role, subject),
  );
}

/** The statuses `actor` may move `subject` to, in the type's status order (its current status left out). */
export function statusTargets(actor: Actor, subject: TransitionSubject): string[] {
  const statuses: readonly string[] = STATUSES[subject.type];
  return statuses.filter((status) => status !== subject.status && canMoveStatus(actor, subject, status));
}
