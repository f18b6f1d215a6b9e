// Field-level rules of `PATCH /v1/users/{slug}`: which actor may change which field of a profile. The route checks
// every field sent, so a member edits only their own profile and nobody sets a field beyond their role.
import type { PermissionsResolvable } from '../permissions/permissions.js';
import { mayChangeCredentialsOf } from './permission-grants.js';
import type { Actor } from './types.js';

/**
 * Who may change a field: the member themself, also user managers, only managers, only administrators, or
 * `grantor`: administrators, and user managers on other accounts for the flags they hold themselves (the flags
 * are checked one by one with `refusedFlagChanges`).
 */
export type UserFieldRule = 'self' | 'self_or_manager' | 'manager' | 'administrator' | 'grantor';

/** The rule of each field of the user update body (`userUpdateBody`). */
export const USER_FIELD_RULES = {
  username: 'self_or_manager',
  email: 'self_or_manager',
  first_name: 'self_or_manager',
  last_name: 'self_or_manager',
  bio: 'self_or_manager',
  location: 'self_or_manager',
  company: 'self_or_manager',
  website_url: 'self_or_manager',
  twitter_handle: 'self_or_manager',
  github_handle: 'self_or_manager',
  language: 'self_or_manager',
  /** The uploaded picture (its own route: PUT/DELETE /v1/users/{slug}/avatar). */
  avatar: 'self_or_manager',
  // Only the member can have seen their own welcome dialog.
  has_seen_registration_at: 'self',
  state: 'manager',
  permissions: 'grantor',
} as const satisfies Record<string, UserFieldRule>;

/** A field of the user update body. */
export type UserField = keyof typeof USER_FIELD_RULES;

/** Whether `actor` may change `field` of the profile of user `ownerId`. */
export function canChangeUserField(actor: Actor, ownerId: number, field: UserField): boolean {
  if (actor === null) return false;
  const isSelf = actor.id === ownerId;
  const isManager = actor.permissions.has('MANAGE_USERS');
  switch (USER_FIELD_RULES[field] as UserFieldRule) {
    case 'self':
      return isSelf;
    case 'self_or_manager':
      return isSelf || isManager;
    case 'manager':
      // Nobody changes the state of their own account (a disabled admin could not undo it).
      return isManager && !isSelf;
    case 'administrator':
      return actor.permissions.has('ADMINISTRATOR');
    case 'grantor':
      return actor.permissions.has('ADMINISTRATOR') || (isManager && !isSelf);
  }
}

/** The fields of `fields` that `actor` may not change on the profile of user `ownerId` (empty: all allowed). */
export function forbiddenUserFields(actor: Actor, ownerId: number, fields: readonly string[]): UserField[] {
  return fields.filter(
    (field): field is UserField =>
      field in USER_FIELD_RULES && !canChangeUserField(actor, ownerId, field as UserField),
  );
}

/**
 * Fields that decide who signs in to the account: changing one is a change of credentials, allowed to someone
 * else only when the account holds no flag they lack (`mayChangeCredentialsOf`). An address change by anyone
 * still waits for the new address to confirm it by link.
 */
export const CREDENTIAL_USER_FIELDS = ['email'] as const satisfies readonly UserField[];

/**
 * The fields of `fields` that `actor` may not change on the account `target` (its id and its effective flags,
 * own plus groups): `forbiddenUserFields`, plus the credential fields of an account holding a flag the actor
 * lacks. The API refuses these fields and the admin screens hide them, from this one rule.
 */
export function forbiddenUserFieldsOf(
  actor: Actor,
  target: { id: number; permissions: PermissionsResolvable },
  fields: readonly string[],
): UserField[] {
  const refused = forbiddenUserFields(actor, target.id, fields);
  if (mayChangeCredentialsOf(actor, target)) return refused;
  const credentials = fields.filter(
    (field): field is UserField =>
      (CREDENTIAL_USER_FIELDS as readonly string[]).includes(field) && !refused.includes(field as UserField),
  );
  return [...refused, ...credentials];
}
