// Who may hand on which permission flag. Nobody grants or takes away a flag they do not hold: an administrator
// may change every flag ("Implies all permissions", community-app §6); a user manager (MANAGE_USERS) or a group's
// owner only the flags they hold themselves — not those lent to them by a group, which could be gone tomorrow.
// The API checks every changed flag against the actor; the web's editors disable the rest from the same rule.
import { PERMISSION_FLAG_NAMES, type PermissionFlag } from '../permissions/flags.js';
import { Permissions, type PermissionsResolvable } from '../permissions/permissions.js';

/** What a grantor holds: their effective flags (own plus groups) and their own flags alone. */
export type Grantor = {
  /** Effective flags: an ADMINISTRATOR here, even through a group, may change every flag of a member. */
  permissions: Permissions;
  /** The grantor's own flags, without what their groups add. */
  ownPermissions: Permissions;
};

/**
 * The flags `grantor` may switch on or off on a member's own flags: every flag for an administrator, else the
 * flags they hold themselves.
 */
export function grantableFlags(grantor: Grantor): PermissionFlag[] {
  if (grantor.permissions.has('ADMINISTRATOR', false) || grantor.ownPermissions.has('ADMINISTRATOR', false))
    return [...PERMISSION_FLAG_NAMES];
  return PERMISSION_FLAG_NAMES.filter((flag) => grantor.ownPermissions.has(flag, false));
}

/**
 * The flags that differ between `before` and `after` and that `grantor` may not change (empty: the change is
 * allowed). Flags left as they were are never refused, so a manager edits the flags they hold on a member who
 * also holds others.
 */
export function refusedFlagChanges(
  grantor: Grantor,
  before: PermissionsResolvable,
  after: PermissionsResolvable,
): PermissionFlag[] {
  const changed = Permissions.resolve(before) ^ Permissions.resolve(after);
  const allowed = new Set(grantableFlags(grantor));
  return PERMISSION_FLAG_NAMES.filter(
    (flag) => (changed & Permissions.resolve(flag)) !== 0 && !allowed.has(flag),
  );
}

/**
 * The flags a group may grant when `owner` edits it: the owner's own flags (all for an administrator by their own
 * flags), since a group grants at most its owner's own flags at every request.
 */
export function groupGrantableFlags(ownPermissions: Permissions): PermissionFlag[] {
  if (ownPermissions.has('ADMINISTRATOR', false)) return [...PERMISSION_FLAG_NAMES];
  return PERMISSION_FLAG_NAMES.filter((flag) => ownPermissions.has(flag, false));
}

/**
 * The flags `target` holds (own or through groups) that `actor` does not hold: nobody may gain a flag through
 * someone else's account, so a non-empty answer means `actor` may not change how `target` signs in (address,
 * password, connected sign-ins, sessions). An administrator holds every flag (empty answer); a target who is an
 * administrator shows ADMINISTRATOR to everyone else.
 */
export function flagsBeyond(actor: Permissions, target: PermissionsResolvable): PermissionFlag[] {
  if (actor.has('ADMINISTRATOR', false)) return [];
  const held = Permissions.resolve(target);
  return PERMISSION_FLAG_NAMES.filter(
    (flag) => (held & Permissions.resolve(flag)) !== 0 && !actor.has(flag, false),
  );
}

/**
 * Whether `actor` may change the sign-in credentials (address, password, connected sign-ins, sessions) of the
 * account `target`: the owner always (with their own proofs, such as the current password); anyone else only
 * when the target holds no flag they lack (`flagsBeyond`), and then only as a user manager or administrator.
 */
export function mayChangeCredentialsOf(
  actor: { id: number; permissions: Permissions } | null,
  target: { id: number; permissions: PermissionsResolvable },
): boolean {
  if (!actor) return false;
  if (actor.id === target.id) return true;
  if (!actor.permissions.has('MANAGE_USERS')) return false;
  return flagsBeyond(actor.permissions, target.permissions).length === 0;
}
