// A refusal of a pure policy of @reef/core (a comment check, the user-update policy…) as the API's error: 403
// `forbidden` or 422 `unprocessable_entity`, with the fields it names. Core words its refusals in English (it reads
// no catalogue); the ones the errors catalogue has, with the same English words, are said in the reader's language.
import { USER_FIELD_RULES, type CommentRefusal, type UserField, type UserUpdateDecision } from '@reef/core';
import { ForbiddenError, HttpError, localDetail, UnprocessableError, type ErrorDetail } from '../errors.js';
import { msg, say, type LocalMessage } from '../i18n.js';

/** The refusals of core's policies that the errors catalogue words (matched on their English text). */
const CORE_REFUSALS: LocalMessage[] = [
  msg('errors', 'community.answers_need_question'),
  msg('errors', 'community.closed_to_comments'),
  msg('errors', 'community.only_author_edits'),
  msg('errors', 'comments.private_notes'),
  msg('errors', 'comments.private_reports'),
  msg('errors', 'comments.moderators_state'),
  msg('errors', 'comments.moderators_feature'),
  msg('errors', 'users.own_permissions'),
  msg('errors', 'users.manage_permissions'),
  msg('errors', 'users.own_state'),
  msg('errors', 'users.cannot_change_profile'),
  // An analytics event's checks (ANALYTICS_EVENT_ERRORS), each naming its field.
  msg('errors', 'analytics.event.nil'),
  msg('errors', 'analytics.event.not_object'),
  msg('errors', 'analytics.event.type'),
  msg('errors', 'analytics.event.message_id'),
  msg('errors', 'analytics.event.event'),
  msg('errors', 'analytics.event.properties'),
  msg('errors', 'analytics.event.traits'),
];

let byEnglish: Map<string, LocalMessage> | undefined;

/** A core refusal's text as its catalogue message, to be said in the reader's language; any other as it is. */
export function localRefusal(message: string): string | LocalMessage {
  byEnglish ??= new Map(CORE_REFUSALS.map((m) => [say('en', m), m]));
  return byEnglish.get(message) ?? message;
}

/** A field's detail from a core message: in the reader's language when the catalogue words it, else as it is. */
export function refusalDetail(path: string, message: string): ErrorDetail {
  const local = localRefusal(message);
  return typeof local === 'string' ? { path, message } : localDetail(path, local);
}

/** Throws the refusal, if there is one. */
export function refuseIf(refusal: CommentRefusal | null): void {
  if (!refusal) return;
  if (refusal.status === 403) throw new ForbiddenError(localRefusal(refusal.message));
  throw new UnprocessableError(localRefusal(refusal.message), refusal.details);
}

/** Why a field of a profile was refused (core's `describeUserFieldRule`), by the field's rule, at `path`. */
export function userFieldDetail(path: string, field: UserField): ErrorDetail {
  return localDetail(path, msg('errors', 'users.field_rule', { rule: USER_FIELD_RULES[field] }));
}

/**
 * The user-update policy's refusal as a 403 in the reader's language: its fixed sentences by their English text,
 * "You cannot change … of this profile" naming the refused fields (as the API spells them), and each field's rule.
 */
export function userUpdateRefusal(decision: UserUpdateDecision): HttpError {
  const fixed = localRefusal(decision.message);
  const message =
    typeof fixed !== 'string' || decision.refused.length === 0
      ? fixed
      : msg('errors', 'users.cannot_change_fields', { fields: decision.refused.join(', ') });
  const details = decision.refused.map((field) => userFieldDetail(`user.${field}`, field));
  return new HttpError(403, 'forbidden', message, details);
}
