// Every route declares who may reach it; the auth hook enforces the declaration before the body is
// even validated (anonymous → 401, missing flag → 403). Finer rules (ownership, status) are the
// handler's `authorize()` call on the loaded object. The route-table test walks these declarations.
import type { PermissionFlag } from '@reef/core';

export type RouteRule =
  /** Anyone, signed in or not. */
  | { auth: 'public' }
  /** Any signed-in member. */
  | { auth: 'member' }
  /** The member who owns the object (or a manager of its type), checked by the handler. */
  | { auth: 'owner' }
  /** Members holding at least one of the flags (ADMINISTRATOR implies all). */
  | { auth: 'permission'; anyOf: PermissionFlag[] };

/** The route rules, for `config: { rule: rules.member }`. */
export const rules = {
  public: { auth: 'public' } as RouteRule,
  member: { auth: 'member' } as RouteRule,
  owner: { auth: 'owner' } as RouteRule,
  permission: (...anyOf: PermissionFlag[]): RouteRule => ({ auth: 'permission', anyOf }),
};
