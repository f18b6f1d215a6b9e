// Words for audit entries: "Disabled user", a value shown in a diff, the address of an entry's object and of the
// audit log filtered to one object. Shared by the trail of each object's admin page and the audit log itself.
import { AUDIT_TRAILS, isAuditTrailSubject, type AuditTrailSubject } from '@reef/core';
import type { AuditWords } from './audit-words';

const VERBS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  moderate: 'Moderated',
  disable: 'Disabled',
  enable: 'Enabled',
  archive: 'Archived',
  unarchive: 'Unarchived',
  spam_all: 'Marked as spammer',
  revoke: 'Revoked',
  reorder: 'Reordered',
  avatar_update: 'Changed the avatar of',
  avatar_delete: 'Removed the avatar of',
  email_change: 'Changed the email of',
  password_change: 'Changed the password of',
  sign_out_everywhere: 'Signed out everywhere',
  complete: 'Completed',
  uncomplete: 'Uncompleted',
  run: 'Ran',
  retry: 'Retried',
};

/** "user_group" → "user group". */
export function subjectLabel(subjectType: string): string {
  return subjectType.replace(/_/g, ' ');
}

/** "user.disable" → "Disabled user"; an unknown verb reads as its words. */
export function describeAuditAction(action: string, words?: Pick<AuditWords, 'verbs' | 'action'>): string {
  const dot = action.indexOf('.');
  if (dot < 0) return action;
  const subject = subjectLabel(action.slice(0, dot));
  const verb = action.slice(dot + 1);
  const word = words ? words.verbs[verb] : VERBS[verb];
  if (word)
    return words ? words.action.replace('{verb}', word).replace('{subject}', subject) : `${word} ${subject}`;
  const text = verb.replace(/_/g, ' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} (${subject})`;
}

/** Longest value text shown in a diff cell before it is cut. */
export const AUDIT_VALUE_MAX = 240;

/** A value of a diff as text: "—" for nothing, JSON for lists and objects, long text cut. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX)}…` : text;
}

/** Audit subject types whose objects have an admin page at `/community/admin/{section}/{id}`. */
const ADMIN_PAGES_BY_ID: Partial<Record<string, string>> = {
  tutorial: 'tutorials',
  tag: 'tags',
  tool: 'tools',
  distribution: 'distributions',
  versioned_tutorial_group: 'versioned_tutorial_groups',
  user: 'users',
  account: 'users',
  user_group: 'user_groups',
};

/** Where an object's admin page is, for the subjects that have one; else null. */
export function auditSubjectHref(subjectType: string, subjectId: string | null): string | null {
  if (!subjectId) return null;
  // Only sections that have an admin page by id.
  const section = ADMIN_PAGES_BY_ID[subjectType];
  return section ? `/community/admin/${section}/${encodeURIComponent(subjectId)}` : null;
}

/** The audit log filtered to one object (administrators): its first subject type and its id. */
export function auditLogHref(subject: AuditTrailSubject | string, id: string | number): string {
  const type = isAuditTrailSubject(subject) ? AUDIT_TRAILS[subject].subjects[0] : subject;
  const query = new URLSearchParams({ subject_type: type, subject_id: String(id) });
  return `/community/admin/audit_log?${query.toString()}`;
}
