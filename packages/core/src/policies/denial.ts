// Why a rule says no: the reason a page gives a member instead of a form that fails on save ("Writing tutorials
// needs CREATE_TUTORIALS"). It reads the same rules table as `can()`, so the page and the API never disagree.
import type { PermissionFlag } from '../permissions/flags.js';
import { can } from './can.js';
import { RESOURCE_RULES } from './rules.js';
import type { Action, Actor, Subject } from './types.js';

/** Why `can()` said no. */
export type Denial =
  /** Signing in might allow it. */
  | { readonly reason: 'signed-out' }
  /** Holding any of `anyOf` (or ADMINISTRATOR) would allow it. */
  | { readonly reason: 'missing-permission'; readonly anyOf: readonly PermissionFlag[] }
  /** No flag of the member's would change it: the object is someone else's, or its status forbids it. */
  | { readonly reason: 'not-allowed' };

function unique(flags: readonly PermissionFlag[]): PermissionFlag[] {
  return [...new Set(flags)];
}

/** The flags that would let a member do `action` on the type of `subject` (besides ADMINISTRATOR). */
export function flagsFor(action: Action, subject: Subject): readonly PermissionFlag[] {
  const rule = RESOURCE_RULES[subject.type];
  if (rule === undefined) return [];
  if (action === 'create')
    return unique([...(Array.isArray(rule.creators) ? rule.creators : []), ...rule.managers]);
  if (action === 'read') return unique([...rule.managers, ...(rule.readersOfAllStatuses ?? [])]);
  return rule.managers;
}

/**
 * Why `actor` may not do `action` to `subject`, or null when they may (`can()` is true). A signed-out visitor is
 * told to sign in when any member could; a member is told the flags that would allow it when a flag would.
 */
export function denialOf(actor: Actor, action: Action, subject: Subject): Denial | null {
  if (can(actor, action, subject)) return null;
  const flags = flagsFor(action, subject);
  const rule = RESOURCE_RULES[subject.type];
  if (actor === null) {
    const anyMember = action === 'create' && rule?.creators === 'member';
    return anyMember || flags.length > 0 || rule?.ownerActions.includes(action)
      ? { reason: 'signed-out' }
      : { reason: 'not-allowed' };
  }
  return flags.length > 0 ? { reason: 'missing-permission', anyOf: flags } : { reason: 'not-allowed' };
}
