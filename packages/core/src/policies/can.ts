import { isPubliclyVisible, isStatusedType, STATUSES, PUBLIC_STATUSES } from '../content/statuses.js';
import type { PermissionFlag } from '../permissions/flags.js';
import { OWNER_FROZEN_STATUSES, OWNER_HIDDEN_STATUSES, RESOURCE_RULES, type ResourceRule } from './rules.js';
import type { Abilities, Action, Actor, Subject, SubjectType } from './types.js';

type SignedIn = NonNullable<Actor>;

function isManager(actor: SignedIn, rule: ResourceRule, subject: Subject): boolean {
  if (actor.permissions.has('ADMINISTRATOR')) return true;
  if (rule.managers.length === 0 || !actor.permissions.hasAny(rule.managers as PermissionFlag[]))
    return false;
  if (!rule.managersOwnOnly || subject.ownerId === undefined) return true;
  return subject.ownerId === actor.id;
}

function isOwner(actor: SignedIn, subject: Subject): boolean {
  return typeof subject.ownerId === 'number' && subject.ownerId === actor.id;
}

function canCreate(actor: SignedIn, rule: ResourceRule): boolean {
  if (rule.creators === 'member') return true;
  if (rule.creators === 'managers') return false;
  return actor.permissions.hasAny(rule.creators as PermissionFlag[]);
}

function hasStatus(subject: Subject): subject is Subject & { status: string } {
  return typeof subject.status === 'string';
}

function canReadAllStatuses(actor: SignedIn, rule: ResourceRule): boolean {
  return (
    rule.readersOfAllStatuses !== undefined &&
    actor.permissions.hasAny(rule.readersOfAllStatuses as PermissionFlag[])
  );
}

function canReadPublicly(subject: Subject): boolean {
  return !hasStatus(subject) || isPubliclyVisible(subject.type, subject.status);
}

function canActAsOwner(actor: SignedIn, rule: ResourceRule, action: Action, subject: Subject): boolean {
  if (!rule.ownerActions.includes(action)) return false;
  // Without an ownerId there is no owner to compare, so ownership grants nothing.
  if (!isOwner(actor, subject)) return false;
  const status = subject.status ?? undefined;
  if (action === 'read') return status === undefined || !OWNER_HIDDEN_STATUSES.includes(status);
  if (status !== undefined && OWNER_FROZEN_STATUSES.includes(status)) return false;
  // Editing needs the create flag still, so removing CREATE_COMMENTS mutes a member's edits too.
  return action !== 'update' || rule.creators === 'managers' || canCreate(actor, rule);
}

/**
 * Whether `actor` may do `action` to `subject` (community-app §6 plus ownership).
 * Anonymous visitors read publicly visible content only; ADMINISTRATOR may do everything.
 */
export function can(actor: Actor, action: Action, subject: Subject): boolean {
  const rule = RESOURCE_RULES[subject.type] as ResourceRule | undefined;
  if (rule === undefined) return actor?.permissions.has('ADMINISTRATOR') ?? false;

  if (actor === null) return action === 'read' && rule.read === 'public' && canReadPublicly(subject);
  if (isManager(actor, rule, subject)) return true;

  switch (action) {
    case 'create':
      return canCreate(actor, rule);
    case 'read':
      if (rule.read === 'public' && canReadPublicly(subject)) return true;
      if (rule.read === 'public' && canReadAllStatuses(actor, rule)) return true;
      if (rule.read === 'owner' && subject.ownerId === undefined) return true;
      return canActAsOwner(actor, rule, action, subject);
    case 'update':
    case 'delete':
      return canActAsOwner(actor, rule, action, subject);
    case 'moderate':
    case 'manage':
      return false;
  }
}

/** What an actor may do with one object: the `abilities` a presenter sends with it. */
export function abilitiesFor(actor: Actor, subject: Subject): Abilities {
  return {
    read: can(actor, 'read', subject),
    update: can(actor, 'update', subject),
    delete: can(actor, 'delete', subject),
    moderate: can(actor, 'moderate', subject),
  };
}

/** Options of `visibleStatuses`. */
export type VisibleStatusesOptions = {
  /** For index listings: leave out `unlisted`, which is readable by link but not listed. */
  listing?: boolean;
};

/**
 * Statuses of `type` an actor may see in every row (SQL scope: `status IN (...)`).
 * Own rows are scoped separately with `ownVisibleStatuses`. Empty for types without statuses.
 */
export function visibleStatuses(
  actor: Actor,
  type: SubjectType,
  options: VisibleStatusesOptions = {},
): readonly string[] {
  if (!isStatusedType(type)) return [];
  const rule = RESOURCE_RULES[type];
  if (actor !== null && (isManager(actor, rule, { type }) || canReadAllStatuses(actor, rule))) {
    return STATUSES[type];
  }
  const statuses: readonly string[] = PUBLIC_STATUSES[type];
  return options.listing ? statuses.filter((status) => status !== 'unlisted') : statuses;
}

/** Statuses of `type` an actor may see in rows they own (SQL scope: `owner_id = actor AND status IN (...)`). */
export function ownVisibleStatuses(actor: Actor, type: SubjectType): readonly string[] {
  if (actor === null || !isStatusedType(type)) return [];
  if (!RESOURCE_RULES[type].ownerActions.includes('read')) return [];
  return STATUSES[type].filter((status: string) => !OWNER_HIDDEN_STATUSES.includes(status));
}

/** Whether an actor may set properties only automated ingestion may set (INGEST_CONTENT). */
export function canSetRestrictedProperties(actor: Actor): boolean {
  return actor?.permissions.has('INGEST_CONTENT') ?? false;
}

/** States a report's resolution may move the reported object to without moderating its type: hiding only. */
export const REPORT_HIDING_STATUSES: readonly string[] = ['trashed', 'spam'];

/**
 * Whether resolving a report (MANAGE_REPORTS, "create and manage reports", community-app §6) may move
 * the reported object to `status`: a report moderator may hide it; any other state (publishing a
 * draft, approving a held question) needs the moderator of the object's own type.
 */
export function canResolveReportTo(actor: Actor, type: SubjectType, status: string): boolean {
  if (!can(actor, 'manage', { type: 'user_report' })) return false;
  return REPORT_HIDING_STATUSES.includes(status) || can(actor, 'moderate', { type });
}
