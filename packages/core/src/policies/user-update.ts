// The field checks of `PATCH /v1/users/{slug}` as one pure policy: which fields sent by `actor` are refused on the
// profile of user `targetId`, in which words, and whether the update also needs the `manage` action (state and
// permissions). The route asks this, then the checks that read the database (flags held, credentials, account edit).
import { can } from './can.js';
import { USER_FIELD_RULES, forbiddenUserFields, type UserField, type UserFieldRule } from './user-fields.js';
import type { Actor } from './types.js';

/** Why a field was refused, in words. */
export function describeUserFieldRule(field: UserField): string {
  switch (USER_FIELD_RULES[field] as UserFieldRule) {
    case 'self':
      return 'Only the member themself can change this field';
    case 'self_or_manager':
      return 'Only the member themself or a user manager can change this field';
    case 'manager':
      return 'Only a user manager can change this field, and not on their own account';
    case 'administrator':
      return 'Only administrators can change this field';
    case 'grantor':
      return 'Only administrators, and user managers on other accounts, can change permissions';
  }
}

/** The answer of `userUpdatePolicy`. */
export type UserUpdateDecision = {
  /** The fields refused (empty: every field sent is allowed). */
  refused: UserField[];
  /** The refusal's message (empty when nothing is refused). */
  message: string;
  /** One detail per refused field, at `user.<field>`. */
  details: { path: string; message: string }[];
  /** Whether the update also needs the `manage` action on the account (it sets state or permissions). */
  manage: boolean;
  /**
   * Whether the update may go on: no field refused, and the rules table lets `actor` update the account (and manage
   * it, when `manage`). When a field is refused, `message` and `details` name it; otherwise the refusal is the
   * rules table's and `message` says so.
   */
  allowed: boolean;
};

/** The decision on the fields `fields` that `actor` sends to update the profile of user `targetId`. */
export function userUpdatePolicy(
  actor: Actor,
  targetId: number,
  fields: readonly string[],
): UserUpdateDecision {
  const refused = forbiddenUserFields(actor, targetId, fields);
  const isSelf = actor !== null && actor.id === targetId;
  const message =
    refused.length === 0
      ? ''
      : refused.includes('permissions')
        ? isSelf
          ? 'You cannot change your own permissions'
          : 'Only administrators and user managers can change permissions'
        : refused.includes('state') && isSelf
          ? 'You cannot change the state of your own account'
          : `You cannot change ${refused.join(', ')} of this profile`;
  const manage = fields.includes('state') || fields.includes('permissions');
  const account = { type: 'user' as const, ownerId: targetId };
  const permitted = can(actor, 'update', account) && (!manage || can(actor, 'manage', account));
  return {
    refused,
    message: message || (permitted ? '' : 'You cannot change this profile'),
    details: refused.map((field) => ({ path: `user.${field}`, message: describeUserFieldRule(field) })),
    manage,
    allowed: refused.length === 0 && permitted,
  };
}
