// Who may reach a route, derived from the rules table: the coarse check the API runs before it reads
// a body (anonymous → 401, a missing flag → 403). Ownership and status are decided on the loaded
// object by `can()`.
import type { PermissionFlag } from '../permissions/flags.js';
import { RESOURCE_RULES } from './rules.js';
import type { Action, SubjectType } from './types.js';

/** Who may reach a route. */
export type RouteAccess =
  /** Anyone, signed in or not. */
  | { auth: 'public' }
  /** Any signed-in member. */
  | { auth: 'member' }
  /** The member who owns the object (or a manager of its type), decided on the loaded object. */
  | { auth: 'owner' }
  /** Members holding at least one of the flags (ADMINISTRATOR implies all). */
  | { auth: 'permission'; anyOf: PermissionFlag[] };

function holders(...lists: (readonly PermissionFlag[])[]): RouteAccess {
  return { auth: 'permission', anyOf: [...new Set(lists.flat())] };
}

/** The route access of doing `action` to objects of `type`, from `RESOURCE_RULES`. */
export function routeAccess(action: Action, type: SubjectType): RouteAccess {
  const rule = RESOURCE_RULES[type];
  switch (action) {
    case 'read':
      if (rule.read === 'public') return { auth: 'public' };
      return rule.read === 'owner' ? { auth: 'owner' } : holders(rule.managers);
    case 'create':
      if (rule.creators === 'member') return { auth: 'member' };
      return rule.creators === 'managers' ? holders(rule.managers) : holders(rule.creators, rule.managers);
    case 'update':
    case 'delete':
      return rule.ownerActions.includes(action) ? { auth: 'owner' } : holders(rule.managers);
    case 'moderate':
    case 'manage':
      return holders(rule.managers);
  }
}
