// An object's audit trail: the entries about one object, readable from that object's admin page by the members
// who manage its type (the full audit log stays with ADMINISTRATOR). Which audit subjects make up a trail, who
// reads it, and what changed between an entry's before and after are rules shared by the API and the web.
import { can } from '../policies/can.js';
import { RESOURCE_RULES } from '../policies/rules.js';
import type { Actor, SubjectType } from '../policies/types.js';
import type { PermissionFlag } from '../permissions/flags.js';
import type { AuditSubjectType } from './audit-actions.js';
import { ADMIN_RESOURCES } from '../admin/resources.js';

/** One object's trail: the rules type whose managers read it, and the audit subjects it gathers. */
export type AuditTrailDefinition = {
  /** The type of the rules table whose managers read the trail. */
  readonly governedBy: SubjectType;
  /** The audit subject types whose entries about the same id make up the trail. */
  readonly subjects: readonly AuditSubjectType[];
};

/** The trails of the subjects that have no admin descriptor. */
const OTHER_AUDIT_TRAILS = {
  tutorial: { governedBy: 'tutorial', subjects: ['tutorial'] },
  question: { governedBy: 'question', subjects: ['question'] },
  comment: { governedBy: 'comment', subjects: ['comment'] },
  user: { governedBy: 'user', subjects: ['user', 'account'] },
  user_report: { governedBy: 'user_report', subjects: ['user_report'] },
} as const satisfies Record<string, AuditTrailDefinition>;

/** The trail of each admin resource: its own entries, read by the managers of its rules type. */
type ResourceTrails = {
  [R in (typeof ADMIN_RESOURCES)[number] as R['name']]: {
    readonly governedBy: R['subject'];
    readonly subjects: readonly [R['name']];
  };
};

function resourceTrails(): ResourceTrails {
  const trails: Record<string, AuditTrailDefinition> = {};
  for (const r of ADMIN_RESOURCES) trails[r.name] = { governedBy: r.subject, subjects: [r.name] };
  return trails as ResourceTrails;
}

/**
 * Every object with a trail, by the name used in `GET /v1/audit_log/{trail}/{id}` and `<AuditTrail subject>`: each
 * admin resource, and the others. A member's trail gathers what moderators did to the account (`user`) and what
 * happened to it (`account`).
 */
export const AUDIT_TRAILS = {
  ...resourceTrails(),
  ...OTHER_AUDIT_TRAILS,
} as ResourceTrails & typeof OTHER_AUDIT_TRAILS;

/** The name of an object's trail. */
export type AuditTrailSubject = keyof typeof AUDIT_TRAILS;

/** Every trail name. */
export const AUDIT_TRAIL_SUBJECTS = Object.keys(AUDIT_TRAILS) as AuditTrailSubject[];

/** Whether a string names a trail. */
export function isAuditTrailSubject(value: string): value is AuditTrailSubject {
  return Object.prototype.hasOwnProperty.call(AUDIT_TRAILS, value);
}

/** The flags that open a trail (any of them; ADMINISTRATOR always does). */
export function auditTrailReaders(subject: AuditTrailSubject): readonly PermissionFlag[] {
  return RESOURCE_RULES[AUDIT_TRAILS[subject].governedBy].managers;
}

/**
 * Whether `actor` reads the trail of objects of this kind: the managers of the type (a moderator sees the history
 * of what they moderate) and administrators. Ownership (a group manager's own groups) is checked on the object.
 */
export function canReadAuditTrail(actor: Actor, subject: AuditTrailSubject): boolean {
  return can(actor, 'manage', { type: AUDIT_TRAILS[subject].governedBy });
}

/** Whether `actor` reads the whole audit log (every subject, every actor): administrators only. */
export function canReadAuditLog(actor: Actor): boolean {
  return actor?.permissions.has('ADMINISTRATOR') ?? false;
}

/** One changed field of an audit entry. */
export type AuditChange = { field: string; before: unknown; after: unknown };

/** Bookkeeping columns that change on every write and say nothing about what was done. */
const BOOKKEEPING_FIELDS = new Set(['updatedAt', 'updated_at']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between an entry's `before` and `after` (top-level keys, in the order they first appear).
 * A creation lists every field of `after` (before: null), a deletion every field of `before`; values that are not
 * objects compare as one field, `value`.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = before ?? null;
  const to = after ?? null;
  if (from === null && to === null) return [];
  if ((from !== null && !isRecord(from)) || (to !== null && !isRecord(to))) {
    return sameValue(from, to) ? [] : [{ field: 'value', before: from, after: to }];
  }
  const a = (from ?? {}) as Record<string, unknown>;
  const b = (to ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (f) => !BOOKKEEPING_FIELDS.has(f),
  );
  return fields
    .filter((field) => !sameValue(a[field] ?? null, b[field] ?? null))
    .map((field) => ({
      field,
      before: from === null ? null : (a[field] ?? null),
      after: to === null ? null : (b[field] ?? null),
    }));
}
