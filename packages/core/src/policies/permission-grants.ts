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
