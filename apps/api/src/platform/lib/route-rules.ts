// Every route declares who may reach it; the auth hook enforces the declaration before the body is
// even validated (anonymous → 401, missing flag → 403). Finer rules (ownership, status) are decided
// by the route's gate on the loaded object (platform/auth/gate.ts). The route-table test walks these declarations.
import {
  routeAccess,
  type Action,
  type PermissionFlag,
  type RouteAccess,
  type SubjectType,
} from '@reef/core';

export type RouteRule = RouteAccess;

/** The route rules, for `config: { rule: rules.member }`; `rules.for` derives one from the core rules table. */
export const rules = {
  public: { auth: 'public' } as RouteRule,
  member: { auth: 'member' } as RouteRule,
  owner: { auth: 'owner' } as RouteRule,
  permission: (...anyOf: PermissionFlag[]): RouteRule => ({ auth: 'permission', anyOf }),
  for: (action: Action, type: SubjectType): RouteRule => routeAccess(action, type),
};
